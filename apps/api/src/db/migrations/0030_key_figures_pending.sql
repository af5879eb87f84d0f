CREATE TABLE "key_figure_cart_day_pending" (
	"txid" bigint NOT NULL,
	"day" date NOT NULL,
	"work_type" text,
	"county" text,
	"sales_partner_id" integer,
	"department_id" integer,
	"carts" integer NOT NULL,
	"booked_carts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_figure_day_pending" (
	"txid" bigint NOT NULL,
	"day" date NOT NULL,
	"work_type" text,
	"county" text,
	"contractor_id" integer,
	"sales_partner_id" integer,
	"department_id" integer,
	"orders" integer NOT NULL,
	"cancellations" integer NOT NULL,
	"revenue_ore" bigint NOT NULL,
	"vat_ore" bigint NOT NULL,
	"inspections" integer NOT NULL,
	"offers_sent" integer NOT NULL,
	"offers_accepted" integer NOT NULL,
	"completed_jobs" integer NOT NULL,
	"claims" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "key_figure_cart_day_pending_txid" ON "key_figure_cart_day_pending" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "key_figure_day_pending_txid" ON "key_figure_day_pending" USING btree ("txid");--> statement-breakpoint
-- Decision 056: the triggers of 0029 compute their differences at the statement as before, but append
-- them to the pending tables (plain inserts: no shared summary row is locked while the writer's
-- transaction goes on); a deferred trigger folds the transaction's rows into the summaries at commit.
-- The summary rows are then held only for the commit's fold, not from the statement to the commit.
--
-- The upsert key_figure_add did, now done at the fold. Ordered by key, so concurrent commits lock the
-- rows in the same order; rows whose orders come to nothing go (every other figure is then nothing too).
CREATE FUNCTION key_figure_day_fold(shares key_figure_day[]) RETURNS void
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
CREATE FUNCTION key_figure_cart_day_fold(shares key_figure_cart_day[]) RETURNS void
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
CREATE FUNCTION key_figure_fold() RETURNS void
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
CREATE FUNCTION key_figure_pending_written() RETURNS trigger
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
CREATE FUNCTION key_figure_fold_to_queue() RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('key_figures.fold_queued', true) = 'yes' THEN RETURN false; END IF;
  PERFORM set_config('key_figures.fold_queued', 'yes', true);
  RETURN true;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER key_figure_fold_at_commit AFTER INSERT ON key_figure_day_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (key_figure_fold_to_queue())
  EXECUTE FUNCTION key_figure_pending_written();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER key_figure_fold_at_commit AFTER INSERT ON key_figure_cart_day_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (key_figure_fold_to_queue())
  EXECUTE FUNCTION key_figure_pending_written();
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
-- As in 0029, but the difference in key_figure_cart_day goes to the pending table. key_figure_cart
-- (one row per cart, behind the cart's own lock) is still written at once.
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
