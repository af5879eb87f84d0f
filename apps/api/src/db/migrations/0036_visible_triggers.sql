CREATE TABLE "key_figure_county_prefix" (
	"prefix" text PRIMARY KEY NOT NULL,
	"county" text NOT NULL
);
--> statement-breakpoint
-- key-figures.triggers.sql: the key figures' triggers on other areas' tables (decision 087).
-- The key-figures module owns them: it lists the tables watched in key-figures.module.ts, and each
-- watched table's module names this file in its own *.module.ts. A migration installs this file as
-- it stands, verbatim (the newest migration holding this first line must hold all of it; tested in
-- key-figures.triggers.test.ts); to change a trigger, change it here and copy the file into a new
-- migration. Every statement converges (CREATE OR REPLACE, or DROP IF EXISTS then CREATE).
--
-- Decision 044: triggers keep key_figure_day equal to what the figures count of project, offer and
-- claim, and key_figure_cart_day to the carts counted for conversion (cart, cart_line_item, project).
-- Decision 056: they compute their differences at the statement, but append them to the pending
-- tables (plain inserts: no shared summary row is locked while the writer's transaction goes on); a
-- deferred trigger folds the transaction's rows into the summaries at commit, so the summary rows are
-- held only for the commit's fold.
--
-- The county of a post code by its first two digits: key_figure_county_prefix holds the domain's
-- table (packages/domain key-figures/county.ts), written after the migrations at every start, which
-- rebuilds the summaries when it changed (db/domain-copies.ts).
CREATE OR REPLACE FUNCTION key_figure_county(post_code text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT county FROM key_figure_county_prefix WHERE prefix = substr(post_code, 1, 2)
$$;
--> statement-breakpoint
-- One project's share of the figures, times direction (1 adds it, -1 takes it away, 0 gives its key).
CREATE OR REPLACE FUNCTION key_figure_share(p project, direction integer) RETURNS key_figure_day
LANGUAGE sql STABLE AS $$
  SELECT (p.created_at AT TIME ZONE 'Europe/Oslo')::date, p.work_type, key_figure_county(p.post_code),
    p.contractor_id, p.sales_partner_id, p.sales_partner_department_id,
    direction,
    direction * (p.status = 'cancelled')::int,
    direction * CASE WHEN p.status <> 'cancelled' THEN p.total_ore ELSE 0 END::bigint,
    direction * CASE WHEN p.status <> 'cancelled' THEN p.vat_ore ELSE 0 END::bigint,
    direction * (p.kind = 'INSPECTION')::int,
    direction * (p.kind = 'INSPECTION'
      AND EXISTS (SELECT 1 FROM offer o WHERE o.project_id = p.id AND o.sent_at IS NOT NULL))::int,
    direction * (p.kind = 'INSPECTION'
      AND EXISTS (SELECT 1 FROM offer o WHERE o.project_id = p.id AND o.status = 'accepted'))::int,
    direction * (p.status IN ('completed', 'invoiced'))::int,
    direction * CASE WHEN p.status IN ('completed', 'invoiced')
      THEN (SELECT count(*) FROM claim c WHERE c.project_id = p.id) ELSE 0 END::int
$$;
--> statement-breakpoint
-- The pending rows added to the summary at the fold. Ordered by key, so concurrent commits lock the
-- rows in the same order; rows whose orders come to nothing go (every other figure is then nothing too).
CREATE OR REPLACE FUNCTION key_figure_day_fold(shares key_figure_day[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO key_figure_day AS k
  SELECT day, work_type, county, contractor_id, sales_partner_id, department_id,
    sum(orders), sum(cancellations), sum(revenue_ore), sum(vat_ore), sum(inspections),
    sum(offers_sent), sum(offers_accepted), sum(completed_jobs), sum(claims)
  FROM unnest(shares)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(orders) <> 0 OR sum(cancellations) <> 0 OR sum(revenue_ore) <> 0 OR sum(vat_ore) <> 0
    OR sum(inspections) <> 0 OR sum(offers_sent) <> 0 OR sum(offers_accepted) <> 0
    OR sum(completed_jobs) <> 0 OR sum(claims) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT key_figure_day_key DO UPDATE SET
    orders = k.orders + excluded.orders,
    cancellations = k.cancellations + excluded.cancellations,
    revenue_ore = k.revenue_ore + excluded.revenue_ore,
    vat_ore = k.vat_ore + excluded.vat_ore,
    inspections = k.inspections + excluded.inspections,
    offers_sent = k.offers_sent + excluded.offers_sent,
    offers_accepted = k.offers_accepted + excluded.offers_accepted,
    completed_jobs = k.completed_jobs + excluded.completed_jobs,
    claims = k.claims + excluded.claims;
  DELETE FROM key_figure_day WHERE orders = 0 AND day IN (SELECT day FROM unnest(shares));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION key_figure_cart_day_fold(shares key_figure_cart_day[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO key_figure_cart_day AS k
  SELECT day, work_type, county, sales_partner_id, department_id, sum(carts), sum(booked_carts)
  FROM unnest(shares)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(carts) <> 0 OR sum(booked_carts) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT key_figure_cart_day_key DO UPDATE SET
    carts = k.carts + excluded.carts,
    booked_carts = k.booked_carts + excluded.booked_carts;
  DELETE FROM key_figure_cart_day WHERE carts = 0 AND day IN (SELECT day FROM unnest(shares));
$$;
--> statement-breakpoint
-- Takes this transaction's pending rows out and adds them to the summaries. Other transactions' rows
-- are not touched (and never visible: a transaction inserts and deletes its own in the same commit).
CREATE OR REPLACE FUNCTION key_figure_fold() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  days key_figure_day[];
  cart_days key_figure_cart_day[];
BEGIN
  PERFORM set_config('key_figures.fold_queued', '', true);
  WITH gone AS (DELETE FROM key_figure_day_pending WHERE txid = txid_current() RETURNING *)
  SELECT array_agg(ROW(day, work_type, county, contractor_id, sales_partner_id, department_id, orders,
    cancellations, revenue_ore, vat_ore, inspections, offers_sent, offers_accepted, completed_jobs,
    claims)::key_figure_day) INTO days FROM gone;
  IF days IS NOT NULL THEN PERFORM key_figure_day_fold(days); END IF;
  WITH gone AS (DELETE FROM key_figure_cart_day_pending WHERE txid = txid_current() RETURNING *)
  SELECT array_agg(ROW(day, work_type, county, sales_partner_id, department_id, carts,
    booked_carts)::key_figure_cart_day) INTO cart_days FROM gone;
  IF cart_days IS NOT NULL THEN PERFORM key_figure_cart_day_fold(cart_days); END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION key_figure_pending_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM key_figure_fold();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A constraint trigger is per row, but one fold takes the whole transaction: only the first pending
-- row since the last fold queues it (a transaction-local setting, cleared by the fold and undone with a
-- rolled-back savepoint). Queued for every row, a bulk insert's n rows would each probe the index's n
-- entries of rows this transaction deleted at commit.
CREATE OR REPLACE FUNCTION key_figure_fold_to_queue() RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('key_figures.fold_queued', true) = 'yes' THEN RETURN false; END IF;
  PERFORM set_config('key_figures.fold_queued', 'yes', true);
  RETURN true;
END $$;
--> statement-breakpoint
-- The statement's differences, summed per key, appended for the fold at commit.
CREATE OR REPLACE FUNCTION key_figure_add(shares key_figure_day[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO key_figure_day_pending
  SELECT txid_current(), day, work_type, county, contractor_id, sales_partner_id, department_id,
    sum(orders), sum(cancellations), sum(revenue_ore), sum(vat_ore), sum(inspections),
    sum(offers_sent), sum(offers_accepted), sum(completed_jobs), sum(claims)
  FROM unnest(shares)
  GROUP BY day, work_type, county, contractor_id, sales_partner_id, department_id
  HAVING sum(orders) <> 0 OR sum(cancellations) <> 0 OR sum(revenue_ore) <> 0 OR sum(vat_ore) <> 0
    OR sum(inspections) <> 0 OR sum(offers_sent) <> 0 OR sum(offers_accepted) <> 0
    OR sum(completed_jobs) <> 0 OR sum(claims) <> 0;
$$;
--> statement-breakpoint
-- Where each cart given counts now (with a line in it, or booked), against where key_figure_cart says
-- it counted: the difference goes to key_figure_cart_day_pending. The carts are locked first, so two
-- writers of one cart take turns and the second sees the first's rows. key_figure_cart (one row per
-- cart, behind the cart's own lock) is written at once.
CREATE OR REPLACE FUNCTION key_figure_carts_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was key_figure_cart[];
  fresh key_figure_cart[];
BEGIN
  PERFORM 1 FROM cart WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  was := ARRAY(SELECT s FROM key_figure_cart s WHERE s.cart_id = ANY(ids) ORDER BY s.cart_id);
  fresh := ARRAY(
    SELECT ROW(c.id, (c.created_at AT TIME ZONE 'Europe/Oslo')::date,
      coalesce(p.work_type, (SELECT li.data->>'typeKey' FROM cart_line_item li
        WHERE li.cart_id = c.id ORDER BY li.id LIMIT 1)),
      key_figure_county(c.post_code), c.sales_partner_id, c.sales_partner_department_id,
      p.id IS NOT NULL)::key_figure_cart
    FROM cart c LEFT JOIN project p ON p.cart_id = c.id
    WHERE c.id = ANY(ids)
      AND (p.id IS NOT NULL OR EXISTS (SELECT 1 FROM cart_line_item li WHERE li.cart_id = c.id))
    ORDER BY c.id);
  IF was IS NOT DISTINCT FROM fresh THEN RETURN; END IF;
  DELETE FROM key_figure_cart WHERE cart_id = ANY(ids);
  INSERT INTO key_figure_cart SELECT * FROM unnest(fresh);
  INSERT INTO key_figure_cart_day_pending
  SELECT txid_current(), day, work_type, county, sales_partner_id, department_id, sum(carts), sum(booked_carts)
  FROM (
    SELECT day, work_type, county, sales_partner_id, department_id, -1 AS carts, -booked::int AS booked_carts
    FROM unnest(was)
    UNION ALL
    SELECT day, work_type, county, sales_partner_id, department_id, 1, booked::int FROM unnest(fresh)) d
  GROUP BY day, work_type, county, sales_partner_id, department_id
  HAVING sum(carts) <> 0 OR sum(booked_carts) <> 0;
END $$;
--> statement-breakpoint
-- The carts a statement on cart, cart_line_item or project touched; the trigger's argument names the
-- column that holds the cart's id.
CREATE OR REPLACE FUNCTION key_figure_carts_written() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone integer[] := '{}';
  came integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN EXECUTE format('SELECT ARRAY(SELECT %I FROM old_rows)', TG_ARGV[0]) INTO gone; END IF;
  IF TG_OP <> 'DELETE' THEN EXECUTE format('SELECT ARRAY(SELECT %I FROM new_rows)', TG_ARGV[0]) INTO came; END IF;
  PERFORM key_figure_carts_refresh(ARRAY(SELECT DISTINCT id FROM unnest(gone || came) id WHERE id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Everything from the tables, folded at once (the transaction's earlier differences are replaced).
CREATE OR REPLACE FUNCTION key_figure_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM key_figure_day_pending WHERE txid = txid_current();
  DELETE FROM key_figure_cart_day_pending WHERE txid = txid_current();
  DELETE FROM key_figure_day;
  DELETE FROM key_figure_cart;
  DELETE FROM key_figure_cart_day;
  PERFORM key_figure_add(ARRAY(SELECT key_figure_share(p, 1) FROM project p));
  PERFORM key_figure_carts_refresh(ARRAY(SELECT id FROM cart));
  PERFORM key_figure_fold();
END $$;
--> statement-breakpoint
-- Inserts and updates once per statement (a bulk insert is one pass); an update takes the old share
-- away and adds the new one, which nets to nothing when no counted column changed.
CREATE OR REPLACE FUNCTION key_figure_projects_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM key_figure_add(ARRAY(SELECT key_figure_share(n::project, 1) FROM new_rows n));
  ELSE
    PERFORM key_figure_add(ARRAY(SELECT key_figure_share(o::project, -1) FROM old_rows o
      UNION ALL SELECT key_figure_share(n::project, 1) FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted project's share is taken away before the delete cascades to its offers and claims, while
-- they still count in it (their own triggers then find no project and change nothing).
CREATE OR REPLACE FUNCTION key_figure_project_deleting() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM key_figure_add(ARRAY[key_figure_share(OLD, -1)]);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Offers count per inspection project: whether one was sent, whether one was accepted. The project's
-- offers before the statement are today's without the written rows, plus the old rows. The projects
-- are locked as a status change locks them, so a concurrent status change and offer change each see
-- the other once committed and neither is counted twice or missed.
CREATE OR REPLACE FUNCTION key_figure_offers_written() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed offer[] := '{}';
  added offer[] := '{}';
  touched integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := ARRAY(SELECT o::offer FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := ARRAY(SELECT n::offer FROM new_rows n); END IF;
  touched := ARRAY(SELECT project_id FROM unnest(removed) UNION SELECT project_id FROM unnest(added));
  PERFORM 1 FROM project WHERE id = ANY(touched) ORDER BY id FOR NO KEY UPDATE;
  PERFORM key_figure_add(ARRAY(
    SELECT ROW(s.day, s.work_type, s.county, s.contractor_id, s.sales_partner_id, s.department_id,
      0, 0, 0, 0, 0, now.sent - was.sent, now.accepted - was.accepted, 0, 0)::key_figure_day
    FROM project p
    CROSS JOIN LATERAL key_figure_share(p, 0) s
    CROSS JOIN LATERAL (
      SELECT coalesce(bool_or(o.sent_at IS NOT NULL), false)::int AS sent,
        coalesce(bool_or(o.status = 'accepted'), false)::int AS accepted
      FROM offer o WHERE o.project_id = p.id) now
    CROSS JOIN LATERAL (
      SELECT coalesce(bool_or(b.sent_at IS NOT NULL), false)::int AS sent,
        coalesce(bool_or(b.status = 'accepted'), false)::int AS accepted
      FROM (
        SELECT o.sent_at, o.status FROM offer o
        WHERE o.project_id = p.id AND o.id NOT IN (SELECT a.id FROM unnest(added) a)
        UNION ALL
        SELECT r.sent_at, r.status FROM unnest(removed) r WHERE r.project_id = p.id) b) was
    WHERE p.id = ANY(touched) AND p.kind = 'INSPECTION'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Claims count on the completed (or invoiced) projects: the change is the claims added less those removed.
CREATE OR REPLACE FUNCTION key_figure_claims_written() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed claim[] := '{}';
  added claim[] := '{}';
  touched integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := ARRAY(SELECT o::claim FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := ARRAY(SELECT n::claim FROM new_rows n); END IF;
  touched := ARRAY(SELECT project_id FROM unnest(removed) UNION SELECT project_id FROM unnest(added));
  PERFORM 1 FROM project WHERE id = ANY(touched) ORDER BY id FOR NO KEY UPDATE;
  PERFORM key_figure_add(ARRAY(
    SELECT ROW(s.day, s.work_type, s.county, s.contractor_id, s.sales_partner_id, s.department_id,
      0, 0, 0, 0, 0, 0, 0, 0,
      (SELECT count(*) FROM unnest(added) a WHERE a.project_id = p.id)
        - (SELECT count(*) FROM unnest(removed) r WHERE r.project_id = p.id))::key_figure_day
    FROM project p
    CROSS JOIN LATERAL key_figure_share(p, 0) s
    WHERE p.id = ANY(touched) AND p.status IN ('completed', 'invoiced')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION key_figure_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM key_figure_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_project_insert ON project;
--> statement-breakpoint
CREATE TRIGGER key_figure_project_insert AFTER INSERT ON project REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_projects_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_project_update ON project;
--> statement-breakpoint
CREATE TRIGGER key_figure_project_update AFTER UPDATE ON project
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_projects_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_project_delete ON project;
--> statement-breakpoint
CREATE TRIGGER key_figure_project_delete BEFORE DELETE ON project
  FOR EACH ROW EXECUTE FUNCTION key_figure_project_deleting();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_offer_insert ON offer;
--> statement-breakpoint
CREATE TRIGGER key_figure_offer_insert AFTER INSERT ON offer REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_offers_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_offer_update ON offer;
--> statement-breakpoint
CREATE TRIGGER key_figure_offer_update AFTER UPDATE ON offer
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_offers_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_offer_delete ON offer;
--> statement-breakpoint
CREATE TRIGGER key_figure_offer_delete AFTER DELETE ON offer REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_offers_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_claim_insert ON claim;
--> statement-breakpoint
CREATE TRIGGER key_figure_claim_insert AFTER INSERT ON claim REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_claims_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_claim_update ON claim;
--> statement-breakpoint
CREATE TRIGGER key_figure_claim_update AFTER UPDATE ON claim
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_claims_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_claim_delete ON claim;
--> statement-breakpoint
CREATE TRIGGER key_figure_claim_delete AFTER DELETE ON claim REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_claims_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_truncate ON project;
--> statement-breakpoint
CREATE TRIGGER key_figure_truncate AFTER TRUNCATE ON project FOR EACH STATEMENT EXECUTE FUNCTION key_figure_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_truncate ON offer;
--> statement-breakpoint
CREATE TRIGGER key_figure_truncate AFTER TRUNCATE ON offer FOR EACH STATEMENT EXECUTE FUNCTION key_figure_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_truncate ON claim;
--> statement-breakpoint
CREATE TRIGGER key_figure_truncate AFTER TRUNCATE ON claim FOR EACH STATEMENT EXECUTE FUNCTION key_figure_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_insert ON cart;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_insert AFTER INSERT ON cart REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_update ON cart;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_update AFTER UPDATE ON cart
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_delete ON cart;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_delete AFTER DELETE ON cart REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_insert ON cart_line_item;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_insert AFTER INSERT ON cart_line_item REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('cart_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_update ON cart_line_item;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_update AFTER UPDATE ON cart_line_item
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('cart_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_delete ON cart_line_item;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_delete AFTER DELETE ON cart_line_item REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('cart_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_insert ON project;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_insert AFTER INSERT ON project REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('cart_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_update ON project;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_update AFTER UPDATE ON project
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('cart_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_carts_delete ON project;
--> statement-breakpoint
CREATE TRIGGER key_figure_carts_delete AFTER DELETE ON project REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION key_figure_carts_written('cart_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_truncate ON cart;
--> statement-breakpoint
CREATE TRIGGER key_figure_truncate AFTER TRUNCATE ON cart FOR EACH STATEMENT EXECUTE FUNCTION key_figure_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_truncate ON cart_line_item;
--> statement-breakpoint
CREATE TRIGGER key_figure_truncate AFTER TRUNCATE ON cart_line_item FOR EACH STATEMENT EXECUTE FUNCTION key_figure_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_fold_at_commit ON key_figure_day_pending;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER key_figure_fold_at_commit AFTER INSERT ON key_figure_day_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (key_figure_fold_to_queue())
  EXECUTE FUNCTION key_figure_pending_written();
--> statement-breakpoint
DROP TRIGGER IF EXISTS key_figure_fold_at_commit ON key_figure_cart_day_pending;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER key_figure_fold_at_commit AFTER INSERT ON key_figure_cart_day_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (key_figure_fold_to_queue())
  EXECUTE FUNCTION key_figure_pending_written();
--> statement-breakpoint
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
