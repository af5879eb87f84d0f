CREATE TABLE "claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'opened' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_by_user_id" integer,
	"override_reason" text,
	"timeslot_id" integer,
	"electrician_id" integer,
	"resolution_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "claim_timeslot_id_unique" UNIQUE("timeslot_id")
);
--> statement-breakpoint
CREATE TABLE "claim_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text,
	"meta" jsonb
);
--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_opened_by_user_id_app_user_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_timeslot_id_timeslot_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_electrician_id_electrician_id_fk" FOREIGN KEY ("electrician_id") REFERENCES "public"."electrician"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_event" ADD CONSTRAINT "claim_event_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_event" ADD CONSTRAINT "claim_event_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_project_idx" ON "claim" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "claim_status_idx" ON "claim" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "claim_electrician_idx" ON "claim" USING btree ("electrician_id");--> statement-breakpoint
CREATE INDEX "claim_event_claim_idx" ON "claim_event" USING btree ("claim_id","id");