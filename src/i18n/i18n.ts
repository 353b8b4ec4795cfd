import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@common/locales";
import { BRAND_NAME } from "@/config/brand";
import { I18N_OPTIONS } from "./options";

type Bundle = Record<string, unknown>;

/*
 * Every language and namespace, eagerly: for the prerender step (server build) and tests only.
 * The web client never imports this module: it starts from the strings embedded in the page and
 * loads further namespaces per route (./client.ts).
 */
const modules = import.meta.glob<Bundle>("./locales/*/*.json", { eager: true, import: "default" });

function parse(file: string) {
  const m = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  return { lng: m[1]!, ns: m[2]! };
}

const resources: Resource = {};
for (const [file, bundle] of Object.entries(modules)) {
  const { lng, ns } = parse(file);
  (resources[lng] ??= {})[ns] = bundle;
}

export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

/**
 * An i18next instance holding every language (English unless told otherwise); `brand` fills `{{brand}}` in every
 * text (the agency's name as the install's site data has it).
 */
export function createI18n(lng: Language = DEFAULT_LANGUAGE, brand: string = BRAND_NAME): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    interpolation: { ...I18N_OPTIONS.interpolation, defaultVariables: { brand } },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    // Each instance its own store (i18next keeps the object it is given): a render replacing a namespace with the
    // published texts (entry-server.tsx) leaves the shipped ones of the next render alone.
    resources: Object.fromEntries(Object.entries(resources).map(([l, bundles]) => [l, { ...bundles }])),
  });
  return instance;
}

/** Kept for callers written before per-route loading: every language is already in the instance. */
export async function loadLanguage(_instance: I18n, _lng: Language): Promise<void> {}
