CREATE TABLE "result_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"data" jsonb,
	"locale" text DEFAULT 'en' NOT NULL,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "result_reports_status_check" CHECK ("result_reports"."status" in ('draft', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "result_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"made_by" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "result_shares_made_by_check" CHECK ("result_shares"."made_by" in ('client', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_reports_order_month_idx" ON "result_reports" USING btree ("order_id","month");--> statement-breakpoint
CREATE INDEX "result_reports_draft_idx" ON "result_reports" USING btree ("month") WHERE "result_reports"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "result_shares_order_id_idx" ON "result_shares" USING btree ("order_id");