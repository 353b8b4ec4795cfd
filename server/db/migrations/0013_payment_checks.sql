CREATE TABLE "provider_checkouts" (
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_checkouts_provider_ref_pk" PRIMARY KEY("provider","ref")
);
--> statement-breakpoint
CREATE TABLE "payment_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"event_id" text,
	"event_type" text,
	"invoice_id" integer,
	"provider_ref" text,
	"expected_currency" text,
	"expected_cents" integer,
	"received_currency" text,
	"received_cents" integer,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_issues_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "provider_checkouts" ADD CONSTRAINT "provider_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "provider_checkouts_invoice_id_idx" ON "provider_checkouts" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "payment_issues_created_at_idx" ON "payment_issues" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "payment_issues_invoice_id_idx" ON "payment_issues" USING btree ("invoice_id");
