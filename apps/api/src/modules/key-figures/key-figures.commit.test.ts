import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-sql.ts";
import { type AuthTestApp, createAuthTestApp } from "../auth/auth.test-support.ts";
import { type FigureWindow, keyFiguresRepository } from "./key-figures.repository.ts";
import { cartsFromCarts, figuresFromProjects, sortedFigures } from "./key-figures.test-support.ts";

/*
 * Decision 056: the triggers' differences wait in the pending tables and are folded into the
 * summaries at commit. Writers of the same day no longer wait on each other's summary rows; a
 * rollback leaves nothing; what one transaction writes is counted once. In May 2026, away from the
 * other tests' months (each file has its own database anyway).
 */

let t: AuthTestApp;
let contractorId: number;
const may: FigureWindow = {
  previousFrom: "2026-04-01",
  from: "2026-05-01",
  to: "2026-05-31",
  interval: "day",
};

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0] as T;

/** A booked cart and its project on 4 May, Oslo, electrician; `kind` INSPECTION for the offers. */
async function book(db: Db, kind: "JOB" | "INSPECTION" = "JOB"): Promise<number> {
  const customer = await one<{ id: number }>(db, sql`select id from app_user order by id limit 1`);
  const person = await one<{ id: number }>(
    db,
    sql`insert into electrician (contractor_id, first_name, last_name) values (${contractorId}, 'Test', 'Montør') returning id`,
  );
  const cart = await one<{ id: number }>(
    db,
    sql`insert into cart (uuid, post_code, status, created_at) values (${randomUUID()}, '0150', 'booked',
      '2026-05-04T09:00:00Z') returning id`,
  );
  const lineItems = JSON.stringify([{ typeKey: "ELECTRICIAN", title: "Jobb" }]);
  const created = await one<{ id: number }>(
    db,
    sql`insert into project (uuid, status, kind, cart_id, customer_user_id, contractor_id, electrician_id,
      contact_information, address, post_code, line_items, total_ore, vat_ore, duration_minutes, created_at,
      sales_channel)
    values (${randomUUID()}, 'ordered', ${kind}, ${cart.id}, ${customer.id}, ${contractorId}, ${person.id},
      '{}'::jsonb, 'Testveien 1', '0150', ${lineItems}::jsonb, 100000, 20000, 60, '2026-05-04T09:00:00Z',
      'ONLINE') returning id`,
  );
  return created.id;
}

const pending = async (db: Db) =>
  one<{ days: number; carts: number }>(
    db,
    sql`select (select count(*)::int from key_figure_day_pending) as days,
      (select count(*)::int from key_figure_cart_day_pending) as carts`,
  );

/** May's figures from the summary, compared with the count from the tables; returns the totals. */
async function mayFigures() {
  const repo = keyFiguresRepository(t.database.db);
  const summary = sortedFigures(await repo.projectFigures(may, {}));
  expect(summary).toEqual(sortedFigures(await figuresFromProjects(t.database.db, may, {})));
  const carts = await repo.cartFigures(may, {});
  expect(carts).toEqual(await cartsFromCarts(t.database.db, may, {}));
  const total = summary.find((row) => row.period === "current" && row.dimension === "total");
  return { orders: total?.orders ?? 0, offersSent: total?.offersSent ?? 0, carts: carts.current };
}

beforeAll(async () => {
  t = await createAuthTestApp();
  contractorId = (
    await one<{ id: number }>(
      t.database.db,
      sql`insert into contractor (name) values ('Gamma Elektro AS') returning id`,
    )
  ).id;
});
afterAll(() => t.close());

