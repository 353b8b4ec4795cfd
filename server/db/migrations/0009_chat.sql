CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"sender" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"visitor_name" text,
	"visitor_email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"page" text,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" text,
	"order_id" integer,
	"contact_message_id" integer,
	"phone" text,
	"phone_country" text,
	"preferred_time" text,
	"outcome" text,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"visitor_seen_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_presence" (
	"user_id" text PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_presence" ADD CONSTRAINT "staff_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree ("status","waiting_since","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_closed_anon_idx" ON "conversations" USING btree ("closed_at") WHERE "conversations"."user_id" is null and "conversations"."status" = 'closed';--> statement-breakpoint
INSERT INTO "conversations" ("id", "kind", "visitor_name", "visitor_email", "locale", "status", "contact_message_id", "waiting_since", "staff_unread", "last_message_at", "closed_at", "created_at")
SELECT 'contact-' || "id", 'contact', "name", "email", "locale",
  CASE WHEN "handled_at" IS NULL THEN 'open' ELSE 'closed' END, "id",
  CASE WHEN "handled_at" IS NULL THEN "created_at" END,
  CASE WHEN "handled_at" IS NULL THEN 1 ELSE 0 END,
  "created_at", "handled_at", "created_at"
FROM "contact_messages";
--> statement-breakpoint
INSERT INTO "conversation_messages" ("conversation_id", "sender", "body", "created_at")
SELECT 'contact-' || "id", 'visitor', "message", "created_at" FROM "contact_messages";
