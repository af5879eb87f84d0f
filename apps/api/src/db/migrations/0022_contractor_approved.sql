ALTER TABLE "contractor" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- Every company that has been active was approved; an inactive one that never was still waits.
UPDATE "contractor" SET "approved_at" = "created_at" WHERE "active";
