CREATE TABLE "no_availability_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"post_code" text NOT NULL,
	"work_hours" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_code" (
	"code" text PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"lat" double precision,
	"lon" double precision
);
--> statement-breakpoint
CREATE TABLE "post_code_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_code" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"notification_types" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization_number" text,
	"base_post_code" text,
	"radius_km" double precision DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "contractor_post_code" (
	"contractor_id" integer NOT NULL,
	"post_code" text NOT NULL,
	CONSTRAINT "contractor_post_code_contractor_id_post_code_pk" PRIMARY KEY("contractor_id","post_code")
);
--> statement-breakpoint
CREATE TABLE "contractor_work_type" (
	"contractor_id" integer NOT NULL,
	"work_type" text NOT NULL,
	"extended_radius_km" double precision,
	CONSTRAINT "contractor_work_type_contractor_id_work_type_pk" PRIMARY KEY("contractor_id","work_type")
);
--> statement-breakpoint
CREATE TABLE "job_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"order" integer DEFAULT 0 NOT NULL,
	"page_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"work_type" text NOT NULL,
	"category_id" integer,
	"page_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"draft" jsonb NOT NULL,
	"published_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_template_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_template_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_template_version_number" UNIQUE("job_template_id","version")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"price_ore" integer NOT NULL,
	"work_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "product_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"user_id" integer,
	"post_code" text,
	"reservation_uuid" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cart_line_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"type" text DEFAULT 'JOB' NOT NULL,
	"job_template_id" integer NOT NULL,
	"job_template_version_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractor_post_code" ADD CONSTRAINT "contractor_post_code_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_work_type" ADD CONSTRAINT "contractor_work_type_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_template" ADD CONSTRAINT "job_template_category_id_job_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_template_version" ADD CONSTRAINT "job_template_version_job_template_id_job_template_id_fk" FOREIGN KEY ("job_template_id") REFERENCES "public"."job_template"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD CONSTRAINT "cart_line_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_code_notification_post_code_idx" ON "post_code_notification" USING btree ("post_code");--> statement-breakpoint
CREATE INDEX "contractor_post_code_post_code_idx" ON "contractor_post_code" USING btree ("post_code");--> statement-breakpoint
CREATE INDEX "job_template_version_job_template_id_index" ON "job_template_version" USING btree ("job_template_id");--> statement-breakpoint
CREATE INDEX "cart_line_item_cart_id_index" ON "cart_line_item" USING btree ("cart_id");