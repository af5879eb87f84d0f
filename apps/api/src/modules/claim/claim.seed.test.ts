import { CLAIM_STATUSES } from "@mt/domain/claim/claim-status";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { DEMO_CLAIMS } from "../../seed/demo-claims.ts";
import { prepareDatabase } from "../../seed/prepare.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { claim } from "./claim.schema.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase({ APP_ENV: "local" }, database);
}, 120_000);
afterAll(() => database.close());

describe("the demo claims", () => {
  it("are one in every status on completed or invoiced projects, the planned one with its own time", async () => {
    const rows = await database.db.select().from(claim);
    expect(rows).toHaveLength(DEMO_CLAIMS.length);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([...CLAIM_STATUSES].sort());
    const result = (await database.db.execute(sql`
      select c.status, p.status as project_status, c.timeslot_id, t.status as slot_status
        from claim c join project p on p.id = c.project_id left join timeslot t on t.id = c.timeslot_id`)) as unknown as {
      rows: {
        status: string;
        project_status: string;
        timeslot_id: number | null;
        slot_status: string | null;
      }[];
    };
    for (const row of result.rows) {
      expect(["completed", "invoiced"]).toContain(row.project_status);
      expect(row.timeslot_id !== null).toBe(row.status === "scheduled");
      if (row.status === "scheduled") expect(row.slot_status).toBe("BOOKED");
    }
    const overlaps = (await database.db.execute(sql`select count(*) as n from timeslot a join timeslot b
      on a.electrician_id = b.electrician_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`)) as unknown as {
      rows: { n: number | string }[];
    };
    expect(Number(overlaps.rows[0]?.n)).toBe(0);
  });
});
