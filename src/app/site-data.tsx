import { createContext, useContext, type ReactNode } from "react";
import type { SiteFigures } from "@common/figures";
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
  /**
   * The home and About pages' figures staff set (a number, or null: not shown); absent while all are as shipped.
   * The server's `loadSiteFigures(db)` (server/services/site/figures.ts) gives it.
   */
  figures?: SiteFigures;
}

/** Filled in by the work on true sentences (payment methods, company identity). */
export interface SiteFacts {
  /**
   * The payment methods a buyer can use right now ("card", "wallet", "bank_transfer", "crypto": common/payment-methods);
   * empty or absent: none yet (a fresh install), and the pages say the invoice brings the payment details.
   */
  paymentMethods?: string[];
  /** The company's name as staff entered it; absent while nobody did (the built-in name is never shown as theirs). */
  companyName?: string;
}

/** A fresh install: nothing configured, nothing published. */
export const FRESH_INSTALL: SiteData = {};

export { SITE_DATA_NAMESPACE } from "@common/content-namespaces";

const SiteDataContext = createContext<{ data: SiteData; onRead?: () => void }>({ data: FRESH_INSTALL });

/** `onRead`: told when a component reads the data (the server render records which pages depend on it). */
export function SiteDataProvider({
  value,
  onRead,
  children,
}: {
  value: SiteData | undefined;
  onRead?: () => void;
  children: ReactNode;
}) {
  return (
    <SiteDataContext.Provider value={{ data: value ?? FRESH_INSTALL, onRead }}>{children}</SiteDataContext.Provider>
  );
}

/** This install's site data, as the page was rendered with. */
export function useSiteData(): SiteData {
  const ctx = useContext(SiteDataContext);
  ctx.onRead?.();
  return ctx.data;
}
