ALTER TABLE "refunds" ADD COLUMN "destination" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "destination_set_at" timestamp with time zone;
