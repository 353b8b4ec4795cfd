CREATE TABLE "retainer_plans" (
	"service_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"every_months" integer DEFAULT 1 NOT NULL,
	"quota_amount" integer,
	"quota_unit" text DEFAULT '' NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "retainer_plans_service_id_tier_id_pk" PRIMARY KEY("service_id","tier_id"),
	CONSTRAINT "retainer_plans_every_check" CHECK ("every_months" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "retainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"every_months" integer NOT NULL,
	"quota_amount" integer,
	"quota_unit" text DEFAULT '' NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"started_on" date,
	"next_slot" integer DEFAULT 0 NOT NULL,
	"invoiced_slot" integer DEFAULT -1 NOT NULL,
	"pause_from" integer,
	"pause_until" integer,
	"end_slot" integer,
	"ends_on" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retainers_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "retainers_status_check" CHECK ("status" in ('pending', 'active', 'paused', 'cancelling', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "retainer_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"retainer_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"included" integer DEFAULT 0 NOT NULL,
	"rolled_over" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "retainer_plans" ADD CONSTRAINT "retainer_plans_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "retainers" ADD CONSTRAINT "retainers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "retainer_periods" ADD CONSTRAINT "retainer_periods_retainer_id_retainers_id_fk" FOREIGN KEY ("retainer_id") REFERENCES "public"."retainers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "retainer_periods" ADD CONSTRAINT "retainer_periods_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "retainers_running_idx" ON "retainers" USING btree ("id") WHERE "retainers"."status" in ('active', 'paused', 'cancelling');
--> statement-breakpoint
CREATE UNIQUE INDEX "retainer_periods_slot_idx" ON "retainer_periods" USING btree ("retainer_id","slot");
