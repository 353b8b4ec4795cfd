import type { TFunction } from "i18next";

/**
 * The keys of a keyed list of a namespace (`faq:items`, `testimonials:items`) in the order the published texts give
 * (staff order, remove and add entries in the content store, issue 39): the page shows exactly these.
 */
export function listKeys(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
}

/** An array of a namespace (`approach.steps`), empty when staff removed every entry. */
export function listOf<T>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Initials of a name ("Jane Doe" → "JD"), for an entry staff added without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 1 ? words[0]!.charAt(0) + words.at(-1)!.charAt(0) : (words[0] ?? "").slice(0, 2)
  ).toUpperCase();
}
