CREATE TABLE "service_style" (
	"service_id" text PRIMARY KEY NOT NULL,
	"icon" text,
	"gradient" text,
	"matrix" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "service_style" ADD CONSTRAINT "service_style_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
