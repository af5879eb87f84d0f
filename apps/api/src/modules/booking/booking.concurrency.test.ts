import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { cart } from "../cart/cart.schema.ts";
import { timeslot } from "../schedule/schedule.schema.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  integrity,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "./booking.test-support.ts";

// Runs on whichever engine the run uses: concurrent on the PostgreSQL server, serialised on PGlite.
let t: BookingTestApp;
let job: { id: number; versionId: number };

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  await onlyOneElectrician(t.database.db, "07:00", "17:00");
  job = await jobOf(t, "el-kontroll");
});
afterAll(() => t.close());

const ATTEMPTS = 200;

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => make(i + k)))),
    );
  }
  return out;
}

describe("concurrent booking of one electrician", () => {
  it(`${ATTEMPTS} concurrent attempts for the same window: one booking per interval, every loser TIMESLOT_TAKEN`, async () => {
    const carts = await inBatches(ATTEMPTS, 25, () => newCart(t, job, "enebolig"));
    const bodies = await Promise.all(carts.map((_, i) => bookBody(t, `+47930${String(i).padStart(5, "0")}`)));
    // Tuesday 3 March, 08–12 Oslo; 150 minutes; the electrician works 07–17: 08:00 and 10:30 can be had.
    const startsAt = "2026-03-03T07:00:00.000Z";
    const outcomes = await Promise.all(
      carts.map(async (id, i) => {
        const reserved = await t.app.inject({
          method: "POST",
          url: `/api/cart/${id}/reservation`,
          payload: { startsAt },
        });
        if (reserved.statusCode !== 201) return { status: reserved.statusCode, body: reserved.json() };
        const booked = await t.app.inject({
          method: "POST",
          url: `/api/cart/${id}/book`,
          payload: bodies[i],
          headers: { "idempotency-key": `attempt-${i}` },
        });
        return { status: booked.statusCode, body: booked.json() };
      }),
    );
    const winners = outcomes.filter((o) => o.status === 201);
    const losers = outcomes.filter((o) => o.status !== 201);
    expect(winners.map((w) => w.body.data.project.startsAt).sort()).toEqual([
      "2026-03-03T07:00:00.000Z",
      "2026-03-03T09:30:00.000Z",
    ]);
    expect(losers).toHaveLength(ATTEMPTS - 2);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body).toEqual({
        code: "TIMESLOT_TAKEN",
        message: "Tidspunktet er dessverre ikke lenger ledig. Velg et annet tidspunkt.",
        errors: {},
      });
    }
    expect(await integrity(t.database.db)).toEqual({
      overlaps: 0,
      orphanProjects: 0,
      bookedWithoutProject: 0,
      orphanMessages: 0,
      confirmations: 4,
      projects: 2,
      bookedCarts: 2,
    });
  });

  it("one cart booked concurrently: one project; other keys get CART_BOOKED, the same key the same project or IDEMPOTENCY_KEY_IN_USE while it runs", async () => {
    const id = await newCart(t, job);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/cart/${id}/reservation`,
      payload: { startsAt: "2026-03-05T07:00:00.000Z" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = await bookBody(t, "+4793999999");
    const attempt = (key: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/cart/${id}/book`,
        payload: body,
        headers: { "idempotency-key": key },
      });
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => attempt(`other-${i}`)),
      ...Array.from({ length: 20 }, () => attempt("same-key")),
    ]);
    const projects = new Set(
      results.filter((r) => r.statusCode === 201).map((r) => r.json().data.project.uuid),
    );
    expect(projects.size).toBe(1);
    for (const [i, r] of results.entries()) {
      if (r.statusCode === 201) continue;
      expect(r.statusCode).toBe(409);
      // The same key as a request still in its transaction is told to retry; any other loser, CART_BOOKED.
      expect(i < 20 ? ["CART_BOOKED"] : ["CART_BOOKED", "IDEMPOTENCY_KEY_IN_USE"]).toContain(r.json().code);
    }
    // Whoever won, the same key asked again gives the project, or CART_BOOKED if another key won.
    const again = await attempt("same-key");
    expect([201, 409]).toContain(again.statusCode);
    const check = await integrity(t.database.db);
    expect(check).toMatchObject({
      overlaps: 0,
      orphanProjects: 0,
      bookedWithoutProject: 0,
      orphanMessages: 0,
      projects: 3,
    });
    expect(check.confirmations).toBe(6);
  });
});

