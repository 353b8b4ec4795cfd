import { setupChecklist, type SetupChecklist } from "@common/billing";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { ApiError } from "../../lib/http-error";
import { onlineMethods } from "./dto";
import { getSellerSettings } from "./settings";

const LABELS = {
  legalName: "the seller's legal name",
  address: "the postal address",
  taxId: 'the tax id (or "none")',
  paymentMethod: "a payment method with complete details",
} as const;

/** The seller's setup checklist as it stands now (Admin → Settings and the dashboard show it). */
export async function currentChecklist(db: Db, config: Config): Promise<SetupChecklist> {
  return setupChecklist(await getSellerSettings(db), onlineMethods(config));
}

/**
 * Refuses to invoice (or to send a quote, whose acceptance invoices) while the checklist is incomplete: 409
 * BILLING_SETUP_INCOMPLETE naming what is missing, with one field per missing item for the screens to translate.
 */
export async function assertInvoicingReady(db: Db, config: Config) {
  const list = await currentChecklist(db, config);
  if (list.complete) return;
  throw new ApiError(
    409,
    "BILLING_SETUP_INCOMPLETE",
    `Invoicing needs the billing setup first; missing: ${list.missing.map((m) => LABELS[m]).join(", ")}.`,
    Object.fromEntries(list.missing.map((m) => [m, "missing"])),
  );
}
