/**
 * Numbers and dates a prerendered page shows, carried with the page. Making the first Intl.NumberFormat of a page
 * loads ICU's number data (10–40 ms on a desktop, four times that on a phone), and hydration asked for it in the
 * middle of its work. The prerender records each text it formatted; the page's data block carries them
 * (I18nData.formatted) and the browser takes them as they are, so hydration makes no formatter and draws exactly
 * the prerendered text. Anything the page did not carry (a region's currency, a screen reached later) is
 * formatted by Intl as before.
 */
const carried = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** The browser: the texts the page's data block carries. */
export function carryFormatted(entries: Record<string, string> | undefined): void {
  if (!entries) return;
  for (const [key, text] of Object.entries(entries)) carried.set(key, text);
}

/** The prerender: records what one page formats, until the returned function is called; it gives the texts. */
export function recordFormatted(): () => Record<string, string> {
  const texts = new Map<string, string>();
  recording = texts;
  return () => {
    if (recording === texts) recording = null;
    return Object.fromEntries(texts);
  };
}

/** The text under `key` (which names the language, the style and the value), carried or made by `make`. */
export function formatted(key: string, make: () => string): string {
  const hit = carried.get(key);
  if (hit !== undefined) return hit;
  const text = make();
  recording?.set(key, text);
  return text;
}

// An Intl.NumberFormat costs far more to make than to use (a priced page formats up to thirty tiers in one render on a
// phone's main thread): one per language and options, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `new Intl.NumberFormat(lng, options)`, made once per language and options. */
export function numberFormatter(lng: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(lng, options)));
  return format;
}

/** `new Intl.NumberFormat(lng, options).format(value)`, carried with the page. */
export function formatNumber(lng: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return formatted(`n|${lng}|${JSON.stringify(options)}|${value}`, () => numberFormatter(lng, options).format(value));
}
