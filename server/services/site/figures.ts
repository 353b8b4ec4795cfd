import { eq, sql } from "drizzle-orm";
import { FIGURES, figureModes } from "@common/figure-rules";
import { FIGURE_IDS, type FigureId, type FigureMode, type FigureState, type SiteFigures } from "@common/figures";
import type { FigureInput } from "@common/figures-schema";
import type { Db } from "../../db/client";
import { siteFigures } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import type { LiveSite } from "./live-site";

/** The window of the inbox's response time: conversations whose first visitor message came in the last 90 days. */
export const RESPONSE_WINDOW_DAYS = 90;

type FigureRow = typeof siteFigures.$inferSelect;

const rowsById = async (db: Db) => new Map((await db.select().from(siteFigures)).map((r) => [r.id, r]));
const modeOf = (row: FigureRow | undefined): FigureMode => (row?.mode as FigureMode | undefined) ?? "shipped";

/** Orders staff marked completed. 0 counts as nothing to show. */
async function completedOrders(db: Db): Promise<number | null> {
  const result = await db.execute<{ n: string | number }>(
    sql`select count(*) as n from orders where status = 'completed'`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > 0 ? n : null;
}

/**
 * The median time from a visitor's first message in a conversation to the first staff reply after it, over the
 * conversations of the window that staff answered, as the whole hours a "< N h" claim needs (2.5 h → 3, 3 h → 4).
 */
async function medianFirstResponse(db: Db): Promise<number | null> {
  const result = await db.execute<{ median: string | number | null }>(sql`
    with firsts as (
      select conversation_id, min(created_at) as asked
      from conversation_messages where sender = 'visitor'
      group by conversation_id
      having min(created_at) > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
    ), answered as (
      select f.asked, (
        select min(s.created_at) from conversation_messages s
        where s.conversation_id = f.conversation_id and s.sender = 'staff' and s.created_at >= f.asked
      ) as replied
      from firsts f
    )
    select percentile_cont(0.5) within group (order by extract(epoch from replied - asked)) as median
    from answered where replied is not null`);
  const median = result.rows[0]?.median;
  if (median === null || median === undefined) return null;
  const { min, max } = FIGURES.responseHours;
  return Math.min(max, Math.max(min, Math.floor(Number(median) / 3600) + 1));
}

/** What the product counts for a figure now; undefined for a figure without a source. */
async function computeFigure(db: Db, id: FigureId): Promise<number | null | undefined> {
  switch (FIGURES[id].computed) {
    case "completedOrders":
      return completedOrders(db);
    case "medianFirstResponse":
      return medianFirstResponse(db);
    default:
      return undefined;
  }
}

function shownValue(row: FigureRow | undefined, computed: number | null | undefined, id: FigureId): number | null {
  switch (modeOf(row)) {
    case "typed":
      return row!.value;
    case "computed":
      return computed ?? null;
    case "hidden":
      return null;
    default:
      return FIGURES[id].shipped;
  }
}

/**
 * The figures a page renders with (SiteData.figures): those not as shipped, computed ones counted now; undefined when
 * every figure is as shipped, so a fresh install renders the build's pages.
 */
export async function loadSiteFigures(db: Db): Promise<SiteFigures | undefined> {
  const rows = await rowsById(db);
  const changed = FIGURE_IDS.filter((id) => modeOf(rows.get(id)) !== "shipped");
  if (!changed.length) return undefined;
  const entries = await Promise.all(
    changed.map(async (id) => {
      const row = rows.get(id);
      const computed = modeOf(row) === "computed" ? await computeFigure(db, id) : undefined;
      return [id, shownValue(row, computed, id)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Whether any figure is computed (its number can change with orders and the inbox). */
export async function hasComputedFigures(db: Db, source?: "completedOrders" | "medianFirstResponse") {
  const rows = await db.select({ id: siteFigures.id }).from(siteFigures).where(eq(siteFigures.mode, "computed"));
  return rows.some((r) => !source || FIGURES[r.id as FigureId]?.computed === source);
}

/** Every figure as the admin sees it, with what the product counts now where it can. */
export async function listFigures(db: Db): Promise<FigureState[]> {
  const rows = await rowsById(db);
  return Promise.all(
    FIGURE_IDS.map(async (id) => {
      const rule = FIGURES[id];
      const row = rows.get(id);
      const computed = await computeFigure(db, id);
      return {
        id,
        mode: modeOf(row),
        value: row?.value ?? null,
        source: row?.source ?? "",
        shipped: rule.shipped,
        min: rule.min,
        max: rule.max,
        decimals: rule.decimals,
        modes: figureModes(id),
        ...(computed === undefined ? {} : { computed }),
        shown: shownValue(row, computed, id),
        updatedAt: row?.updatedAt.toISOString() ?? null,
        updatedBy: row?.updatedBy ?? null,
      };
    }),
  );
}

/** Sets a figure's mode (input validated by figureInputSchema(id)); a typed value and source stay for later. */
export async function saveFigure(db: Db, id: FigureId, input: FigureInput, by: string): Promise<void> {
  const typed = input.mode === "typed" ? { value: input.value, source: input.source } : {};
  const now = new Date();
  await db
    .insert(siteFigures)
    .values({ id, mode: input.mode, ...typed, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: siteFigures.id, set: { mode: input.mode, ...typed, updatedAt: now, updatedBy: by } });
}

/** The figures' modes, for the launch checklist. */
export async function figureModesNow(db: Db): Promise<Map<string, FigureMode>> {
  const rows = await rowsById(db);
  return new Map(FIGURE_IDS.map((id) => [id, modeOf(rows.get(id))]));
}

/**
 * The pages follow a computed figure's source: called when an order's status moves to or from completed, and hourly
 * (the response time moves with every reply). Re-renders only when some figure is computed from that source.
 */
export async function refreshComputedFigures(
  db: Db,
  liveSite: LiveSite,
  logger: Logger,
  source?: "completedOrders" | "medianFirstResponse",
): Promise<void> {
  try {
    if (await hasComputedFigures(db, source)) await liveSite.refresh("figures");
  } catch (err) {
    logger.error("computed figures refresh", { error: String(err) });
  }
}
