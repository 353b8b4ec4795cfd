import type { PriceTier, ServiceId } from "@common/catalog";
import { formatPrice, type Pricing } from "@/features/widgets";

/**
 * "$2,499", "2.499 €", "$9,999+" in the region's currency and the reader's language, or null for a custom quote
 * (the tier has no price in that currency).
 */
export function formatTierPrice(serviceId: ServiceId, tier: PriceTier, pricing: Pricing, lang: string): string | null {
  const price = pricing.price(serviceId, tier.id);
  if (price === null) return null;
  const amount = formatPrice(price, pricing.currency, lang);
  return (pricing.plus?.(serviceId, tier.id) ?? tier.plus) ? `${amount}+` : amount;
}

/** The deadline as the form keeps it (yyyy-MM-dd, the reader's calendar day) and back. */
export function toIsoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function fromIsoDate(s: string): Date {
  const [y, m, d] = s.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

export function formatIsoDate(s: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(fromIsoDate(s));
}
