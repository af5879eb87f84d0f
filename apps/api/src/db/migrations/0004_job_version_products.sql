CREATE TABLE "cms_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_menu_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cms_module_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"preview_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text DEFAULT 'page' NOT NULL,
	"parent_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cms_page_draft" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"base_revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_filename" text,
	"category" text,
	"title" text,
	"alt" text,
	"crop" jsonb,
	"hotspot" jsonb,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "job_template_version" ADD COLUMN "products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_page" ADD CONSTRAINT "cms_page_parent_id_cms_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_page"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_draft" ADD CONSTRAINT "cms_page_draft_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_version" ADD CONSTRAINT "cms_page_version_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_path_unique" ON "cms_page" USING btree ("path") WHERE "cms_page"."type" <> 'module-template';--> statement-breakpoint
CREATE INDEX "cms_page_type_idx" ON "cms_page" USING btree ("type");--> statement-breakpoint
CREATE INDEX "cms_page_draft_page_idx" ON "cms_page_draft" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "cms_page_version_page_idx" ON "cms_page_version" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "media_library_idx" ON "media" USING btree ("hidden","kind","id");