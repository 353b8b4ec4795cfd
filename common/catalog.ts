/**
 * The priced catalogue: the one place where service ids, tier ids and prices live (spec §9).
 * The web app shows these numbers; the server takes an order's amount from here, never from the client.
 * Texts (titles, descriptions, features) live in the locale files.
 */
export const SERVICE_IDS = [
  "shilling",
  "influencer",
  "amazon",
  "music",
  "youtube",
  "political",
  "business",
  "reputation",
  "press",
  "custom",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const TIER_IDS = ["starter", "professional", "enterprise"] as const;
export type TierId = (typeof TIER_IDS)[number];

export interface PriceTier {
  id: TierId;
  /** USD, whole dollars; null for a custom quote. */
  price: number | null;
  /** Shown with a trailing plus ("9,999+"). */
  plus?: boolean;
  popular?: boolean;
}

function tiers(a: number, b: number, c: number | null, opts: { plusMiddle?: boolean } = {}): PriceTier[] {
  return [
    { id: "starter", price: a },
    { id: "professional", price: b, popular: true, ...(opts.plusMiddle ? { plus: true } : {}) },
    { id: "enterprise", price: c },
  ];
}

export const PRICING: Record<ServiceId, PriceTier[]> = {
  shilling: tiers(999, 2499, 4999),
  influencer: tiers(1499, 3499, 7999),
  amazon: tiers(2499, 5999, 12999),
  music: tiers(1299, 2999, 5999),
  youtube: tiers(1799, 3999, 7999),
  political: tiers(4999, 12999, 29999),
  business: tiers(1999, 4999, 9999),
  reputation: tiers(2999, 6999, 15999),
  press: tiers(3999, 8999, 19999),
  custom: tiers(1999, 9999, null, { plusMiddle: true }),
};

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === "string" && (SERVICE_IDS as readonly string[]).includes(value);
}

export function isTierId(value: unknown): value is TierId {
  return typeof value === "string" && (TIER_IDS as readonly string[]).includes(value);
}

export function findTier(serviceId: string, tierId: string): PriceTier | undefined {
  return isServiceId(serviceId) ? PRICING[serviceId].find((t) => t.id === tierId) : undefined;
}

/** Services offered in the contact form's select (spec §2 'Contact'). */
export const CONTACT_SERVICE_IDS = [
  "shilling",
  "influencer",
  "amazon",
  "music",
  "youtube",
  "reputation",
  "press",
  "custom",
] as const satisfies readonly ServiceId[];

export const ORDER_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
