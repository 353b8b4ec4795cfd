import { asc, eq, sql } from "drizzle-orm";
import { isServiceId, TIER_IDS } from "@common/catalog";
import {
  planKey,
  RETAINER_DEFAULTS,
  retainerSettingsSchema,
  termsOf,
  type RecurringPlans,
  type RecurringTerms,
  type RetainerPlanInput,
  type RetainerPlansInput,
  type RetainerSettings,
} from "@common/retainers";
import type { Db } from "../../db/client";
import { appSettings, retainerPlans } from "../../db/schema";

const SETTINGS_KEY = "retainers";

/** Every recurring tier staff set, in a stable order. */
export async function listRetainerPlans(db: Db): Promise<RetainerPlanInput[]> {
  const rows = await db.select().from(retainerPlans).orderBy(asc(retainerPlans.serviceId), asc(retainerPlans.tierId));
  return rows
    .filter((r) => isServiceId(r.serviceId) && (TIER_IDS as readonly string[]).includes(r.tierId))
    .map((r) => ({
      serviceId: r.serviceId as RetainerPlanInput["serviceId"],
      tierId: r.tierId as RetainerPlanInput["tierId"],
      everyMonths: r.everyMonths,
      quotaAmount: r.quotaAmount,
      quotaUnit: r.quotaUnit,
      rollover: r.rollover,
    }));
}

/** What the public pages embed as `SiteData.recurring`; undefined while no tier is recurring (a fresh install). */
export async function loadRecurringPlans(db: Db): Promise<RecurringPlans | undefined> {
  const plans = await listRetainerPlans(db);
  if (!plans.length) return undefined;
  return Object.fromEntries(plans.map((p) => [planKey(p.serviceId, p.tierId), termsOf(p)]));
}

/** One tier's terms (one row by primary key); null: one-off. */
export async function recurringTermsOf(db: Db, serviceId: string, tierId: string): Promise<RecurringTerms | null> {
  const [row] = await db
    .select()
    .from(retainerPlans)
    .where(sql`${retainerPlans.serviceId} = ${serviceId} and ${retainerPlans.tierId} = ${tierId}`);
  return row ? termsOf(row) : null;
}

export async function getRetainerSettings(db: Db): Promise<RetainerSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTINGS_KEY));
  if (!row) return { ...RETAINER_DEFAULTS };
  try {
    const parsed = retainerSettingsSchema.safeParse({ ...RETAINER_DEFAULTS, ...(JSON.parse(row.value) as object) });
    return parsed.success ? parsed.data : { ...RETAINER_DEFAULTS };
  } catch {
    return { ...RETAINER_DEFAULTS };
  }
}

/**
 * Replaces the recurring tiers and the settings. Retainers already ordered keep the terms they were ordered with; a
 * change applies to new orders.
 */
export async function saveRetainerPlans(db: Db, input: RetainerPlansInput, staffId: string) {
  const value = JSON.stringify(input.settings);
  await db.transaction(async (tx) => {
    await tx.delete(retainerPlans);
    if (input.plans.length) {
      await tx.insert(retainerPlans).values(
        input.plans.map((p) => ({
          ...p,
          quotaAmount: p.quotaAmount,
          quotaUnit: p.quotaAmount === null ? "" : p.quotaUnit,
          updatedBy: staffId,
        })),
      );
    }
    await tx
      .insert(appSettings)
      .values({ key: SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  });
  return { plans: await listRetainerPlans(db), settings: await getRetainerSettings(db) };
}
