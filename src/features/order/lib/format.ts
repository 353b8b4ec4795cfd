import type { PriceTier } from "@common/catalog";

/** "$2,499", "$9,999+" or null for a custom quote, in the reader's language. */
export function formatTierPrice(tier: PriceTier, lang: string): string | null {
  if (tier.price === null) return null;
  const amount = new Intl.NumberFormat(lang, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    tier.price,
  );
  return tier.plus ? `${amount}+` : amount;
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
