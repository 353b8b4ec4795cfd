import type { PaymentMethodId } from "./billing";

/**
 * The payment methods in the order the site names them (FAQ, Terms). Which of them are offered is a fact of the
 * install (server/services/site/site-facts.ts); this module stays free of zod so the public pages can import it.
 */
export const OFFERED_METHOD_ORDER = [
  "card",
  "wallet",
  "bank_transfer",
  "crypto",
] as const satisfies readonly PaymentMethodId[];
export type OfferedMethod = (typeof OFFERED_METHOD_ORDER)[number];

/** The known methods among `ids`, once each, in the site's order (a page's data block may carry anything). */
export function offeredMethods(ids: readonly string[] | undefined): OfferedMethod[] {
  const set = new Set(ids ?? []);
  return OFFERED_METHOD_ORDER.filter((id) => set.has(id));
}
