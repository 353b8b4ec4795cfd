import { and, eq, isNull, sql } from "drizzle-orm";
import { computeTotals } from "@common/billing";
import { isServiceId, TIER_IDS, type TierId } from "@common/catalog";
import type { Language } from "@common/locales";
import { daysBetweenIso, type RetainerPlanOption, type RetainerSettings } from "@common/retainers";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { invoices, retainerAdjustments, retainerPeriods, retainers } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import { serviceName, tierName } from "../../mail/templates/names";
import { lockOrder } from "../billing/access";
import { issueInvoice, queueInvoiceIssuedMail } from "../billing/invoices";
import { invoiceMoney, issueCreditNote } from "../billing/refunds";
import { tierPriceIn } from "../catalog";
import { orderLanguage } from "../workspace-mail";
import { recurringTermsOf } from "./plans";
import { adminToday, periodsOf, priceOfSlot, slotDays, voidUnpaid, type RetainerRow } from "./store";

/** The words of a plan change's invoice line or credit note, in the client's language (kept as issued). */
const WORDS: Record<Language, { change: string; days: (n: number, of: number) => string; credit: string }> = {
  en: { change: "Plan change", days: (n, of) => `${n} of ${of} days`, credit: "Credit for the plan change" },
  es: { change: "Cambio de plan", days: (n, of) => `${n} de ${of} días`, credit: "Abono por el cambio de plan" },
  fr: {
    change: "Changement de formule",
    days: (n, of) => `${n} jours sur ${of}`,
    credit: "Avoir pour le changement de formule",
  },
  de: { change: "Paketwechsel", days: (n, of) => `${n} von ${of} Tagen`, credit: "Gutschrift für den Paketwechsel" },
  zh: { change: "套餐变更", days: (n, of) => `${of} 天中的 ${n} 天`, credit: "套餐变更的退款" },
  ja: { change: "プラン変更", days: (n, of) => `${of}日中${n}日`, credit: "プラン変更による返金" },
};

/** The running slot and how much of it is left; null (prorationOf) when none runs (not started, paused, ended). */
interface Proration {
  slot: number;
  daysLeft: number;
  periodDays: number;
  endsOn: string;
}

/** How much of the current period is left today, counting today (half-way through April: 15 of 30 days). */
function prorationOf(r: RetainerRow, today: string): Proration | null {
  const slot = r.nextSlot - 1;
  if (!r.startedOn || slot < 0) return null;
  if (r.pauseFrom !== null && slot >= r.pauseFrom && slot < (r.pauseUntil ?? 0)) return null;
  const { startsOn, endsOn } = slotDays(r, slot);
  if (today < startsOn || today > endsOn) return null;
  return {
    slot,
    daysLeft: daysBetweenIso(today, endsOn) + 1,
    periodDays: daysBetweenIso(startsOn, endsOn) + 1,
    endsOn,
  };
}

/** (new − old) × days left / days in the period, to the cent (half away from zero). */
const prorate = (diff: number, p: Proration | null) =>
  p ? Math.sign(diff) * Math.round((Math.abs(diff) * p.daysLeft) / p.periodDays) : 0;

/** The tiers an active retainer can move to today, with what it costs: for the view. */
export async function planOptions(
  db: Db,
  r: RetainerRow,
  today: string,
  settings: RetainerSettings,
): Promise<RetainerPlanOption[]> {
  if (r.status !== "active" || !isServiceId(r.serviceId)) return [];
  const p = prorationOf(r, today);
  const out: RetainerPlanOption[] = [];
  for (const tierId of TIER_IDS) {
    if (tierId === r.tierId) continue;
    const terms = await recurringTermsOf(db, r.serviceId, tierId);
    if (terms?.everyMonths !== r.everyMonths) continue;
    const price = await tierPriceIn(db, r.currency, r.serviceId, tierId);
    if (price === null) continue;
    const differenceCents = prorate(price - r.amountCents, p);
    out.push({
      tierId,
      amountCents: price,
      differenceCents,
      daysLeft: p?.daysLeft ?? 0,
      periodDays: p?.periodDays ?? 0,
      billing: differenceCents < 0 ? "credit" : settings.upgradeBilling,
    });
  }
  return out;
}