const target = inject("testDatabase");

describe("a connection killed in the middle of a booking", () => {
  it.skipIf(target.kind !== "postgres")(
    "leaves no half-written project, and a retry books (PostgreSQL only: PGlite has one in-process connection, nothing to kill)",
    async () => {
      if (target.kind !== "postgres") return;
      const id = await newCart(t, job);
      const reserved = await t.app.inject({
        method: "POST",
        url: `/api/cart/${id}/reservation`,
        payload: { startsAt: "2026-03-06T07:00:00.000Z" },
      });
      expect(reserved.statusCode, reserved.body).toBe(201);
      const before = await integrity(t.database.db);
      t.hooks.beforeCommit = async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const pid = result.rows[0]?.pid;
        const admin = new pg.Client({ connectionString: target.serverUrl });
        await admin.connect();
        // Kill the booking's backend while it runs a statement inside the transaction: one that waits
        // for a lock the admin holds, killed once PostgreSQL shows it waiting.
        const LOCK = 4_711_001;
        await admin.query("select pg_advisory_lock($1)", [LOCK]);
        const killing = (async () => {
          await vi.waitFor(
            async () => {
              const { rows } = await admin.query(
                "select wait_event_type from pg_stat_activity where pid = $1",
                [pid],
              );
              expect(rows[0]?.wait_event_type).toBe("Lock");
            },
            { timeout: 10_000, interval: 20 },
          );
          await admin.query("select pg_terminate_backend($1)", [pid]);
          await admin.end();
        })();
        try {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
        } finally {
          await killing;
        }
      };
      const body = await bookBody(t, "+4793888888");
      const killed = await t.app.inject({ method: "POST", url: `/api/cart/${id}/book`, payload: body });
      t.hooks.beforeCommit = null;
      expect(killed.statusCode).toBeGreaterThanOrEqual(500);
      expect(await integrity(t.database.db)).toEqual(before);
      const [row] = await t.database.db.select().from(cart).where(eq(cart.uuid, id));
      expect(row?.status).toBe("open");
      const slots = await t.database.db
        .select()
        .from(timeslot)
        .where(eq(timeslot.cartId, row?.id ?? -1));
      expect(slots.map((s) => s.status)).toEqual(["RESERVED"]);

      const retried = await t.app.inject({ method: "POST", url: `/api/cart/${id}/book`, payload: body });
      expect(retried.statusCode, retried.body).toBe(201);
      expect((await integrity(t.database.db)).projects).toBe(before.projects + 1);
    },
  );
});

describe("the same Idempotency-Key twice at once", () => {
  it.skipIf(target.kind !== "postgres")(
    "answers IDEMPOTENCY_KEY_IN_USE while the first request is in its transaction, then the project (PostgreSQL only: PGlite runs one transaction at a time)",
    async () => {
      const id = await newCart(t, job);
      const reserved = await t.app.inject({
        method: "POST",
        url: `/api/cart/${id}/reservation`,
        payload: { startsAt: "2026-03-09T07:00:00.000Z" },
      });
      expect(reserved.statusCode, reserved.body).toBe(201);
      const body = await bookBody(t, "+4793777777");
      const attempt = () =>
        t.app.inject({
          method: "POST",
          url: `/api/cart/${id}/book`,
          payload: body,
          headers: { "idempotency-key": "held-key" },
        });
      let inTransaction: () => void = () => {};
      const started = new Promise<void>((resolve) => {
        inTransaction = resolve;
      });
      let finishFirst: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      t.hooks.beforeCommit = async () => {
        inTransaction();
        await held;
      };
      const first = attempt();
      await started;
      t.hooks.beforeCommit = null;
      const second = await attempt();
      finishFirst();
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({
        code: "IDEMPOTENCY_KEY_IN_USE",
        message: "Bestillingen behandles allerede. Prøv igjen om et øyeblikk.",
      });
      const booked = await first;
      expect(booked.statusCode, booked.body).toBe(201);
      const retried = await attempt();
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().data.project.uuid).toBe(booked.json().data.project.uuid);
    },
  );
});
