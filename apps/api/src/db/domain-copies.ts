import { COUNTY_BY_PREFIX } from "@mt/domain/key-figures/county";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { rowsOf } from "./raw-sql.ts";

/**
 * Rules of the domain the database's own functions need, copied in after the migrations and under
 * their lock, so no SQL holds a second copy of a rule (decision 087). Like a migration, this knows
 * the tables by name.
 */

/** The domain's county of each two-digit post code prefix, as key_figure_county_prefix's rows. */
export const countyPrefixRows = () =>
  COUNTY_BY_PREFIX.map((county, prefix) => ({ prefix: String(prefix).padStart(2, "0"), county }));

/**
 * Makes key_figure_county_prefix the domain's table; when that changed it (or on the first start after
 * migration 0036), the key-figure summaries are rebuilt in the same transaction, so no figure keeps the
 * old county. Answers whether it changed anything.
 */
export async function syncCountyPrefixes<S extends Record<string, unknown>>(
  db: PgDatabase<PgQueryResultHKT, S>,
): Promise<boolean> {
  const wanted = countyPrefixRows();
  return db.transaction(async (tx) => {
    const held = rowsOf<{ prefix: string; county: string }>(
      await tx.execute(sql`select prefix, county from key_figure_county_prefix order by prefix`),
    );
    const same =
      held.length === wanted.length &&
      held.every((row, i) => row.prefix === wanted[i]?.prefix && row.county === wanted[i]?.county);
    if (same) return false;
    await tx.execute(sql`delete from key_figure_county_prefix`);
    const values = sql.join(
      wanted.map((row) => sql`(${row.prefix}, ${row.county})`),
      sql`, `,
    );
    await tx.execute(sql`insert into key_figure_county_prefix (prefix, county) values ${values}`);
    await tx.execute(sql`select key_figure_rebuild()`);
    return true;
  });
}
