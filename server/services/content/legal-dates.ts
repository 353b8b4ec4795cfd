import { inArray, sql } from "drizzle-orm";
import { dateIn } from "@common/refund-policy";
import type { Language } from "@common/locales";
import type { Db } from "../../db/client";
import { contentVersions } from "../../db/schema";
import { getSellerSettings } from "../billing/settings";
import { BUILT_IN, type Bundle } from "./built-in";

/** The four policy documents; each is one content item, `legal:<doc>`. */
export const LEGAL_DOCS = ["terms", "privacy", "refund", "cookies"] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

/**
 * Each policy's "Last updated" date (issue 39): the day, in the seller's time zone, staff last published its text;
 * absent for a document nobody published (the page keeps the shipped date). The pages read it as
 * `legal:<doc>.updatedOn`.
 */
export async function legalDates(
  db: Db,
  /** A preview of this item's draft: if it is a policy, its date is today's (as it will read once published). */
  previewOf?: string,
): Promise<Partial<Record<LegalDoc, string>>> {
  const rows = await db
    .select({ id: contentVersions.itemId, at: sql<string | Date>`max(${contentVersions.publishedAt})` })
    .from(contentVersions)
    .where(
      inArray(
        contentVersions.itemId,
        LEGAL_DOCS.map((d) => `legal:${d}`),
      ),
    )
    .groupBy(contentVersions.itemId);
  const previewed = LEGAL_DOCS.find((d) => previewOf === `legal:${d}`);
  if (!rows.length && !previewed) return {};
  const { timeZone } = await getSellerSettings(db);
  const dates = Object.fromEntries(rows.map((r) => [r.id.slice("legal:".length), dateIn(new Date(r.at), timeZone)]));
  if (previewed) dates[previewed] = dateIn(new Date(), timeZone);
  return dates;
}

/** Puts the dates into a language's published strings (the legal bundle, shipped when nothing else was published). */
export function withLegalDates(
  strings: Record<string, Record<string, unknown>>,
  lng: Language,
  dates: Partial<Record<LegalDoc, string>>,
): Record<string, Record<string, unknown>> {
  const entries = Object.entries(dates);
  if (!entries.length) return strings;
  const legal = (strings.legal ?? structuredClone(BUILT_IN[lng].legal)) as Bundle;
  for (const [doc, day] of entries) (legal[doc] as Record<string, unknown>).updatedOn = day;
  return { ...strings, legal };
}
