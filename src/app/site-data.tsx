import { createContext, useContext, type ReactNode } from "react";
import type { UsdTierPrices } from "@common/usd-prices";

/**
 * What a page knows of this install beyond its built-in texts (issue 39): read from the database by the server when it
 * renders a page (the build's prerender renders a fresh install: nothing configured), embedded in the page's data
 * block beside its strings, and read back by the browser before hydrating, so both draw the same page.
 * Published content (texts staff edited) is not here: it is merged into the page's i18n strings.
 */
export interface SiteData {
  /** Facts of the install that sentences depend on (payment methods offered, the seller's name…); see site-facts. */
  facts?: SiteFacts;
  /**
   * Every USD tier's price (cents, null: custom quote) and "from" mark once staff changed any; absent while the
   * built-in list is in force. The server's `loadUsdPrices(db)` (server/services/catalog.ts) gives it.
   */
  usdPrices?: UsdTierPrices;
}

/** Filled in by the work on true sentences (payment methods, company identity). */
export interface SiteFacts {
  /** The payment methods a buyer can use right now, in the order they are offered. */
  paymentMethods?: string[];
  /** The company's name as staff entered it; absent while nobody did (the built-in name is never shown as theirs). */
  companyName?: string;
}

/** A fresh install: nothing configured, nothing published. */
export const FRESH_INSTALL: SiteData = {};

const SiteDataContext = createContext<SiteData>(FRESH_INSTALL);

export function SiteDataProvider({ value, children }: { value: SiteData | undefined; children: ReactNode }) {
  return <SiteDataContext.Provider value={value ?? FRESH_INSTALL}>{children}</SiteDataContext.Provider>;
}

/** This install's site data, as the page was rendered with. */
export function useSiteData(): SiteData {
  return useContext(SiteDataContext);
}
