import type { Context } from "hono";
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from "@common/locales";

/** The site language the request was made in: the web client sends it as Accept-Language. */
export function requestLocale(c: Context): Language {
  const header = c.req.header("accept-language") ?? "";
  for (const part of header.split(",")) {
    const match = matchLanguage(part.split(";")[0]?.trim());
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
