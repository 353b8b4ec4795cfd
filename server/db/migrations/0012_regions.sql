CREATE TABLE "price_lists" (
	"currency" text NOT NULL,
	"service_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_currency_service_id_tier_id_pk" PRIMARY KEY("currency","service_id","tier_id"),
	CONSTRAINT "price_lists_amount_minor_check" CHECK ("price_lists"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "region_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"services" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
