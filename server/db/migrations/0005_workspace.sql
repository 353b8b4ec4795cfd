CREATE TABLE "order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" text,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_workspace" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"assignee_id" text,
	"due_date" date,
	"client_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"client_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	"client_waiting_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_workspace" ADD CONSTRAINT "order_workspace_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_workspace" ADD CONSTRAINT "order_workspace_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_order_id_idx" ON "order_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_workspace_waiting_idx" ON "order_workspace" USING btree ("client_waiting_since") WHERE "order_workspace"."client_waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "order_workspace_staff_unread_idx" ON "order_workspace" USING btree ("order_id") WHERE "order_workspace"."staff_unread" > 0;--> statement-breakpoint
CREATE INDEX "order_workspace_assignee_idx" ON "order_workspace" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("contact_email")) WHERE "orders"."user_id" is null;