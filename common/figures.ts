/*
 * The home and About pages read this module on their first load: only the ids, the shipped numbers and the lookup.
 * Each figure's bounds and source are ./figure-rules.ts, the input schema ./figures-schema.ts.
 */
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

/** The template's numbers (spec §1), shown until staff choose otherwise. */
export const SHIPPED_FIGURES: Record<FigureId, number> = {
  campaigns: 1847,
  successRate: 99.7,
  targets: 127_000_000,
  responseHours: 12,
  countries: 47,
};

export const FIGURE_SOURCE_MAX = 300;

/**
 * The figures as a page is rendered with them (SiteData.figures): only those not as shipped; a number, or null for a
 * figure not shown (hidden, or computed with nothing to count yet). Absent on a fresh install.
 */
export type SiteFigures = Partial<Record<FigureId, number | null>>;

/** The number a page shows for a figure, or null when its block is not shown. */
export function figureValue(figures: SiteFigures | undefined, id: FigureId): number | null {
  return figures && id in figures ? (figures[id] ?? null) : SHIPPED_FIGURES[id];
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
