import { and, asc, count, eq, notExists, sql } from "drizzle-orm";
import type { OrderStatus } from "@common/catalog";
import type { V1Client, V1Invoice, V1Order } from "@common/api-v1";
import type { Db } from "../../db/client";
import { invoices, orders, user, userRoles } from "../../db/schema";

type Page = { limit: number; offset: number };

/** One more row than asked tells whether a next page exists. */
function paged<T>(rows: T[], p: Page) {
  const more = rows.length > p.limit;
  return { items: rows.slice(0, p.limit), nextOffset: more ? p.offset + p.limit : null };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as the public API and its webhooks show it. */
export function orderOut(o: typeof orders.$inferSelect): V1Order {
  return {
    code: o.code,
    status: o.status as OrderStatus,
    serviceId: o.serviceId,
    tierId: o.tierId,
    amountMinor: o.amountCents,
    currency: o.currency,
    projectName: o.projectName,
    deadline: o.projectDeadline,
    progressPercent: o.progressPercent,
    clientId: o.userId,
    contactName: o.contactName,
    contactEmail: o.contactEmail,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** Orders, oldest first (a stable order for paging while new ones arrive), optionally of one status. */
export async function v1Orders(db: Db, q: Page & { status?: OrderStatus }) {
  const rows = await db
    .select()
    .from(orders)
    .where(q.status ? eq(orders.status, q.status) : undefined)
    .orderBy(asc(orders.id))
    .limit(q.limit + 1)
    .offset(q.offset);
  return paged(rows.map(orderOut), q);
}

export async function v1Order(db: Db, code: string): Promise<V1Order | null> {
  if (!/^ORD-\d{1,12}$/i.test(code)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.code, code.toUpperCase()));
  return row ? orderOut(row) : null;
}

/** Client accounts (everyone without the staff role), oldest first, with how many orders each placed. */
export async function v1Clients(db: Db, q: Page) {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      orderCount: count(orders.id),
    })
    .from(user)
    .leftJoin(orders, eq(orders.userId, user.id))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin"))),
      ),
    )
    .groupBy(user.id)
    .orderBy(asc(user.createdAt), asc(user.id))
    .limit(q.limit + 1)
    .offset(q.offset);
  const items: V1Client[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return paged(items, q);
}

/** Invoices in the order they were issued (their numbers' order). */
export async function v1Invoices(db: Db, q: Page) {
  const rows = await db
    .select({ invoice: invoices, orderCode: orders.code })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .orderBy(asc(invoices.id))
    .limit(q.limit + 1)
    .offset(q.offset);
  return paged(
    rows.map(({ invoice, orderCode }) => invoiceOut(invoice, orderCode)),
    q,
  );
}

/** An invoice as the public API and its webhooks show it. */
export function invoiceOut(i: typeof invoices.$inferSelect, orderCode: string): V1Invoice {
  return {
    number: i.number,
    orderCode,
    status: i.status as V1Invoice["status"],
    currency: i.currency,
    subtotalMinor: i.subtotalCents,
    taxMinor: i.taxCents,
    totalMinor: i.totalCents,
    issuedAt: i.issuedAt.toISOString(),
    dueDate: i.dueDate,
    paidAt: iso(i.paidAt),
  };
}
