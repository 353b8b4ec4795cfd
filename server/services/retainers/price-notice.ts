import { eq } from "drizzle-orm";
import { localizedPath } from "@common/locales";
import { isServiceId, isTierId } from "@common/catalog";
import { orderPagePath } from "@common/workspace";
import { slotStart } from "@common/retainers";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { retainers } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import { retainerPriceNoticeEmail } from "../../mail/templates/retainers";
import { lockOrder } from "../billing/access";
import { tierPriceIn } from "../catalog";
import { deliver } from "../deliver";
import { orderLanguage } from "../workspace-mail";
import { adminToday, firstNoticeSlot, type RetainerRow } from "./store";

const NOTICEABLE = ["active", "paused"];

/** The tier's price in the list now, in the retainer's currency; null: Custom Quote, or not a catalogue tier. */
async function listAmount(db: Db, r: RetainerRow): Promise<number | null> {
  if (!isServiceId(r.serviceId) || !isTierId(r.tierId)) return null;
  return tierPriceIn(db, r.currency, r.serviceId, r.tierId);
}

/**
 * For staff's panel: the list price when notice of it could be given today (started, active or paused, and
 * different from what the retainer will pay), with the first day it would apply from.
 */
export async function listPriceOf(db: Db, r: RetainerRow, today: string) {
  if (!r.startedOn || !NOTICEABLE.includes(r.status)) return null;
  const amountCents = await listAmount(db, r);
  if (amountCents === null || amountCents === (r.nextAmountCents ?? r.amountCents)) return null;
  return { amountCents, appliesFrom: slotStart(r.startedOn, r.everyMonths, firstNoticeSlot(r, today)) };
}

const priceError = (field: string) =>
  new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { price: field });

/**
 * Staff give the client notice of the tier's list price (issue 42): it applies from the first period that starts
 * at least 30 days from today (admin time zone) and after every period already invoiced; every period and invoice
 * before keeps the price the retainer runs at. The client is e-mailed in the order's language, in the transaction.
 * A later notice replaces one not yet in force. A price list change without a notice never touches a retainer.
 */
export async function noticePriceChange(deps: AppDeps, tx: Db, orderId: number, now: Date) {
  const [r] = await tx.select().from(retainers).where(eq(retainers.orderId, orderId)).for("update");
  if (!r) throw new ApiError(404, "NOT_FOUND", "This order has no retainer.");
  if (!r.startedOn || !NOTICEABLE.includes(r.status)) {
    throw new ApiError(409, "RETAINER_STATE", "Only a started, active or paused retainer can be given a new price.");
  }
  const amount = await listAmount(tx, r);
  if (amount === null) throw priceError("errors.priceCustom");
  if (amount === (r.nextAmountCents ?? r.amountCents)) throw priceError("errors.priceSame");
  const today = await adminToday(tx, now);
  const from = slotStart(r.startedOn, r.everyMonths, firstNoticeSlot(r, today));
  await tx
    .update(retainers)
    .set({ nextAmountCents: amount, nextAmountFrom: from, priceNoticedAt: now, updatedAt: now })
    .where(eq(retainers.id, r.id));
  const order = await lockOrder(tx, r.orderId);
  const lang = orderLanguage(order);
  const url = `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(order.code))}`;
  const mail = retainerPriceNoticeEmail(
    lang,
    {
      code: order.code,
      serviceId: r.serviceId,
      tierId: r.tierId,
      currency: r.currency,
      oldCents: r.amountCents,
      newCents: amount,
      from,
    },
    url,
  );
  await deliver(deps.mailer, deps.logger, `retainer ${r.id} price notice`, [{ to: order.contactEmail, ...mail }], tx);
}
