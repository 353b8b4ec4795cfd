CREATE TABLE "usd_prices" (
	"service_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"amount_minor" integer,
	"plus" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usd_prices_service_id_tier_id_pk" PRIMARY KEY("service_id","tier_id"),
	CONSTRAINT "usd_prices_amount_minor_check" CHECK ("usd_prices"."amount_minor" >= 0)
);
