import { sql } from "drizzle-orm";
import { check, doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The site's figures as staff set them (issue 39, common/figures.ts): one row per figure staff changed; no row is the
 * template's number. `value` and `source` are what staff typed, kept while another mode is chosen.
 */
export const siteFigures = pgTable(
  "site_figures",
  {
    id: text("id").primaryKey(),
    mode: text("mode").notNull(),
    value: doublePrecision("value"),
    source: text("source").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  () => [check("site_figures_mode_check", sql`mode in ('shipped', 'typed', 'computed', 'hidden')`)],
);
