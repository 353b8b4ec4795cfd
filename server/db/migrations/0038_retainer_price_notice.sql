ALTER TABLE "retainers" ADD COLUMN "next_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "retainers" ADD COLUMN "next_amount_from" date;--> statement-breakpoint
ALTER TABLE "retainers" ADD COLUMN "price_noticed_at" timestamp with time zone;