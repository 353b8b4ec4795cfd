import { eq, inArray } from "drizzle-orm";
import {
  COMPANY_ADDRESS_KEYS,
  COMPANY_BRAND_KEYS,
  COMPANY_CONTACT_DEFAULTS,
  COMPANY_CONTACT_KEYS,
  COMPANY_SOCIAL_KEYS,
} from "@common/company";
import type { LaunchChecklist, LaunchEntry } from "@common/launch";
import type { Db } from "../../db/client";
import { appSettings, contentItems } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { figureModesNow } from "../site/figures";
import { itemDef } from "./registry";

/**
 * The launch checklist (issue 39): every text and figure the template ships that states something about the agency
 * (its statistics, testimonials and their names, its story, its contact addresses and social profiles) stays listed
 * until staff edit it or say they keep it as true for them. A figure (server/services/site/figures.ts) leaves the
 * list too when staff type it, compute it from the product's data or hide it; the case studies' client names can
 * only be kept. The addresses and profiles leave it once Settings hold others than the template's.
 */
export const LAUNCH_TEXTS = [
  "home:hero",
  "home:trust",
  "social-proof:trustMetrics",
  "social-proof:clientTypes",
  "social-proof:quotes",
  "testimonials:items",
  "about:story",
  "about:mission",
  "faq:items",
  "contact:info",
  "common:footer",
] as const;

export const LAUNCH_FIGURES = [
  "figure:campaigns",
  "figure:successRate",
  "figure:targets",
  "figure:responseHours",
  "figure:countries",
  "figure:caseStudyClients",
] as const;

/** The template's public addresses and social profiles (Settings; common/company.ts). */
export const LAUNCH_SETTINGS = {
  "company:brand": COMPANY_BRAND_KEYS,
  "company:addresses": COMPANY_ADDRESS_KEYS,
  "company:social": COMPANY_SOCIAL_KEYS,
} as const;

export type { LaunchEntry } from "@common/launch";

export async function launchChecklist(db: Db): Promise<LaunchChecklist> {
  const [rows, figures, settings] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .then((all) => new Map(all.map((r) => [r.id, r]))),
    figureModesNow(db),
    db
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, COMPANY_CONTACT_KEYS))
      .then((all) => new Map(all.map((r) => [r.key, r.value]))),
  ]);
  const settingChanged = (id: keyof typeof LAUNCH_SETTINGS) =>
    LAUNCH_SETTINGS[id].some((k) => settings.has(k) && settings.get(k) !== COMPANY_CONTACT_DEFAULTS[k]);
  const entries: LaunchEntry[] = [
    ...LAUNCH_TEXTS.filter((id) => itemDef(id)).map((id) => ({ id, kind: "text" as const })),
    ...LAUNCH_FIGURES.map((id) => ({ id, kind: "figure" as const })),
    ...(Object.keys(LAUNCH_SETTINGS) as (keyof typeof LAUNCH_SETTINGS)[]).map((id) => ({
      id,
      kind: "setting" as const,
    })),
  ].map(({ id, kind }) => {
    const row = rows.get(id);
    const figure = kind === "figure" ? figures.get(id.slice("figure:".length)) : undefined;
    const edited =
      kind === "setting" ? settingChanged(id as keyof typeof LAUNCH_SETTINGS) : !!(row?.published || row?.draft);
    const status: LaunchEntry["status"] =
      figure === "typed"
        ? "edited"
        : figure === "computed" || figure === "hidden"
          ? figure
          : edited
            ? "edited"
            : row?.keptAt
              ? "kept"
              : "shipped";
    return { id, kind, status, keptBy: row?.keptBy ?? null };
  });
  return { entries, open: entries.filter((e) => e.status === "shipped").length };
}

/** Staff keep a shipped text, figure or setting as true for their agency: it leaves the open list. */
export async function keepAsShipped(db: Db, id: string, by: string): Promise<void> {
  const known = (LAUNCH_TEXTS as readonly string[]).includes(id)
    ? !!itemDef(id)
    : (LAUNCH_FIGURES as readonly string[]).includes(id) || id in LAUNCH_SETTINGS;
  if (!known) throw notFound("This is not on the launch checklist.");
  const now = new Date();
  const updated = await db
    .update(contentItems)
    .set({ keptAt: now, keptBy: by })
    .where(eq(contentItems.id, id))
    .returning({ id: contentItems.id });
  if (!updated.length) await db.insert(contentItems).values({ id, keptAt: now, keptBy: by });
}
