CREATE TABLE "customer_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_user_id" integer NOT NULL,
	"actor_user_id" integer,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_event_field_check" CHECK ("customer_event"."field" in ('firstName', 'lastName', 'email', 'phoneNumber'))
);
--> statement-breakpoint
ALTER TABLE "customer_event" ADD CONSTRAINT "customer_event_customer_user_id_app_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_event" ADD CONSTRAINT "customer_event_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_event_customer_idx" ON "customer_event" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "app_user_first_name_search_idx" ON "app_user" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_user_last_name_search_idx" ON "app_user" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_user_full_name_search_idx" ON "app_user" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_user_email_search_idx" ON "app_user" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_user_phone_search_idx" ON "app_user" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_user_created_idx" ON "app_user" USING btree ("created_at","id");