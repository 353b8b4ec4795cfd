import { z } from "zod";
import { FIGURES, type FigureRule } from "./figure-rules";
import { FIGURE_SOURCE_MAX, type FigureId } from "./figures";
import { hasControlChars } from "./text";

const E = "admin-content:figures.errors";

function schemaFor(rule: Pick<FigureRule, "min" | "max" | "decimals" | "computed">) {
  const step = 10 ** rule.decimals;
  return z.discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("shipped") }),
      z.object({ mode: z.literal("hidden") }),
      ...(rule.computed ? [z.object({ mode: z.literal("computed") })] : []),
      z.object({
        mode: z.literal("typed"),
        value: z
          .number({ error: `${E}.number` })
          .min(rule.min, { error: `${E}.range` })
          .max(rule.max, { error: `${E}.range` })
          .refine((v) => Math.abs(Math.round(v * step) - v * step) < 1e-6, { error: `${E}.decimals` }),
        source: z
          .string({ error: `${E}.sourceRequired` })
          .trim()
          .min(1, { error: `${E}.sourceRequired` })
          .max(FIGURE_SOURCE_MAX, { error: `${E}.sourceTooLong` })
          .refine((v) => !hasControlChars(v), { error: `${E}.control` }),
      }),
    ],
    { error: `${E}.mode` },
  );
}

/** `PUT /api/admin/figures/:id`: a figure's mode; a typed one with its value (within the figure's bounds) and source. */
export function figureInputSchema(id: FigureId) {
  return schemaFor(FIGURES[id]);
}
export type FigureInput = z.infer<ReturnType<typeof figureInputSchema>>;

/** The body's shape for any figure (what the route reads first); figureInputSchema(id) then holds it to that figure's rule. */
export const anyFigureInputSchema = schemaFor({
  min: Math.min(...Object.values(FIGURES).map((r) => r.min)),
  max: Math.max(...Object.values(FIGURES).map((r) => r.max)),
  decimals: Math.max(...Object.values(FIGURES).map((r) => r.decimals)),
  computed: "completedOrders",
});
