import { eq, sql } from "drizzle-orm";
import {
  billingDetailsSchema,
  DEFAULT_SELLER_SETTINGS,
  sellerSettingsSchema,
  type BillingDetailsInput,
  type SellerSettings,
} from "@common/billing";
import type { Db } from "../../db/client";
import { appSettings, billingDetails } from "../../db/schema";

/** The seller's identity and billing settings live as one JSON value in app_settings: saved and read whole. */
const SELLER_KEY = "seller";

export async function getSellerSettings(db: Db): Promise<SellerSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SELLER_KEY));
  if (!row) return { ...DEFAULT_SELLER_SETTINGS };
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return { ...DEFAULT_SELLER_SETTINGS };
  }
  // Fields added after a save fall back to their defaults; a damaged value falls back whole.
  const merged = sellerSettingsSchema.safeParse({ ...DEFAULT_SELLER_SETTINGS, ...(stored as object) });
  return merged.success ? merged.data : { ...DEFAULT_SELLER_SETTINGS };
}

export async function saveSellerSettings(db: Db, input: SellerSettings): Promise<SellerSettings> {
  const value = JSON.stringify(sellerSettingsSchema.parse(input));
  await db
    .insert(appSettings)
    .values({ key: SELLER_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
  return getSellerSettings(db);
}

const EMPTY_DETAILS: BillingDetailsInput = { company: "", address: "", taxId: "" };

/** A client's billing details (empty until first saved). */
export async function getBillingDetails(db: Db, userId: string): Promise<BillingDetailsInput> {
  const [row] = await db
    .select({ company: billingDetails.company, address: billingDetails.address, taxId: billingDetails.taxId })
    .from(billingDetails)
    .where(eq(billingDetails.userId, userId));
  return row ?? { ...EMPTY_DETAILS };
}

export async function saveBillingDetails(db: Db, userId: string, input: BillingDetailsInput) {
  const details = billingDetailsSchema.parse(input);
  await db
    .insert(billingDetails)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { ...details, updatedAt: new Date() } });
  return getBillingDetails(db, userId);
}
