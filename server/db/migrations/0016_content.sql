CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"draft" jsonb,
	"draft_changed" jsonb,
	"published" jsonb,
	"published_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "content_versions_item_id_version_pk" PRIMARY KEY("item_id","version")
);
