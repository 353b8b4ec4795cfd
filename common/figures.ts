/* No zod here: the home and About pages read this module on their first load; the input schema is ./figures-schema.ts. */
/**
 * The figures the public site states about the agency (issue 39): the home page's track record and the About page's
 * facts. Each is shown as the template shipped it, typed by staff with a note of where the number comes from, computed
 * from the product's own data where it holds one, or hidden.
 */
export const FIGURE_IDS = ["campaigns", "successRate", "targets", "responseHours", "countries"] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

export const FIGURE_MODES = ["shipped", "typed", "computed", "hidden"] as const;
export type FigureMode = (typeof FIGURE_MODES)[number];

export const isFigureId = (id: string): id is FigureId => (FIGURE_IDS as readonly string[]).includes(id);

export interface FigureRule {
  /** The template's number (spec §1), shown until staff choose otherwise. */
  shipped: number;
  min: number;
  max: number;
  /** Decimals a typed value may have (0: a whole number). */
  decimals: number;
  /** What the product counts for it; absent: the product holds no data for this figure, so it is typed or hidden. */
  computed?: "completedOrders" | "medianFirstResponse";
}

/**
 * One place for each figure's number and bounds. Countries have no computed source: a client's billing address is free
 * text and orders hold no country, so the product cannot count them truthfully.
 */
export const FIGURES: Record<FigureId, FigureRule> = {
  campaigns: { shipped: 1847, min: 0, max: 10_000_000, decimals: 0, computed: "completedOrders" },
  successRate: { shipped: 99.7, min: 0, max: 100, decimals: 1 },
  targets: { shipped: 127_000_000, min: 0, max: 1_000_000_000_000, decimals: 0 },
  responseHours: { shipped: 12, min: 1, max: 720, decimals: 0, computed: "medianFirstResponse" },
  countries: { shipped: 47, min: 1, max: 250, decimals: 0 },
};

export const FIGURE_SOURCE_MAX = 300;

/** The modes staff may choose for a figure: "computed" only where the product has the data. */
export function figureModes(id: FigureId): FigureMode[] {
  return FIGURES[id].computed ? [...FIGURE_MODES] : FIGURE_MODES.filter((m) => m !== "computed");
}

/**
 * The figures as a page is rendered with them (SiteData.figures): only those not as shipped; a number, or null for a
 * figure not shown (hidden, or computed with nothing to count yet). Absent on a fresh install.
 */
export type SiteFigures = Partial<Record<FigureId, number | null>>;

/** The number a page shows for a figure, or null when its block is not shown. */
export function figureValue(figures: SiteFigures | undefined, id: FigureId): number | null {
  return figures && id in figures ? (figures[id] ?? null) : FIGURES[id].shipped;
}

/** One figure as the admin sees it (`GET /api/admin/figures`). */
export interface FigureState {
  id: FigureId;
  mode: FigureMode;
  /** The typed number (kept when the mode changes, so switching back restores it); null if never typed. */
  value: number | null;
  source: string;
  shipped: number;
  min: number;
  max: number;
  decimals: number;
  modes: FigureMode[];
  /** What the product counts right now (null: nothing to count yet); absent for a figure without a source. */
  computed?: number | null;
  /** What the visitor sees now: null when the block is hidden. */
  shown: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
}
