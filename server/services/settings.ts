import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { brandNameSchema, socialLinkSchema } from "@common/admin";
import { COMPANY_CONTACT_DEFAULTS } from "@common/company";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

/** Staff-editable settings (admin Settings screen); defaults come from the configuration. */
export const settingsSchema = z.object({
  brandName: brandNameSchema,
  staffEmail: z.email(),
  salesEmail: z.email(),
  supportEmail: z.email(),
  legalEmail: z.email(),
  socialX: socialLinkSchema,
  socialInstagram: socialLinkSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
const KEYS = Object.keys(settingsSchema.shape) as (keyof Settings)[];

export function defaultSettings(config: Pick<Config, "staffEmail">): Settings {
  return { staffEmail: config.staffEmail, ...COMPANY_CONTACT_DEFAULTS };
}

export async function getSettings(db: Db, config: Pick<Config, "staffEmail">): Promise<Settings> {
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, KEYS));
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...defaultSettings(config), ...stored };
}

export async function updateSettings(db: Db, patch: Partial<Settings>): Promise<void> {
  const entries = Object.entries(patch).filter(([k, v]) => KEYS.includes(k as keyof Settings) && v !== undefined);
  if (!entries.length) return;
  await db
    .insert(appSettings)
    .values(entries.map(([key, value]) => ({ key, value: String(value) })))
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
}
