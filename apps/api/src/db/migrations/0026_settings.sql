CREATE TABLE "setting_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_id" integer,
	"changed_by_name" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
