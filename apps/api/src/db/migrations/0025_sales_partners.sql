CREATE TABLE "sales_partner" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_partner_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "sales_partner_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sales_partner_department" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sales_partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"post_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_partner_department_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "sales_partner_department_name_unique" UNIQUE("sales_partner_id","name")
);
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "seller_user_id" integer;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "sales_partner_id" integer;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "sales_partner_department_id" integer;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "seller_description" text;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "sales_partner_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "sales_partner_department_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "seller_user_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "seller_description" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "sales_partner_id" integer;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "sales_partner_department_id" integer;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "seller_notifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_partner_department" ADD CONSTRAINT "sales_partner_department_sales_partner_id_sales_partner_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_partner_department_partner_idx" ON "sales_partner_department" USING btree ("sales_partner_id");--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_sales_partner_id_sales_partner_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_sales_partner_department_id_sales_partner_department_id_fk" FOREIGN KEY ("sales_partner_department_id") REFERENCES "public"."sales_partner_department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_seller_user_id_app_user_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_sales_partner_id_sales_partner_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partner"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_sales_partner_department_id_sales_partner_department_id_fk" FOREIGN KEY ("sales_partner_department_id") REFERENCES "public"."sales_partner_department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_seller_idx" ON "cart" USING btree ("seller_user_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_sales_department_idx" ON "cart" USING btree ("sales_partner_department_id","created_at");--> statement-breakpoint
CREATE INDEX "project_sales_partner_idx" ON "project" USING btree ("sales_partner_id","created_at");--> statement-breakpoint
CREATE INDEX "project_sales_department_idx" ON "project" USING btree ("sales_partner_department_id","created_at");--> statement-breakpoint
CREATE INDEX "project_seller_idx" ON "project" USING btree ("seller_user_id","created_at");--> statement-breakpoint
CREATE INDEX "app_user_sales_partner_idx" ON "app_user" USING btree ("sales_partner_id");--> statement-breakpoint
CREATE INDEX "app_user_sales_partner_department_idx" ON "app_user" USING btree ("sales_partner_department_id");