-- Trigram indexes for the projects desk's free-text search (decision 018). PGlite loads the
-- extension's code when it opens the database (db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Projects that start with an inspection now begin at "inspection booked" (packages/domain initialStatus).
UPDATE "project" SET "status" = 'inspection_booked' WHERE "kind" = 'INSPECTION' AND "status" = 'ordered';
