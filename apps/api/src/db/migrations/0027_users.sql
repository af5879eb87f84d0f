CREATE TABLE "user_role_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"changed_by_id" integer,
	"kind" text NOT NULL,
	"before" text[] NOT NULL,
	"after" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_role_change" ADD CONSTRAINT "user_role_change_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_change" ADD CONSTRAINT "user_role_change_changed_by_id_app_user_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_role_change_user_idx" ON "user_role_change" USING btree ("user_id","created_at");