import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { findOrderFor, type OrderRow, type Viewer } from "../order-messages";

export type { OrderRow, Viewer };

/**
 * The order whose billing a viewer may see: the owner's own order (by code, ownership in the query) or any order
 * for staff. Anything else — another client's order, a guessed or malformed code — is undefined (a 404).
 */
export const findBillingOrder = (db: Db, viewer: Viewer, code: string) => findOrderFor(db, viewer, code);

/**
 * Locks the order row for the rest of the transaction: quote versions, the one open quote and decisions on it are
 * decided one at a time per order, also with several server instances.
 */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row!;
}

/** Today's calendar date in UTC (due dates, validity and overdue are calendar dates). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
