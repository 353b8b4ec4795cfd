import { and, desc, gte, inArray, or, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { orderSummary } from "./orders";

const DAY = 24 * 60 * 60 * 1000;
const PER_COLUMN = 50;

/** The work board: open orders, and what was completed in the last 30 days, grouped by status. */
export async function projectBoard(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      or(
        inArray(orders.status, ["pending", "in_progress"]),
        and(eq(orders.status, "completed"), gte(orders.updatedAt, new Date(now.getTime() - 30 * DAY))),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(PER_COLUMN * 3);
  const column = (status: string) =>
    rows
      .filter((o) => o.status === status)
      .slice(0, PER_COLUMN)
      .map((o) => ({ ...orderSummary(o), projectName: o.projectName, projectDeadline: o.projectDeadline }));
  return { pending: column("pending"), in_progress: column("in_progress"), completed: column("completed") };
}
