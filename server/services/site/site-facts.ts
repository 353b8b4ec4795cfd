import { OFFERED_METHOD_ORDER } from "@common/payment-methods";
import type { SiteFacts } from "@/app/site-data";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { onlineMethods, paymentOptions } from "../billing/dto";
import { getSellerSettings } from "../billing/settings";

/**
 * The facts of this install that the public pages' sentences are built from (issue 39), read fresh from the database
 * and the configuration: the payment methods a buyer can use right now (exactly those an invoice offers: card and
 * PayPal when their provider is configured, bank transfer and crypto when switched on with their details written),
 * and the company's name once staff entered one. A fresh install has neither.
 */
export async function loadSiteFacts(db: Db, config: Pick<Config, "stripe" | "paypal">): Promise<SiteFacts> {
  const seller = await getSellerSettings(db);
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
  };
}
