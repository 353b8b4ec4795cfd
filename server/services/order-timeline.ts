import { and, asc, eq, ne } from "drizzle-orm";
import type { WorkEventDto } from "@common/milestones";
import type { Db } from "../db/client";
import { milestoneEvents, orderBriefEvents, orderMilestones, user } from "../db/schema";

/**
 * The decisions on an order's work, oldest first, for its history beside the status changes: the brief's
 * submissions and change requests, and every milestone decision except the reminders.
 */
export async function workTimeline(db: Db, orderId: number): Promise<WorkEventDto[]> {
  const [brief, milestones] = await Promise.all([
    db
      .select({ kind: orderBriefEvents.kind, at: orderBriefEvents.createdAt, who: user.name })
      .from(orderBriefEvents)
      .leftJoin(user, eq(user.id, orderBriefEvents.actorId))
      .where(eq(orderBriefEvents.orderId, orderId))
      .orderBy(asc(orderBriefEvents.id)),
    db
      .select({
        kind: milestoneEvents.kind,
        at: milestoneEvents.createdAt,
        files: milestoneEvents.files,
        actorId: milestoneEvents.actorId,
        who: user.name,
        title: orderMilestones.title,
      })
      .from(milestoneEvents)
      .innerJoin(orderMilestones, eq(orderMilestones.id, milestoneEvents.milestoneId))
      .leftJoin(user, eq(user.id, milestoneEvents.actorId))
      .where(and(eq(milestoneEvents.orderId, orderId), ne(milestoneEvents.kind, "reminded")))
      .orderBy(asc(milestoneEvents.createdAt), asc(milestoneEvents.id)),
  ]);
  const events: WorkEventDto[] = [
    ...brief.map((b) => ({
      source: "brief" as const,
      kind: b.kind as WorkEventDto["kind"],
      title: null,
      who: b.who,
      files: [],
      at: b.at.toISOString(),
    })),
    ...milestones.map((m) => ({
      source: "milestone" as const,
      kind: m.kind as WorkEventDto["kind"],
      title: m.title,
      who: m.actorId === null ? null : m.who,
      files: m.files,
      at: m.at.toISOString(),
    })),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
