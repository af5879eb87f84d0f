CREATE TABLE "offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_ore" integer NOT NULL,
	"vat_ore" integer NOT NULL,
	"valid_until" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	CONSTRAINT "offer_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "offer_project_version_unique" UNIQUE("project_id","version"),
	CONSTRAINT "offer_status_check" CHECK ("offer"."status" in ('draft', 'sent', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_answered_by_user_id_app_user_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;