describe("the key figures are folded into the summary at commit", () => {
  it("a rolled-back transaction leaves nothing pending or counted", async () => {
    await book(t.database.db);
    const before = await mayFigures();
    const rolledBack = new Error("rolled back on purpose");
    await expect(
      t.database.db.transaction(async (tx) => {
        await book(tx as unknown as Db);
        // Counted in the transaction's pending rows, not yet in the summary.
        expect(await pending(tx as unknown as Db)).toMatchObject({ days: 1, carts: 1 });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await pending(t.database.db)).toEqual({ days: 0, carts: 0 });
    expect(await mayFigures()).toEqual(before);
  });

  it("after a rolled-back savepoint, the transaction's later writes are still folded in", async () => {
    const before = await mayFigures();
    const rolledBack = new Error("savepoint rolled back on purpose");
    await t.database.db.transaction(async (tx) => {
      await expect(
        tx.transaction(async (savepoint) => {
          await book(savepoint as unknown as Db);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      await book(tx as unknown as Db);
    });
    expect((await mayFigures()).orders).toBe(before.orders + 1);
    expect(await pending(t.database.db)).toEqual({ days: 0, carts: 0 });
  });

  it("an offer written in the project's own transaction is counted once", async () => {
    const before = await mayFigures();
    await t.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const id = await book(db, "INSPECTION");
      await db.execute(sql`insert into offer (project_id, version, status, lines, total_ore, vat_ore, valid_until,
        sent_at) values (${id}, 1, 'accepted', '[]'::jsonb, 1000000, 200000, '2026-12-31', '2026-05-05T10:00:00Z')`);
    });
    const after = await mayFigures();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.offersSent).toBe(before.offersSent + 1);
    expect(await pending(t.database.db)).toEqual({ days: 0, carts: 0 });
  });

  it("a rebuild inside a transaction with pending rows agrees with the triggers", async () => {
    await t.database.db.transaction(async (tx) => {
      await book(tx as unknown as Db);
      await tx.execute(sql`select key_figure_rebuild()`);
      expect(await pending(tx as unknown as Db)).toEqual({ days: 0, carts: 0 });
    });
    const kept = await summaryRows();
    await t.database.db.execute(sql`select key_figure_rebuild()`);
    expect(await summaryRows()).toEqual(kept);
    await mayFigures();
  });

  it.skipIf(inject("testDatabase").kind !== "postgres")(
    "two transactions booking the same day do not wait for each other's commit (PostgreSQL server)",
    async () => {
      const before = await mayFigures();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstWrote = () => {};
      const wrote = new Promise<void>((resolve) => {
        firstWrote = resolve;
      });
      const first = t.database.db.transaction(async (tx) => {
        await book(tx as unknown as Db);
        firstWrote();
        await held;
      });
      await wrote;
      // The same day, work type, county and contractor: before 056 this insert waited on the summary
      // rows the first transaction held until its commit.
      const second = t.database.db.transaction(async (tx) => {
        await book(tx as unknown as Db);
      });
      let committed = false;
      void second.then(() => {
        committed = true;
      });
      // Whichever comes first: the commit, or PostgreSQL showing a transaction waiting for a lock.
      const outcome = await vi.waitFor(
        async () => {
          if (committed) return "committed";
          const waiting = await one<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (waiting.n > 0) return "waiting";
          throw new Error("the second transaction has neither committed nor started to wait");
        },
        { timeout: 10_000, interval: 20 },
      );
      release();
      await Promise.all([first, second]);
      expect(outcome).toBe("committed");
      const after = await mayFigures();
      expect(after.orders).toBe(before.orders + 2);
      expect(after.carts.carts).toBe(before.carts.carts + 2);
      expect(await pending(t.database.db)).toEqual({ days: 0, carts: 0 });
    },
  );
});

async function summaryRows() {
  const rows = async (query: ReturnType<typeof sql>) => rowsOf<unknown>(await t.database.db.execute(query));
  return [
    await rows(sql`select * from key_figure_day order by day, work_type, county, contractor_id,
      sales_partner_id, department_id`),
    await rows(sql`select * from key_figure_cart_day order by day, work_type, county, sales_partner_id,
      department_id`),
  ];
}
