import { sql } from "drizzle-orm";

/** The rows of `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A PostgreSQL array literal of bound values, for `= any(…)` in raw SQL. */
export const sqlArray = (values: readonly (number | string)[], type: "int" | "text") =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
