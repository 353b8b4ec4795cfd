import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Number types whose calls cost far more than a normal call: premium-rate services (UK 09, US/Canada 900, DE 0900…)
 * and "personal numbers" (UK 070), which are billed at similar rates. The `max` metadata (server only) knows the types;
 * the `min` build the widget and the schemas use does not.
 */
const COSTLY = new Set(["PREMIUM_RATE", "PERSONAL_NUMBER"]);

/** Whether staff should be warned before calling this number back (it is stored in international form). */
export function isPremiumRate(phone: string | null | undefined): boolean {
  if (!phone) return false;
  const type = parsePhoneNumberFromString(phone)?.getType();
  return !!type && COSTLY.has(type);
}
