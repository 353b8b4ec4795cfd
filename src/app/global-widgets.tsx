/** Widgets drawn over every public page (chat, cookie consent, back to top); filled by the public-site issue. */
export function GlobalWidgets() {
  return null;
}
