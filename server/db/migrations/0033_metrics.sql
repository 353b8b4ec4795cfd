CREATE TABLE "order_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"platform" text,
	"name" jsonb,
	"unit" text DEFAULT '' NOT NULL,
	"direction" text DEFAULT 'higher' NOT NULL,
	"baseline" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_metrics_direction_check" CHECK ("direction" in ('higher', 'lower'))
);
--> statement-breakpoint
CREATE TABLE "metric_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"metric_id" integer NOT NULL,
	"value" double precision NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"evidence_url" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_points_source_check" CHECK ("source" in ('manual', 'csv', 'api'))
);
--> statement-breakpoint
ALTER TABLE "order_metrics" ADD CONSTRAINT "order_metrics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "metric_points" ADD CONSTRAINT "metric_points_metric_id_order_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."order_metrics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "metric_points" ADD CONSTRAINT "metric_points_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_metrics_order_id_idx" ON "order_metrics" USING btree ("order_id","id");
--> statement-breakpoint
CREATE INDEX "metric_points_metric_id_idx" ON "metric_points" USING btree ("metric_id","measured_at");
