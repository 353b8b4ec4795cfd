/** Currency codes, as staff type them and the API accepts them (issue 22). Not on the public site's first load. */

/** An ISO 4217 code as the API accepts it: three capital letters that Intl knows as a currency. */
export function isCurrencyCode(value: unknown): value is string {
  if (typeof value !== "string" || !/^[A-Z]{3}$/.test(value)) return false;
  try {
    return Intl.supportedValuesOf("currency").includes(value);
  } catch {
    return false;
  }
}
