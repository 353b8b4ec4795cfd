import i18next, { type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { isContentNamespace } from "@common/content-namespaces";
import { LANGUAGES, type Language } from "@common/locales";
import { brandOf } from "@/app/site-data";
import { FRAME_NAMESPACES, I18N_DATA_ID, I18N_OPTIONS, type I18nData } from "./options";

type Bundle = Record<string, unknown>;

// One chunk per language and namespace, fetched when a page needs it. The map from namespace to chunk is itself a
// chunk per language (loaders/<lng>.ts): a page load uses one language, so the first load carries six small entries
// instead of one per language and namespace (about 1 KB gzip of chunk names no visitor needs).
const loaderMaps: Record<Language, () => Promise<{ loaders: Record<string, () => Promise<Bundle>> }>> = {
  en: () => import("./loaders/en"),
  es: () => import("./loaders/es"),
  fr: () => import("./loaders/fr"),
  de: () => import("./loaders/de"),
  zh: () => import("./loaders/zh"),
  ja: () => import("./loaders/ja"),
};

async function loaderFor(lng: string, ns: string): Promise<(() => Promise<Bundle>) | undefined> {
  if (!(LANGUAGES as readonly string[]).includes(lng)) return undefined;
  const { loaders } = await loaderMaps[lng as Language]();
  return loaders[`../locales/${lng}/${ns}.json`];
}

/** The built-in strings of a namespace (its chunk). */
async function builtIn(lng: string, ns: string): Promise<Bundle> {
  const load = await loaderFor(lng, ns);
  if (!load) throw new Error(`no strings for ${lng}/${ns}`);
  return load();
}

/**
 * A namespace's strings: the agency's texts (content namespaces) as published, from the server; the product's own
 * from their chunk (and a content namespace's chunk if the server cannot be reached).
 */
async function strings(lng: string, ns: string): Promise<Bundle> {
  if (isContentNamespace(ns) && (LANGUAGES as readonly string[]).includes(lng)) {
    try {
      const res = await fetch(`/api/content/${lng}/${ns}`, { headers: { accept: "application/json" } });
      if (res.ok) return (await res.json()) as Bundle;
    } catch {
      // Offline: the shipped texts below.
    }
  }
  return builtIn(lng, ns);
}

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, callback) {
    strings(lng, ns).then(
      (bundle) => callback(null, bundle),
      (err: Error) => callback(err, false),
    );
  },
};

/** The strings the prerendered page carries (its language and the namespaces it uses), if any. */
export function readEmbeddedStrings(): I18nData | null {
  const el = document.getElementById(I18N_DATA_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as I18nData;
  } catch {
    return null;
  }
}

let active: I18n | null = null;

/**
 * The browser's i18next: one language per page load (the URL's), started from the page's embedded
 * strings; any other namespace is loaded when a route or component asks for it.
 */
export async function createClientI18n(lng: Language, embedded: I18nData | null): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources = embedded && embedded.lng === lng ? embedded.resources : {};
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      // The agency's name in every text, as the page was rendered with.
      interpolation: { ...I18N_OPTIONS.interpolation, defaultVariables: { brand: brandOf(embedded?.site) } },
      lng,
      // Every locale has every key (a test checks it): no fallback language to download.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: "currentOnly",
      ns: Object.keys(resources).length ? Object.keys(resources) : FRAME_NAMESPACES,
      resources: { [lng]: resources },
      partialBundledLanguages: true,
    });
  active = instance;
  return instance;
}

/** Loads namespaces into the browser's instance before a route draws (no-op during prerendering). */
export function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (!active || namespaces.length === 0) return Promise.resolve();
  return active.loadNamespaces([...namespaces]);
}
