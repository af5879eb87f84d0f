ALTER TABLE "contractor" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "contractor" ADD COLUMN "post_code" text;--> statement-breakpoint
ALTER TABLE "contractor" ADD COLUMN "post_area" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contractor_organization_number_idx" ON "contractor" USING btree ("organization_number");