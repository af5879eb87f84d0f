CREATE TABLE "request_count" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_place" (
	"project_uuid" uuid NOT NULL,
	"side" text NOT NULL,
	"user_id" integer NOT NULL,
	"holder" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_place_project_uuid_side_pk" PRIMARY KEY("project_uuid","side")
);
--> statement-breakpoint
CREATE TABLE "meeting_signal" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_count_key_idx" ON "request_count" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "meeting_place_holder_idx" ON "meeting_place" USING btree ("holder");