const planError = (field: string) =>
  new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { tierId: field });

/**
 * Moves an active retainer to another recurring tier of its service with the same cadence, today (admin time zone):
 * the next periods are invoiced at the new tier's price in the retainer's currency, and the rest of the current
 * period is prorated to the day. An upgrade's difference goes on the next period's invoice or is invoiced at once
 * (the setting); a downgrade's comes back as a credit note on the period's paid invoice, or, while that is unpaid,
 * off the next invoice — never lost. A next period's invoice issued already at the old price is voided (unpaid, so
 * the due-check issues it again at the new one) or, paid, settled the same way for its whole difference.
 * Returns the refund ids of a credit note (provider refunds start after the commit).
 */
export async function changeRetainerPlan(
  tx: Db,
  deps: Pick<AppDeps, "database" | "mailer" | "logger" | "config">,
  input: { orderId: number; tierId: TierId; billing: RetainerSettings["upgradeBilling"]; staffId: string | null },
  now: Date,
): Promise<number[]> {
  const [r] = await tx.select().from(retainers).where(eq(retainers.orderId, input.orderId)).for("update");
  if (!r) throw new ApiError(404, "NOT_FOUND", "This order has no retainer.");
  if (r.status !== "active") throw new ApiError(409, "RETAINER_STATE", "Only an active retainer can change its plan.");
  if (input.tierId === r.tierId || !isServiceId(r.serviceId)) throw planError("errors.planSame");
  const terms = await recurringTermsOf(tx, r.serviceId, input.tierId);
  if (terms?.everyMonths !== r.everyMonths) throw planError("errors.planCadence");
  const price = await tierPriceIn(tx, r.currency, r.serviceId, input.tierId);
  if (price === null) throw planError("errors.planPrice");

  const today = await adminToday(tx, now);
  const p = prorationOf(r, today);
  const order = await lockOrder(tx, r.orderId);
  const lang = orderLanguage(order);
  const words = WORDS[lang];
  const change = `${words.change}: ${serviceName(lang, r.serviceId)} — ${tierName(lang, r.tierId)} → ${tierName(lang, input.tierId)}`;
  const settlements: { amountCents: number; description: string; invoiceId: number | null }[] = [];
  const current = p ? (await periodsOf(tx, r.id)).find((x) => x.slot === p.slot) : undefined;
  const part = prorate(price - r.amountCents, p);
  if (p && part !== 0) {
    settlements.push({
      amountCents: part,
      description: `${change}, ${words.days(p.daysLeft, p.periodDays)} (${today} – ${p.endsOn})`,
      invoiceId: current?.invoiceId ?? null,
    });
  }
  // A later period invoiced already at the old price.
  const ahead = await tx
    .select({ id: retainerPeriods.id, slot: retainerPeriods.slot, invoiceId: retainerPeriods.invoiceId })
    .from(retainerPeriods)
    .where(and(eq(retainerPeriods.retainerId, r.id), sql`${retainerPeriods.slot} > ${r.nextSlot - 1}`));
  let invoicedSlot = r.invoicedSlot;
  for (const a of ahead) {
    if (!a.invoiceId) continue;
    if (await voidUnpaid(tx, a.invoiceId, words.change, now)) {
      await tx.update(retainerPeriods).set({ invoiceId: null }).where(eq(retainerPeriods.id, a.id));
      invoicedSlot = Math.min(invoicedSlot, a.slot - 1);
    } else if (price !== priceOfSlot(r, a.slot)) {
      const days = slotDays(r, a.slot);
      settlements.push({
        amountCents: price - priceOfSlot(r, a.slot),
        description: `${change} (${days.startsOn} – ${days.endsOn})`,
        invoiceId: a.invoiceId,
      });
    }
  }
  await tx
    .update(retainers)
    .set({
      tierId: input.tierId,
      amountCents: price,
      // The new tier's price now: a notice of the old tier's new price no longer applies.
      nextAmountCents: null,
      nextAmountFrom: null,
      quotaAmount: terms.quota?.amount ?? null,
      quotaUnit: terms.quota?.unit ?? "",
      rollover: terms.rollover,
      invoicedSlot,
      updatedAt: now,
    })
    .where(eq(retainers.id, r.id));

  const refundIds: number[] = [];
  for (const s of settlements) {
    if (s.amountCents > 0 && input.billing === "now") {
      const invoice = await issueInvoice(tx, {
        order,
        currency: r.currency,
        lines: [{ description: s.description, quantity: 1, unitPriceCents: s.amountCents }],
        issuedBy: input.staffId,
        now,
      });
      await tx.insert(retainerAdjustments).values({ retainerId: r.id, ...s, invoiceId: invoice.id });
      await queueInvoiceIssuedMail(deps as AppDeps, tx, order, invoice);
      continue;
    }
    if (s.amountCents < 0 && s.invoiceId) {
      // Back on the paid invoice it was paid with, at that invoice's tax rate.
      const [paidWith] = await tx.select().from(invoices).where(eq(invoices.id, s.invoiceId));
      const gross = computeTotals(
        [{ description: "", quantity: 1, unitPriceCents: -s.amountCents }],
        paidWith?.taxRateBp ?? 0,
      ).totalCents;
      const money = await invoiceMoney(tx, s.invoiceId);
      if (paidWith && money.paidCents - money.creditedCents >= gross) {
        const { refundIds: ids } = await issueCreditNote(tx, deps, {
          invoiceId: s.invoiceId,
          amountCents: gross,
          reason: `${words.credit}: ${s.description}`,
          issuedBy: input.staffId,
          now,
        });
        refundIds.push(...ids);
        continue;
      }
    }
    // Owed or credited on the next period's invoice.
    await tx.insert(retainerAdjustments).values({
      retainerId: r.id,
      amountCents: s.amountCents,
      description: s.amountCents < 0 ? `${words.credit}: ${s.description}` : s.description,
      invoiceId: null,
    });
  }
  return refundIds;
}

