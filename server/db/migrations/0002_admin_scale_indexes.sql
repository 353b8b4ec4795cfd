-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension (PG 13+): the database owner may create it.
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_id_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("id") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops,"message" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_id_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_active_idx" ON "newsletter_subscribers" USING btree ("created_at","id") WHERE "newsletter_subscribers"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("code" gin_trgm_ops,"contact_name" gin_trgm_ops,"contact_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_created_at_id_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "user_search_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops,"name" gin_trgm_ops) WITH (fastupdate=false);