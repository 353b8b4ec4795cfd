import { COMPANY_CONTACT_DEFAULTS, COMPANY_CONTACT_KEYS } from "@common/company";
import { OFFERED_METHOD_ORDER } from "@common/payment-methods";
import type { SiteData, SiteFacts } from "@/app/site-data";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { onlineMethods, paymentOptions } from "../billing/dto";
import { getSellerSettings } from "../billing/settings";
import { getSettings } from "../settings";

/**
 * The facts of this install that the public pages' sentences are built from (issue 39), read fresh from the database
 * and the configuration: the payment methods a buyer can use right now (exactly those an invoice offers: card and
 * PayPal when their provider is configured, bank transfer and crypto when switched on with their details written),
 * the company's name once staff entered one, and the public addresses and profiles staff changed. A fresh install has
 * none of them.
 */
export async function loadSiteFacts(
  db: Db,
  config: Pick<Config, "stripe" | "paypal" | "staffEmail">,
): Promise<SiteFacts & Pick<SiteData, "contact">> {
  const [seller, settings] = await Promise.all([getSellerSettings(db), getSettings(db, config)]);
  // The addresses and profiles staff changed (the others are the template's, which the pages know).
  const contact = Object.fromEntries(
    COMPANY_CONTACT_KEYS.filter((k) => settings[k] !== COMPANY_CONTACT_DEFAULTS[k]).map((k) => [k, settings[k]]),
  );
  const options = paymentOptions(seller, onlineMethods(config));
  const offered = {
    card: options.card,
    wallet: options.wallet,
    bank_transfer: !!options.bankTransfer,
    crypto: !!options.crypto,
  };
  const companyName = seller.legalName.trim();
  return {
    paymentMethods: OFFERED_METHOD_ORDER.filter((id) => offered[id]),
    ...(companyName ? { companyName } : {}),
    ...(Object.keys(contact).length ? { contact } : {}),
  };
}
