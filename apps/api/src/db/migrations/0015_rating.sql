CREATE TABLE "rating" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"electrician_id" integer,
	"stars" integer NOT NULL,
	"comment" text,
	"comment_status" text,
	"moderated_by_user_id" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "rating_project_id_unique" UNIQUE("project_id"),
	CONSTRAINT "rating_stars_check" CHECK ("rating"."stars" between 1 and 5),
	CONSTRAINT "rating_comment_status_check" CHECK (("rating"."comment" is null and "rating"."comment_status" is null) or ("rating"."comment" is not null and "rating"."comment_status" in ('pending', 'approved', 'rejected')))
);
--> statement-breakpoint
CREATE TABLE "rating_job_template" (
	"rating_id" integer NOT NULL,
	"job_template_id" integer NOT NULL,
	CONSTRAINT "rating_job_template_rating_id_job_template_id_pk" PRIMARY KEY("rating_id","job_template_id")
);
--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_customer_user_id_app_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_electrician_id_electrician_id_fk" FOREIGN KEY ("electrician_id") REFERENCES "public"."electrician"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_moderated_by_user_id_app_user_id_fk" FOREIGN KEY ("moderated_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_job_template" ADD CONSTRAINT "rating_job_template_rating_id_rating_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."rating"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_job_template" ADD CONSTRAINT "rating_job_template_job_template_id_job_template_id_fk" FOREIGN KEY ("job_template_id") REFERENCES "public"."job_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_contractor_idx" ON "rating" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "rating_electrician_idx" ON "rating" USING btree ("electrician_id");--> statement-breakpoint
CREATE INDEX "rating_comment_status_idx" ON "rating" USING btree ("comment_status","created_at");--> statement-breakpoint
CREATE INDEX "rating_job_template_template_idx" ON "rating_job_template" USING btree ("job_template_id");