import { randomUUID } from "node:crypto";
import { COUNTY_BY_PREFIX } from "@mt/domain/key-figures/county";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { countyPrefixRows, syncCountyPrefixes } from "../../db/domain-copies.ts";
import { rowsOf } from "../../db/raw-sql.ts";
import { moduleTriggerChecks } from "../../test/module-triggers.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { keyFiguresWatchedTables } from "./key-figures.module.ts";
import { cartsFromCarts } from "./key-figures.test-support.ts";

/*
 * Decision 087: the key figures' triggers are declared in key-figures.triggers.sql beside this module,
 * and the county rule lives in the domain alone. What the triggers count is tested in
 * key-figures.test.ts (projects, offers, claims, carts) and key-figures.commit.test.ts (the fold).
 */

let database: Database;
const db = () => database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An open cart on 3 June 2026 with one line, counted for conversion. */
async function cartWithLine(postCode: string): Promise<number> {
  const [cart] = await rows<{ id: number }>(sql`insert into cart (uuid, post_code, created_at)
    values (${randomUUID()}, ${postCode}, '2026-06-03T09:00:00Z') returning id`);
  const id = (cart as { id: number }).id;
  await db().execute(sql`insert into cart_line_item (cart_id, job_template_id, job_template_version_id, data)
    values (${id}, 1, 1, '{"typeKey": "SOLAR"}'::jsonb)`);
  return id;
}

const june = { previousFrom: "2026-05-01", from: "2026-06-01", to: "2026-06-30", interval: "day" } as const;
const cartDays = () =>
  rows<{ county: string | null; carts: number }>(
    sql`select county, carts from key_figure_cart_day where day = '2026-06-03' order by county`,
  );

describe("the key figures' triggers, beside their module", () => {
  moduleTriggerChecks({ file: "key-figures/key-figures.triggers.sql", watched: keyFiguresWatchedTables, db });
});

describe("the county of a post code, from the domain's table alone", () => {
  it("the database's county of each prefix is the domain's, and anything but two digits has none", async () => {
    const counties = await rows<{
      county: string | null;
    }>(sql`select key_figure_county(lpad(n::text, 2, '0') || '00')
      as county from generate_series(0, 99) as n order by n`);
    expect(counties.map((row) => row.county)).toEqual([...COUNTY_BY_PREFIX]);
    const odd = await rows<{ county: string | null }>(
      sql`select key_figure_county('X1') as county, key_figure_county('') as empty`,
    );
    expect(odd).toEqual([{ county: null, empty: null }]);
  });

  it("a start writes a drifted table back from the domain and rebuilds the figures it changed", async () => {
    await cartWithLine("5003");
    const right = await cartDays();
    expect(right).toContainEqual({ county: "VESTLAND", carts: 1 });
    // As if county.ts had said otherwise for "50" at the last start.
    await db().execute(sql`update key_figure_county_prefix set county = 'OSLO' where prefix = '50'`);
    await db().execute(sql`select key_figure_rebuild()`);
    expect(await cartDays()).not.toEqual(right);

    expect(await syncCountyPrefixes(db())).toBe(true);
    expect(await rows(sql`select prefix, county from key_figure_county_prefix order by prefix`)).toEqual(
      countyPrefixRows(),
    );
    expect(await cartDays()).toEqual(right);
    expect((await cartsFromCarts(db(), june, { county: "VESTLAND" })).current.carts).toBe(1);
    expect(await syncCountyPrefixes(db())).toBe(false);
  });
});

describe("a truncate of a watched table", () => {
  it("rebuilds the summaries from what is left", async () => {
    await cartWithLine("0150");
    expect((await cartDays()).length).toBeGreaterThan(0);
    await db().execute(sql`truncate cart_line_item`);
    expect(await cartDays()).toEqual([]);
    expect(await rows(sql`select * from key_figure_cart`)).toEqual([]);
  });
});
