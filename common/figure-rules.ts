import { FIGURE_MODES, SHIPPED_FIGURES, type FigureId, type FigureMode } from "./figures";

export interface FigureRule {
  /** The template's number (SHIPPED_FIGURES). */
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
  campaigns: { shipped: SHIPPED_FIGURES.campaigns, min: 0, max: 10_000_000, decimals: 0, computed: "completedOrders" },
  successRate: { shipped: SHIPPED_FIGURES.successRate, min: 0, max: 100, decimals: 1 },
  targets: { shipped: SHIPPED_FIGURES.targets, min: 0, max: 1_000_000_000_000, decimals: 0 },
  responseHours: {
    shipped: SHIPPED_FIGURES.responseHours,
    min: 1,
    max: 720,
    decimals: 0,
    computed: "medianFirstResponse",
  },
  countries: { shipped: SHIPPED_FIGURES.countries, min: 1, max: 250, decimals: 0 },
};

/** The modes staff may choose for a figure: "computed" only where the product has the data. */
export function figureModes(id: FigureId): FigureMode[] {
  return FIGURES[id].computed ? [...FIGURE_MODES] : FIGURE_MODES.filter((m) => m !== "computed");
}
