/**
 * The public site as this install makes it (issue 39): the build's prerendered pages, re-rendered on the server with
 * the published content and the install's facts whenever either changes, on every instance.
 */
export interface LiveSite {
  /**
   * Something a public page shows changed (content published, prices, payment methods, the seller's name): re-render
   * the pages and tell the other instances. Resolves when this instance serves the new pages.
   */
  refresh(reason: string): Promise<void>;
}
