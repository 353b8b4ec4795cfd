import { and, eq, gt, sql } from "drizzle-orm";
import {
  businessHoursSchema,
  DEFAULT_BUSINESS_HOURS,
  isWithinHours,
  nextOpening,
  PRESENCE_TTL_MS,
  type BusinessHours,
  type ChatAvailability,
} from "@common/chat";
import type { Db } from "../../db/client";
import { appSettings, staffPresence } from "../../db/schema";

const HOURS_KEY = "chatBusinessHours";

export async function getBusinessHours(db: Db): Promise<BusinessHours> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, HOURS_KEY));
  if (!row) return DEFAULT_BUSINESS_HOURS;
  try {
    const parsed = businessHoursSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_BUSINESS_HOURS;
  } catch {
    return DEFAULT_BUSINESS_HOURS;
  }
}

export async function setBusinessHours(db: Db, hours: BusinessHours) {
  await db
    .insert(appSettings)
    .values({ key: HOURS_KEY, value: JSON.stringify(hours) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
}

/** A staff member goes online or offline; the open inbox renews "online" while it stays open. */
export async function setPresence(db: Db, userId: string, online: boolean) {
  await db
    .insert(staffPresence)
    .values({ userId, online, seenAt: new Date() })
    .onConflictDoUpdate({ target: staffPresence.userId, set: { online, seenAt: new Date() } });
}

export async function isStaffOnline(db: Db, userId: string, now = Date.now()) {
  const [row] = await db.select().from(staffPresence).where(eq(staffPresence.userId, userId));
  return !!row && row.online && now - row.seenAt.getTime() < PRESENCE_TTL_MS;
}

/** Honest availability: online only while a person is; otherwise when business hours begin next. */
export async function availability(db: Db, now = new Date()): Promise<ChatAvailability> {
  const cutoff = new Date(now.getTime() - PRESENCE_TTL_MS);
  const [hours, online] = await Promise.all([
    getBusinessHours(db),
    db
      .select({ userId: staffPresence.userId })
      .from(staffPresence)
      .where(and(eq(staffPresence.online, true), gt(staffPresence.seenAt, cutoff)))
      .limit(1),
  ]);
  const withinHours = isWithinHours(hours, now);
  return {
    online: online.length > 0,
    withinHours,
    nextOpen: withinHours ? null : (nextOpening(hours, now)?.toISOString() ?? null),
    timeZone: hours.timeZone,
  };
}
