CREATE TABLE "contractor_department" (
	"contractor_id" integer PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" integer NOT NULL,
	"user_id" integer,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_feedback_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "contractor_invoice_email" (
	"contractor_id" integer NOT NULL,
	"email" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contractor_invoice_email_contractor_id_email_pk" PRIMARY KEY("contractor_id","email")
);
--> statement-breakpoint
ALTER TABLE "contractor_department" ADD CONSTRAINT "contractor_department_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_department" ADD CONSTRAINT "contractor_department_department_id_caseworker_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."caseworker_department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_feedback" ADD CONSTRAINT "contractor_feedback_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_feedback" ADD CONSTRAINT "contractor_feedback_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_invoice_email" ADD CONSTRAINT "contractor_invoice_email_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_feedback_created_idx" ON "contractor_feedback" USING btree ("created_at","id");