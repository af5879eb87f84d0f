-- calendar-version.triggers.sql: the calendar versions' triggers on other areas' tables (decision 087).
-- The contractor module owns them (calendar_version, read by calendar-events-store.ts): it lists the
-- tables watched in contractor.module.ts, and each watched table's module names this file in its own
-- *.module.ts. A migration installs this file as it stands, verbatim (the newest migration holding
-- this first line must hold all of it; tested in calendar-version.triggers.test.ts); to change a
-- trigger, change it here and copy the file into a new migration. Every statement converges (CREATE
-- OR REPLACE, or DROP IF EXISTS then CREATE).
--
-- Decision 057: a calendar's events are kept in the server per electrician and window, checked against
-- this version on every read. Every write to what the events show (a booked timeslot; a project's or a
-- claim's uuid, status, number, kind, address, place or timeslot) gives the electricians it touches a new
-- version. The triggers are deferred: the version rows are locked only for the commit, not from the
-- write to the commit (bookings of one electrician do not queue on them), and the new version becomes
-- visible with the rows it stands for.
CREATE OR REPLACE FUNCTION calendar_bump(electricians integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO calendar_version AS v (electrician_id, version)
  SELECT e, nextval('calendar_version_seq')
  FROM (SELECT DISTINCT e FROM unnest(electricians) e WHERE e IS NOT NULL ORDER BY e) touched
  ON CONFLICT (electrician_id) DO UPDATE SET version = excluded.version;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calendar_timeslot_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_bump(ARRAY[OLD.electrician_id, NEW.electrician_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Looked up at commit: a timeslot moved in the same transaction bumps its old and new electrician itself.
CREATE OR REPLACE FUNCTION calendar_project_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_bump(ARRAY(
    SELECT t.electrician_id FROM timeslot t WHERE t.id IN (OLD.timeslot_id, NEW.timeslot_id)
    UNION ALL
    SELECT t.electrician_id FROM claim c JOIN timeslot t ON t.id = c.timeslot_id
    WHERE c.project_id IN (OLD.id, NEW.id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calendar_claim_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_bump(ARRAY(
    SELECT t.electrician_id FROM timeslot t WHERE t.id IN (OLD.timeslot_id, NEW.timeslot_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- After a truncate no version stands for anything: every one goes, and nothing is kept until the next write.
CREATE OR REPLACE FUNCTION calendar_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM calendar_version;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A reservation (status RESERVED, no project yet) shows in no calendar: its insert and delete bump nothing.
DROP TRIGGER IF EXISTS calendar_timeslot_insert ON timeslot;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_timeslot_insert AFTER INSERT ON timeslot
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.status = 'BOOKED')
  EXECUTE FUNCTION calendar_timeslot_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_timeslot_update ON timeslot;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_timeslot_update AFTER UPDATE ON timeslot
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.electrician_id, OLD.starts_at, OLD.ends_at, OLD.status)
    IS DISTINCT FROM (NEW.electrician_id, NEW.starts_at, NEW.ends_at, NEW.status))
  EXECUTE FUNCTION calendar_timeslot_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_timeslot_delete ON timeslot;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_timeslot_delete AFTER DELETE ON timeslot
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status = 'BOOKED')
  EXECUTE FUNCTION calendar_timeslot_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_project_insert_delete ON project;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_project_insert_delete AFTER INSERT OR DELETE ON project
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION calendar_project_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_project_update ON project;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_project_update AFTER UPDATE ON project
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.uuid, OLD.status, OLD.number, OLD.kind, OLD.address, OLD.place, OLD.timeslot_id)
    IS DISTINCT FROM (NEW.uuid, NEW.status, NEW.number, NEW.kind, NEW.address, NEW.place, NEW.timeslot_id))
  EXECUTE FUNCTION calendar_project_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_claim_insert_delete ON claim;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_claim_insert_delete AFTER INSERT OR DELETE ON claim
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION calendar_claim_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_claim_update ON claim;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_claim_update AFTER UPDATE ON claim
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.uuid, OLD.status, OLD.timeslot_id, OLD.project_id)
    IS DISTINCT FROM (NEW.uuid, NEW.status, NEW.timeslot_id, NEW.project_id))
  EXECUTE FUNCTION calendar_claim_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_truncate ON timeslot;
--> statement-breakpoint
CREATE TRIGGER calendar_truncate AFTER TRUNCATE ON timeslot FOR EACH STATEMENT EXECUTE FUNCTION calendar_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_truncate ON project;
--> statement-breakpoint
CREATE TRIGGER calendar_truncate AFTER TRUNCATE ON project FOR EACH STATEMENT EXECUTE FUNCTION calendar_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_truncate ON claim;
--> statement-breakpoint
CREATE TRIGGER calendar_truncate AFTER TRUNCATE ON claim FOR EACH STATEMENT EXECUTE FUNCTION calendar_truncated();
