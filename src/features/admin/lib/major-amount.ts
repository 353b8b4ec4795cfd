import { minorDigits } from "@common/regions";

/** Why a typed amount was refused: not a number, below zero, or more decimals than the currency has. */
export type AmountProblem = "invalid" | "negative" | "decimals";

/**
 * A price staff type in the major unit ("1,499.00", "1.499,00", "1 500") as an integer of the currency's minor
 * unit (EUR 1,499.00 → 149900; JPY 1500 → 1500). Empty means "Custom Quote" (null). A lone comma or dot followed by
 * at most the currency's digits is the decimal mark; other commas, dots, spaces and apostrophes group thousands.
 */
export function parseMajor(text: string, currency: string): { amount: number | null } | { problem: AmountProblem } {
  const s = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (!s) return { amount: null };
  if (/^[-−]/.test(s)) return { problem: "negative" };
  const digits = minorDigits(currency);
  const grouped = /^(\d{1,3}(?:[.,]\d{3})+|\d+)$/.exec(s);
  if (grouped) return { amount: Number(grouped[1]!.replace(/[.,]/g, "")) * 10 ** digits };
  const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)[.,](\d+)$/.exec(s);
  if (!m) return { problem: "invalid" };
  const fraction = m[2]!;
  if (fraction.length > digits) {
    // "1500.00" in yen is still a whole amount; "1500.5" is not.
    if (!/^0+$/.test(fraction.slice(digits))) return { problem: "decimals" };
  }
  const whole = Number(m[1]!.replace(/[.,]/g, ""));
  const minor = Number(fraction.slice(0, digits).padEnd(digits, "0") || "0");
  return { amount: whole * 10 ** digits + minor };
}

/** An amount in minor units as the plain text an input starts with ("1499.00", "1500"): parseMajor reads it back. */
export function minorToInput(amount: number | null, currency: string): string {
  if (amount === null) return "";
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}
