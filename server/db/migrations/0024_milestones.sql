CREATE TABLE "service_milestone_templates" (
	"service_id" text PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "order_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"due_on" date,
	"state" text DEFAULT 'planned' NOT NULL,
	"revision_count" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_milestones_weight_check" CHECK ("weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "milestone_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_milestone_templates" ADD CONSTRAINT "service_milestone_templates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "milestone_events" ADD CONSTRAINT "milestone_events_milestone_id_order_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."order_milestones"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "milestone_events" ADD CONSTRAINT "milestone_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "milestone_events" ADD CONSTRAINT "milestone_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_milestones_order_id_idx" ON "order_milestones" USING btree ("order_id","position");
--> statement-breakpoint
CREATE INDEX "order_milestones_delivered_idx" ON "order_milestones" USING btree ("delivered_at") WHERE "state" = 'delivered';
--> statement-breakpoint
CREATE INDEX "milestone_events_order_id_idx" ON "milestone_events" USING btree ("order_id","created_at");
