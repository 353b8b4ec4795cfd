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

/**
 * A staff member's switch: online or offline, stored for them (it survives reloads and restarts). Visitors see
 * "online" only while an inbox of someone switched on renews it (every 30 s; it lapses PRESENCE_TTL_MS after the last).
 */
export async function setPresence(db: Db, userId: string, online: boolean) {
  await db
    .insert(staffPresence)
    .values({ userId, online, seenAt: new Date() })
    .onConflictDoUpdate({ target: staffPresence.userId, set: { online, seenAt: new Date() } });
}

/** The position of a staff member's own switch, as they left it (off for someone who never set it). */
export async function presenceSwitch(db: Db, userId: string) {
  const [row] = await db
    .select({ online: staffPresence.online })
    .from(staffPresence)
    .where(eq(staffPresence.userId, userId));
  return row?.online ?? false;
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
