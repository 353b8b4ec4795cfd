/** The little of jsdom (no types of its own here) that the feed tests use: parsing a page or an XML document. */
declare module "jsdom" {
  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
