import type { SiteData } from "@/app/site-data";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { loadUsdPrices } from "../catalog";
import { loadServiceLayout } from "../service-layout";
import { loadServiceStyleParts } from "../service-style";
import { loadRecurringPlans } from "../retainers/plans";
import { loadSiteFigures } from "./figures";
import { loadSiteFacts } from "./site-facts";
import { loadStoredArticles } from "./stored-articles";

/**
 * What the public pages are rendered with besides their texts (src/app/site-data.tsx): the install's facts, its
 * USD prices, the services' order and visibility, their icons, colours and comparison cells, its public addresses, and the figures staff set (typed, computed
 * now, hidden), each when staff changed it. Only what differs from a fresh install is present, so an untouched install
 * renders exactly the build's pages (and nothing is re-rendered at start).
 */
export async function loadSiteData(db: Db, config: Config): Promise<SiteData> {
  const [facts, usdPrices, services, styles, figures, recurring, stored] = await Promise.all([
    loadSiteFacts(db, config),
    loadUsdPrices(db),
    loadServiceLayout(db),
    loadServiceStyleParts(db),
    loadSiteFigures(db),
    loadRecurringPlans(db),
    loadStoredArticles(db),
  ]);
  const known = {
    ...(facts.paymentMethods?.length ? { paymentMethods: facts.paymentMethods } : {}),
    ...(facts.companyName ? { companyName: facts.companyName } : {}),
  };
  return {
    ...(Object.keys(known).length ? { facts: known } : {}),
    ...(usdPrices ? { usdPrices } : {}),
    ...(services ? { services } : {}),
    ...styles,
    ...(facts.contact ? { contact: facts.contact } : {}),
    ...(figures ? { figures } : {}),
    ...(recurring ? { recurring } : {}),
    ...(Object.keys(stored.cards).length ? { articles: stored.cards } : {}),
  };
}
