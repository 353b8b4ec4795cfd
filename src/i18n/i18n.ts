import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, matchLanguage, type Language } from "@common/locales";

type Bundle = Record<string, unknown>;

// English ships with the app (prerendering and hydration use it); other languages load on demand.
const englishModules = import.meta.glob<Bundle>("./locales/en/*.json", { eager: true, import: "default" });
const lazyModules = import.meta.glob<Bundle>(["./locales/*/*.json", "!./locales/en/*.json"], { import: "default" });

function namespaceOf(file: string) {
  return file.replace(/^.*\/([^/]+)\.json$/, "$1");
}

export const NAMESPACES = Object.keys(englishModules).map(namespaceOf);

const englishResources: Resource = {
  en: Object.fromEntries(Object.entries(englishModules).map(([file, bundle]) => [namespaceOf(file), bundle])),
};

export const LANGUAGE_STORAGE_KEY = "lang";

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: "common",
    resources: englishResources,
    initImmediate: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Loads every namespace of a language into the instance (no-op for English or when already loaded). */
export async function loadLanguage(instance: I18n, lng: Language): Promise<void> {
  if (lng === DEFAULT_LANGUAGE || instance.hasResourceBundle(lng, "common")) return;
  const entries = Object.entries(lazyModules).filter(([file]) => file.startsWith(`./locales/${lng}/`));
  const bundles = await Promise.all(entries.map(async ([file, load]) => [namespaceOf(file), await load()] as const));
  for (const [ns, bundle] of bundles) instance.addResourceBundle(lng, ns, bundle, true, true);
}

/** Saved preference, else the browser's languages, else English. */
export function detectLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    /* storage may be blocked */
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export async function changeLanguage(instance: I18n, lng: Language): Promise<void> {
  await loadLanguage(instance, lng);
  await instance.changeLanguage(lng);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage may be blocked */
  }
}
