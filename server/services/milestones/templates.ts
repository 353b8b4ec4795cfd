import { eq } from "drizzle-orm";
import type { MilestoneTemplateInput, MilestoneTemplateItem } from "@common/milestones";
import type { Db } from "../../db/client";
import { orderMilestones, serviceMilestoneTemplates } from "../../db/schema";

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A service's milestone template (empty: orders of it start without milestones). */
export async function getMilestoneTemplate(db: Db, serviceId: string): Promise<MilestoneTemplateItem[]> {
  const [row] = await db
    .select()
    .from(serviceMilestoneTemplates)
    .where(eq(serviceMilestoneTemplates.serviceId, serviceId));
  return row?.items ?? [];
}

/** Saving a template changes only orders created (or templates applied) after it: milestones are copies. */
export async function saveMilestoneTemplate(db: Db, serviceId: string, input: MilestoneTemplateInput, staffId: string) {
  await db
    .insert(serviceMilestoneTemplates)
    .values({ serviceId, items: input.items, updatedBy: staffId })
    .onConflictDoUpdate({
      target: serviceMilestoneTemplates.serviceId,
      set: { items: input.items, updatedBy: staffId, updatedAt: new Date() },
    });
  return getMilestoneTemplate(db, serviceId);
}

export const fromTemplate = (items: MilestoneTemplateItem[], orderId: number, now: Date) =>
  items.map((m, position) => ({
    orderId,
    position,
    title: m.title,
    description: m.description,
    weight: m.weight,
    dueOn: m.dueDays === null ? null : addDays(now.toISOString().slice(0, 10), m.dueDays),
  }));

/** In the order's creating transaction: the service's template becomes the order's milestones. */
export async function copyMilestoneTemplate(tx: Db, orderId: number, serviceId: string, now = new Date()) {
  const [tpl] = await tx
    .select()
    .from(serviceMilestoneTemplates)
    .where(eq(serviceMilestoneTemplates.serviceId, serviceId));
  if (!tpl?.items.length) return;
  await tx.insert(orderMilestones).values(fromTemplate(tpl.items, orderId, now));
}
