import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./database.ts";

const dialect = new PgDialect();

/**
 * A raw statement for a hot path, built once: its values come as `sql.placeholder(name)` and are
 * bound per call. Named, node-postgres parses it once per connection and then only binds and runs
 * it (PGlite ignores the name). The name must be unique in the app and the text fixed: a value that
 * changes the text (a list spread into `array[…]`) goes in as one array placeholder instead.
 */
export function preparedSql(db: Db, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (values: Record<string, unknown>): Promise<unknown> => prepared.execute(values);
}
