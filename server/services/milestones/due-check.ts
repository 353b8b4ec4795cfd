import { periodicCheck } from "../../lib/periodic-check";
import { and, asc, eq, lte, notInArray } from "drizzle-orm";
import { reviewSchedule } from "@common/milestones";
import type { Db } from "../../db/client";
import { orderMilestones, orders } from "../../db/schema";
import { milestoneClientEmail } from "../../mail/templates/milestones";
import { deliver } from "../deliver";
import { orderLanguage } from "../workspace-mail";
import { clientOrderUrl, type MilestoneDeps } from "./actions";
import { autoApproveDays, recordEvent, syncProgress } from "./store";

/** How often the server looks for reminders and automatic approvals due (and once at start-up). */
export const MILESTONE_CHECK_INTERVAL_MS = 15 * 60_000;

export interface MilestoneCheckResult {
  reminded: { id: number; n: number }[];
  autoApproved: number[];
}

/**
 * One due-check at `now` (the test clock). A delivery without an answer gets reminder 1 at 1/3 of the period,
 * reminder 2 at 2/3, and is approved automatically at its end — each step only after the one before it, at most
 * one step per delivery per run (a server that was down a week sends reminder 1 first, not all three at once).
 * Each step is a conditional UPDATE … WHERE state = 'delivered' AND reminders_sent = n RETURNING in the transaction
 * that records it and queues its e-mail: of two instances (or runs) meeting on one row, only one gets it back.
 */
export async function runMilestoneDueCheck(deps: MilestoneDeps, now = new Date()): Promise<MilestoneCheckResult> {
  const { db } = deps.database;
  const days = await autoApproveDays(db);
  const period = days * 86_400_000;
  const candidates = await db
    .select({ id: orderMilestones.id, deliveredAt: orderMilestones.deliveredAt, sent: orderMilestones.remindersSent })
    .from(orderMilestones)
    .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
    .where(
      and(
        eq(orderMilestones.state, "delivered"),
        // A cancelled or completed order gets no reminder and no automatic approval.
        notInArray(orders.status, ["cancelled", "completed"]),
        lte(orderMilestones.deliveredAt, new Date(now.getTime() - Math.round(period / 3))),
      ),
    )
    .orderBy(asc(orderMilestones.id));
  const result: MilestoneCheckResult = { reminded: [], autoApproved: [] };
  for (const c of candidates) {
    const schedule = reviewSchedule(c.deliveredAt!, days);
    try {
      if (c.sent >= 2 && schedule.autoApproveAt <= now) {
        if (await autoApprove(deps, c.id, c.sent, days, now)) result.autoApproved.push(c.id);
      } else if (c.sent < 2 && schedule.reminders[c.sent]! <= now) {
        if (await remind(deps, c.id, c.sent, days, now)) result.reminded.push({ id: c.id, n: c.sent + 1 });
      }
    } catch (err) {
      deps.logger.error("milestone due-check failed", { milestoneId: c.id, error: String(err) });
    }
  }
  return result;
}

/** Claims step `sent` → `sent + 1` of one delivery; undefined when another run took it first. */
async function claim(tx: Db, id: number, sent: number, set: Partial<typeof orderMilestones.$inferInsert>) {
  const [row] = await tx
    .update(orderMilestones)
    .set(set)
    .where(
      and(eq(orderMilestones.id, id), eq(orderMilestones.state, "delivered"), eq(orderMilestones.remindersSent, sent)),
    )
    .returning();
  if (!row) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  return order ? { m: row, order } : undefined;
}

function clientMail(
  deps: MilestoneDeps,
  kind: "reminder" | "autoApproved",
  m: typeof orderMilestones.$inferSelect,
  order: typeof orders.$inferSelect,
  days: number,
) {
  return milestoneClientEmail(
    orderLanguage(order),
    kind,
    {
      code: order.code,
      project: order.projectName,
      title: m.title,
      deliveredAt: m.deliveredAt!,
      autoApproveAt: reviewSchedule(m.deliveredAt!, days).autoApproveAt,
      days,
      fileNames: [],
    },
    clientOrderUrl(deps, order),
  );
}

function remind(deps: MilestoneDeps, id: number, sent: number, days: number, now: Date) {
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const got = await claim(tx, id, sent, { remindersSent: sent + 1 });
    if (!got) return false;
    const n = sent + 1;
    await recordEvent(tx, {
      milestoneId: id,
      orderId: got.order.id,
      kind: "reminded",
      actorId: null,
      note: String(n),
      at: now,
    });
    const mail = clientMail(deps, "reminder", got.m, got.order, days);
    await deliver(
      deps.mailer,
      deps.logger,
      `milestone ${id} reminder ${n}`,
      [{ to: got.order.contactEmail, ...mail }],
      tx,
    );
    return true;
  });
}

function autoApprove(deps: MilestoneDeps, id: number, sent: number, days: number, now: Date) {
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const got = await claim(tx, id, sent, { state: "approved", approvedAt: now });
    if (!got) return false;
    await recordEvent(tx, {
      milestoneId: id,
      orderId: got.order.id,
      kind: "auto_approved",
      actorId: null,
      note: `No answer within ${days} days after delivery; two reminders were sent.`,
      at: now,
    });
    await syncProgress(tx, got.order.id, now);
    const mail = clientMail(deps, "autoApproved", got.m, got.order, days);
    await deliver(
      deps.mailer,
      deps.logger,
      `milestone ${id} auto-approved`,
      [{ to: got.order.contactEmail, ...mail }],
      tx,
    );
    return true;
  });
}

/** The periodic run (and one at start-up); a run still going when the next is due is not doubled. */
export function milestoneSchedule(deps: MilestoneDeps, everyMs = MILESTONE_CHECK_INTERVAL_MS) {
  return periodicCheck("milestone due-check", (now) => runMilestoneDueCheck(deps, now), deps.logger, everyMs);
}
