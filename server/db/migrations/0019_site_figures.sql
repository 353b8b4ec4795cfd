CREATE TABLE "site_figures" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"value" double precision,
	"source" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_figures_mode_check" CHECK (mode in ('shipped', 'typed', 'computed', 'hidden'))
);
