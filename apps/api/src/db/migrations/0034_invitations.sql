CREATE TABLE "invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"role" text NOT NULL,
	"contractor_id" integer,
	"sales_partner_id" integer,
	"sales_partner_department_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"work_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"invited_by_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "invitation_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invitation_status" CHECK ("invitation"."status" in ('PENDING', 'ACCEPTED', 'DECLINED')),
	CONSTRAINT "invitation_one_scope" CHECK (("invitation"."contractor_id" is null) <> ("invitation"."sales_partner_id" is null))
);
--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_sales_partner_id_sales_partner_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_sales_partner_department_id_sales_partner_department_id_fk" FOREIGN KEY ("sales_partner_department_id") REFERENCES "public"."sales_partner_department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_invited_by_id_app_user_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_user_idx" ON "invitation" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "invitation_contractor_idx" ON "invitation" USING btree ("contractor_id","status");--> statement-breakpoint
CREATE INDEX "invitation_sales_partner_idx" ON "invitation" USING btree ("sales_partner_id","status");