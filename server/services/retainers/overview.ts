import { desc, eq } from "drizzle-orm";
import { currencyOrder } from "@common/admin";
import type { ServiceId, TierId } from "@common/catalog";
import {
  addDaysIso,
  RETAINER_STATUSES,
  type RetainerListItem,
  type RetainerOverview,
  type RetainerStatus,
} from "@common/retainers";
import type { Db } from "../../db/client";
import { orders, retainers } from "../../db/schema";
import { getSellerSettings } from "../billing/settings";
import { getRetainerSettings } from "./plans";
import { adminToday } from "./store";
import { nextInvoiceOf } from "./view";

/** Amounts per currency as MoneyLines, USD first. */
function lines(sums: Map<string, number>) {
  return [...sums.entries()]
    .map(([currency, cents]) => ({ currency, cents }))
    .sort((a, b) => currencyOrder(a.currency, b.currency));
}
const add = (sums: Map<string, number>, currency: string, cents: number) =>
  sums.set(currency, (sums.get(currency) ?? 0) + cents);

/** Retainers (all, or one client's) newest first, each with its next invoice as the due-check will issue it. */
async function retainerRows(db: Db, userId?: string) {
  const [rows, settings, seller] = await Promise.all([
    db
      .select({ r: retainers, code: orders.code, contactName: orders.contactName })
      .from(retainers)
      .innerJoin(orders, eq(orders.id, retainers.orderId))
      .where(userId ? eq(orders.userId, userId) : undefined)
      .orderBy(desc(retainers.id)),
    getRetainerSettings(db),
    getSellerSettings(db),
  ]);
  const out = [];
  for (const row of rows) {
    const { next } = await nextInvoiceOf(db, row.r, settings.invoiceDaysAhead, seller.taxRateBp);
    out.push({ ...row, next });
  }
  return out;
}

const itemOf = ({
  r,
  code,
  contactName,
  next,
}: Awaited<ReturnType<typeof retainerRows>>[number]): RetainerListItem => ({
  orderCode: code,
  contactName,
  serviceId: r.serviceId as ServiceId,
  tierId: r.tierId as TierId,
  status: r.status as RetainerStatus,
  amountCents: r.amountCents,
  currency: r.currency,
  everyMonths: r.everyMonths,
  startedOn: r.startedOn,
  endsOn: r.endsOn,
  nextInvoice: next ? { issueOn: next.issueOn, amountCents: next.amountCents } : null,
});

/** The client's own retainers that still run (or wait to start), for the dashboard. */
export async function clientRetainers(db: Db, userId: string): Promise<RetainerListItem[]> {
  return (await retainerRows(db, userId)).filter((row) => row.r.status !== "cancelled").map(itemOf);
}

/** Every retainer for staff, newest first, with MRR per currency, the next 30 days' invoices and churn. */
export async function retainerOverview(db: Db, now = new Date()): Promise<RetainerOverview> {
  const [rows, today] = await Promise.all([retainerRows(db), adminToday(db, now)]);
  const horizon = addDaysIso(today, 30);
  const since = addDaysIso(today, -30);
  const mrr = new Map<string, number>();
  const next30 = new Map<string, number>();
  let next30DaysCount = 0;
  let endedLast30Days = 0;
  const counts = Object.fromEntries(RETAINER_STATUSES.map((s) => [s, 0])) as Record<RetainerStatus, number>;
  const items = [];
  for (const row of rows) {
    const { r, next } = row;
    const status = r.status as RetainerStatus;
    counts[status] += 1;
    if (status === "active" || status === "cancelling") add(mrr, r.currency, Math.round(r.amountCents / r.everyMonths));
    if (status === "cancelled" && r.endsOn && r.endsOn >= since) endedLast30Days += 1;
    if (next && next.issueOn <= horizon) {
      add(next30, r.currency, next.amountCents);
      next30DaysCount += 1;
    }
    items.push(itemOf(row));
  }
  return { items, mrr: lines(mrr), next30Days: lines(next30), next30DaysCount, endedLast30Days, counts };
}