/** What waits for the next invoice: its lines' net amounts and texts. */
async function pendingAdjustments(db: Db, retainerId: number) {
  return db
    .select({
      id: retainerAdjustments.id,
      amountCents: retainerAdjustments.amountCents,
      description: retainerAdjustments.description,
    })
    .from(retainerAdjustments)
    .where(and(eq(retainerAdjustments.retainerId, retainerId), isNull(retainerAdjustments.invoiceId)))
    .orderBy(retainerAdjustments.id);
}

/**
 * The lines a period's invoice carries: the period at the retainer's price, then what an upgrade added; a credit is
 * taken off (an invoice line is never negative), and what is left of it (`carry`) waits for the next invoice.
 * `pending` is what waits now, as the view lists it.
 */
export async function periodLines(tx: Db, r: RetainerRow, periodLine: string) {
  const pending = await pendingAdjustments(tx, r.id);
  const owed = pending.filter((a) => a.amountCents > 0);
  const credits = pending.filter((a) => a.amountCents < 0);
  const credit = -credits.reduce((sum, a) => sum + a.amountCents, 0);
  const taken = Math.min(credit, r.amountCents);
  const lines = [
    {
      description: taken ? `${periodLine} − ${credits.map((c) => c.description).join("; ")}` : periodLine,
      quantity: 1,
      unitPriceCents: r.amountCents - taken,
    },
    ...owed.map((a) => ({ description: a.description, quantity: 1, unitPriceCents: a.amountCents })),
  ];
  const carry = credit > taken ? { amountCents: taken - credit, description: credits[0]!.description } : null;
  return { lines, pending, used: [...owed, ...(taken ? credits : [])].map((a) => a.id), carry };
}

/** Marks what went on an invoice; a credit larger than the period stays pending for what is left of it. */
export async function markAdjustmentsInvoiced(
  tx: Db,
  r: RetainerRow,
  { used, carry }: Pick<Awaited<ReturnType<typeof periodLines>>, "used" | "carry">,
  invoiceId: number,
) {
  if (!used.length) return;
  await tx
    .update(retainerAdjustments)
    .set({ invoiceId })
    .where(sql`${retainerAdjustments.id} in ${used}`);
  if (carry) await tx.insert(retainerAdjustments).values({ retainerId: r.id, ...carry, invoiceId: null });
}
