CREATE TABLE "project_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"title" text NOT NULL,
	"shared_with_customer" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text,
	"internal" boolean DEFAULT false NOT NULL,
	"meta" jsonb
);
--> statement-breakpoint
ALTER TABLE "project" ALTER COLUMN "timeslot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "sales_channel" text DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("number"::text || ' ' || coalesce("contact_information"->>'firstName', '') || ' ' || coalesce("contact_information"->>'lastName', '') || ' ' || coalesce("contact_information"->>'phoneNumber', '') || ' ' || coalesce("contact_information"->>'email', '') || ' ' || coalesce("contact_information"->'company'->>'name', '') || ' ' || "address" || ' ' || "post_code" || ' ' || coalesce("place", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "customer_sort" text GENERATED ALWAYS AS (lower(coalesce("contact_information"->>'lastName', '') || ' ' || coalesce("contact_information"->>'firstName', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_event" ADD CONSTRAINT "project_event_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_event" ADD CONSTRAINT "project_event_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_document_project_idx" ON "project_document" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_event_project_idx" ON "project_event" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_search_idx" ON "project" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_created_idx" ON "project" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "project_status_idx" ON "project" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "project_contractor_idx" ON "project" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "project_electrician_idx" ON "project" USING btree ("electrician_id");--> statement-breakpoint
CREATE INDEX "project_created_by_idx" ON "project" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "project_customer_sort_idx" ON "project" USING btree ("customer_sort");--> statement-breakpoint
CREATE INDEX "timeslot_starts_idx" ON "timeslot" USING btree ("starts_at");