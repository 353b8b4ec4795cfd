import i18next from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@common/locales";
import deEmails from "../../src/i18n/server-locales/de/emails.json";
import dePdf from "../../src/i18n/server-locales/de/pdf.json";
import deResults from "../../src/i18n/locales/de/results.json";
import enEmails from "../../src/i18n/server-locales/en/emails.json";
import enPdf from "../../src/i18n/server-locales/en/pdf.json";
import enResults from "../../src/i18n/locales/en/results.json";
import esEmails from "../../src/i18n/server-locales/es/emails.json";
import esPdf from "../../src/i18n/server-locales/es/pdf.json";
import esResults from "../../src/i18n/locales/es/results.json";
import frEmails from "../../src/i18n/server-locales/fr/emails.json";
import frPdf from "../../src/i18n/server-locales/fr/pdf.json";
import frResults from "../../src/i18n/locales/fr/results.json";
import jaEmails from "../../src/i18n/server-locales/ja/emails.json";
import jaPdf from "../../src/i18n/server-locales/ja/pdf.json";
import jaResults from "../../src/i18n/locales/ja/results.json";
import zhEmails from "../../src/i18n/server-locales/zh/emails.json";
import zhPdf from "../../src/i18n/server-locales/zh/pdf.json";
import zhResults from "../../src/i18n/locales/zh/results.json";

/*
 * The e-mails' and PDFs' words, from the same kind of i18next JSON as the web app's (src/i18n/server-locales,
 * beside src/i18n/locales so the locale tests read both; the web app's loaders never glob it). Imported
 * statically: the server bundle carries them, and nothing is read from disk at run time.
 */
const RESOURCES = {
  en: { emails: enEmails, pdf: enPdf, results: enResults },
  es: { emails: esEmails, pdf: esPdf, results: esResults },
  fr: { emails: frEmails, pdf: frPdf, results: frResults },
  de: { emails: deEmails, pdf: dePdf, results: deResults },
  zh: { emails: zhEmails, pdf: zhPdf, results: zhResults },
  ja: { emails: jaEmails, pdf: jaPdf, results: jaResults },
} satisfies Record<Language, Record<string, unknown>>;

type Bundles = (typeof RESOURCES)[typeof DEFAULT_LANGUAGE];
export type ServerNamespace = keyof Bundles;

/** "a.b.c" for every string of a bundle: a key the English file lacks does not compile. */
type KeyPath<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : KeyPath<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ServerTextKey<N extends ServerNamespace> = KeyPath<Bundles[N]>;
/** Values are already formatted (money, dates and lists by the caller's Intl formatters). */
export type TextValues = Record<string, string | number>;
export type ServerTexts<N extends ServerNamespace> = (key: ServerTextKey<N>, values?: TextValues) => string;

const instance = i18next.createInstance();
void instance.init({
  resources: RESOURCES,
  lng: DEFAULT_LANGUAGE,
  // The locale tests keep every key in every language; English is only a net under a broken file.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(RESOURCES[DEFAULT_LANGUAGE]),
  defaultNS: "emails",
  initAsync: false,
  showSupportNotice: false,
  returnNull: false,
  // No HTML escaping here (serverTexts fills the values itself, and this says the same for anything else): render.ts
  // escapes the whole HTML part once, and the subject, the text part and the PDFs take the words as they are.
  // Escaping here too would write "&amp;lt;" in the HTML and "&lt;" in the rest.
  interpolation: { escapeValue: false },
});

/** `{{name}}` in a text, as the locale tests read placeholders. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The words of one namespace in one language, found by i18next (language, namespace, fallback) and filled here
 * in one pass: i18next's own interpolation replaces the first occurrence of each `{{placeholder}}` text in the
 * string built so far, so a client's name holding "{{code}}" took the order code and left the real placeholder
 * unfilled. Here every value is inserted once, as written (no `$&` patterns, no nesting, no second pass).
 */
export function serverTexts<N extends ServerNamespace>(lang: Language, ns: N): ServerTexts<N> {
  const t = instance.getFixedT(lang, ns);
  return (key, values = {}) =>
    t(key, { skipInterpolation: true }).replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
}
