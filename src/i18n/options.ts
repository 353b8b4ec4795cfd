import type { InitOptions } from "i18next";
import type { SiteData } from "@/app/site-data";

/** Options shared by the prerender/test instance (./i18n.ts) and the browser's (./client.ts). */
export const I18N_OPTIONS = {
  defaultNS: "common",
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} satisfies InitOptions;

/** The id of the JSON data block in which a prerendered page carries its strings. */
export const I18N_DATA_ID = "i18n-data";

/** Namespaces every page's frame (header, footer, widgets) uses: always in the page's data block. */
export const FRAME_NAMESPACES = ["common", "widgets"];

export interface I18nData {
  lng: string;
  resources: Record<string, Record<string, unknown>>;
  /** The numbers and dates the page shows, as the prerender formatted them (common/formatted.ts). */
  formatted?: Record<string, string>;
  /** The install's facts the page was rendered with (src/app/site-data.tsx); absent for a fresh install. */
  site?: SiteData;
}
