import { COUNTY_BY_PREFIX } from "@mt/domain/key-figures/county";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { rowsOf } from "../../db/raw-sql.ts";
import { keyFigureCountyPrefix } from "./key-figures.schema.ts";

/** The domain's county of each two-digit post code prefix, as key_figure_county_prefix's rows. */
export const countyPrefixRows = () =>
  COUNTY_BY_PREFIX.map((county, prefix) => ({ prefix: String(prefix).padStart(2, "0"), county }));

/**
 * Makes key_figure_county_prefix the domain's table, so the county rule lives in county.ts alone; when
 * that changed it (or on the first start after migration 0036), the summaries are rebuilt in the same
 * transaction, so no figure keeps the old county. Runs after the migrations, under their lock.
 * Answers whether it changed anything.
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
    await tx.delete(keyFigureCountyPrefix);
    await tx.insert(keyFigureCountyPrefix).values(wanted);
    await tx.execute(sql`select key_figure_rebuild()`);
    return true;
  });
}
