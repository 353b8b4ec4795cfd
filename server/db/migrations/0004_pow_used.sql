CREATE TABLE "pow_used" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pow_used_expires_idx" ON "pow_used" USING btree ("expires_at");