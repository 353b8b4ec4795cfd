CREATE TABLE "retainer_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"retainer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retainer_adjustments" ADD CONSTRAINT "retainer_adjustments_retainer_id_retainers_id_fk" FOREIGN KEY ("retainer_id") REFERENCES "public"."retainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retainer_adjustments" ADD CONSTRAINT "retainer_adjustments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retainer_adjustments_retainer_idx" ON "retainer_adjustments" USING btree ("retainer_id");