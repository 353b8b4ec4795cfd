import { z } from "zod";
import { safeString } from "./text";
import { ORDER_STATUSES } from "./catalog";

/** Inputs of the admin area, shared by its screens and the /api/admin routes. */
export const DATE_RANGES = ["all", "today", "week", "month", "year"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const ADMIN_PAGE_SIZE = 10;

export const orderFiltersSchema = z.object({
  status: z.enum(["all", ...ORDER_STATUSES]).default("all"),
  range: z.enum(DATE_RANGES).default("all"),
  q: safeString().trim().max(200).default(""),
  /** The browser's `Date#getTimezoneOffset()`, so that "today" starts at the admin's midnight. */
  tz: z.coerce.number().int().min(-840).max(840).default(0),
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

export const orderListQuerySchema = orderFiltersSchema.extend({
  /** "attention": the orders that wait on the agency, longest wait first (the other filters do not apply). */
  view: z.enum(["all", "attention"]).default("all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});

export const ORDER_NOTE_MAX = 2000;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: safeString({ multiline: true }).trim().max(ORDER_NOTE_MAX).optional(),
});

export const orderNoteSchema = z.object({
  body: safeString({ multiline: true }).trim().min(1, { error: "admin:errors.noteRequired" }).max(ORDER_NOTE_MAX),
});

export const listQuerySchema = z.object({
  q: safeString().trim().max(200).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const userRoleChangeSchema = z.object({ admin: z.boolean() });

export const messageHandledSchema = z.object({ handled: z.boolean() });

export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_PERIODS as readonly number[]).includes(d))
    .default(30),
});

const isHttps = (s: string) => {
  try {
    return new URL(s).protocol === "https:";
  } catch {
    return false;
  }
};

/** A social profile: an https address, or empty for none (the link is not shown). */
export const socialLinkSchema = z
  .string()
  .trim()
  .max(300, { error: "admin:errors.socialLink" })
  .refine((s) => s === "" || isHttps(s), {
    error: "admin:errors.socialLink",
  });

/**
 * The agency's name (the header, every title, the e-mails): letters and punctuation, without the characters a text
 * template or markup would read ({ } < > $).
 */
export const brandNameSchema = z
  .string()
  .trim()
  .min(1, { error: "admin:errors.brandName" })
  .max(60, { error: "admin:errors.brandName" })
  .regex(/^[^{}<>$]+$/, { error: "admin:errors.brandName" });

export const adminSettingsSchema = z.object({
  // Optional: a client written before the name was a setting keeps working.
  brandName: brandNameSchema.optional(),
  staffEmail: z.email({ error: "admin:errors.email" }),
  salesEmail: z.email({ error: "admin:errors.email" }),
  supportEmail: z.email({ error: "admin:errors.email" }),
  // Optional: a client that knows only the three addresses above keeps working.
  legalEmail: z.email({ error: "admin:errors.email" }).optional(),
  socialX: socialLinkSchema.optional(),
  socialInstagram: socialLinkSchema.optional(),
});
export type AdminSettingsInput = z.infer<typeof adminSettingsSchema>;

export const PAYMENT_METHODS = ["card", "paypal", "bank_transfer", "crypto"] as const;

/**
 * Money in the admin's figures (issue 22): an amount of one currency, in its minor unit. A figure that adds money
 * is a list of these, one line per currency, never one number: amounts of different currencies are never added.
 */
export interface MoneyLine {
  currency: string;
  cents: number;
}

/** USD (the spec's currency) first, then the others by ISO code. */
export function currencyOrder(a: string, b: string): number {
  if (a === b) return 0;
  if (a === "USD") return -1;
  if (b === "USD") return 1;
  return a < b ? -1 : 1;
}

/**
 * Per-currency sums as the admin's lines: USD first, then by code; a currency whose sum is zero is left out, and a
 * figure with nothing in it is one USD zero line (a card is never blank).
 */
export function moneyLines(sums: Iterable<readonly [string, number]>): MoneyLine[] {
  const lines = [...sums]
    .filter(([, cents]) => cents !== 0)
    .map(([currency, cents]) => ({ currency, cents }))
    .sort((a, b) => currencyOrder(a.currency, b.currency));
  return lines.length ? lines : [{ currency: "USD", cents: 0 }];
}

/** Adds per-currency rows ({ currency, cents }) into one sum per currency; `sign` -1 subtracts (credit notes). */
export function addByCurrency(
  into: Map<string, number>,
  rows: Iterable<{ currency: string; cents: unknown }>,
  sign: 1 | -1 = 1,
): Map<string, number> {
  for (const r of rows) into.set(r.currency, (into.get(r.currency) ?? 0) + sign * Number(r.cents));
  return into;
}
