CREATE TABLE "intake_forms" (
	"service_id" text PRIMARY KEY NOT NULL,
	"delivery_days" integer NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_briefs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_days" integer NOT NULL,
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"change_note" text,
	"reminder_24_at" timestamp with time zone,
	"reminder_72_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_brief_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_briefs" ADD CONSTRAINT "order_briefs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_brief_events" ADD CONSTRAINT "order_brief_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_brief_events" ADD CONSTRAINT "order_brief_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_briefs_unsubmitted_idx" ON "order_briefs" USING btree ("created_at") WHERE "order_briefs"."submitted_at" is null;
--> statement-breakpoint
CREATE INDEX "order_brief_events_order_id_idx" ON "order_brief_events" USING btree ("order_id");
