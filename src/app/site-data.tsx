import { createContext, useContext, type ReactNode } from "react";
import { COMPANY_CONTACT_DEFAULTS, type CompanyContact } from "@common/company";
import type { ComparisonOverrides } from "@common/comparison";
import type { StoredArticleBody, StoredArticles } from "@common/article-cards";
import type { ServiceLayout } from "@common/service-layout";
import type { ServiceLooks } from "@common/service-style";
import type { SiteFigures } from "@common/figures";
import type { UsdTierPrices } from "@common/usd-prices";
import type { RecurringPlans } from "@common/retainer-terms";

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
   * The services' order on the site and the hidden ones, once staff changed either; absent: the spec's order, all
   * shown. The server's `loadServiceLayout(db)` (server/services/service-layout.ts) gives it.
   */
  services?: ServiceLayout;
  /**
   * The services whose icon or colour staff changed: the icon's SVG data and the preset's classes (the set and the
   * palette stay out of the pages' bundle). The server's `loadServiceStyleParts(db)` (server/services/service-style.ts).
   */
  serviceStyles?: ServiceLooks;
  /** The comparison cells staff changed from the built-in rules, per service (common/comparison.ts); same source. */
  comparison?: ComparisonOverrides;
  /**
   * The public addresses and social profiles staff changed from the template's (common/company.ts); a part of its own
   * as the footer on every page reads it.
   */
  contact?: Partial<CompanyContact>;
  /**
   * The home and About pages' figures staff set (a number, or null: not shown); absent while all are as shipped.
   * The server's `loadSiteFigures(db)` (server/services/site/figures.ts) gives it.
   */
  figures?: SiteFigures;
  /**
   * The tiers sold every N months (issue 42), with their quota; absent while every tier is one-off. The server's
   * `loadRecurringPlans(db)` (server/services/retainers/plans.ts) gives it.
   */
  recurring?: RecurringPlans;
  /**
   * The published stored articles (issue 40) per language, newest first; absent while there are none. The server's
   * `loadStoredArticles(db)` (server/services/site/stored-articles.ts) gives it.
   */
  articles?: StoredArticles;
  /**
   * On a stored article's own page only: its body as rendered at publish (the live site adds it to that file's data;
   * the list pages do not carry the bodies).
   */
  articleBody?: StoredArticleBody;
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

const SiteDataContext = createContext<{ data: SiteData; onRead?: (part?: keyof SiteData) => void }>({
  data: FRESH_INSTALL,
});

/**
 * `onRead`: told when a component reads the data, with the part when it reads only one (the server render records
 * which pages depend on it, and on which part).
 */
export function SiteDataProvider({
  value,
  onRead,
  children,
}: {
  value: SiteData | undefined;
  onRead?: (part?: keyof SiteData) => void;
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

/**
 * One part of this install's site data, for what every page draws (the footer's services): a page that reads only
 * this part is drawn again only when this part changes, not on every price or payment-method change.
 */
export function useSiteDataPart<K extends keyof SiteData>(part: K): SiteData[K] {
  const ctx = useContext(SiteDataContext);
  ctx.onRead?.(part);
  return ctx.data[part];
}

/** The agency's name: staff's (Settings) or the template's. */
export function brandOf(data: SiteData | undefined): string {
  return data?.contact?.brandName ?? COMPANY_CONTACT_DEFAULTS.brandName;
}

/** The agency's public addresses and social profiles ("" for a profile it has none of); the footer's on every page. */
export function useCompanyContact(): CompanyContact {
  return { ...COMPANY_CONTACT_DEFAULTS, ...useSiteDataPart("contact") };
}
