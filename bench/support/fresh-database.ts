import pg from "pg";

/**
 * A new, empty database on the PostgreSQL server for one benchmark, dropped afterwards. The server
 * comes from BENCH_POSTGRES_URL (default: the local server on 127.0.0.1:5432).
 */
export async function withFreshDatabase<T>(
  run: (url: string) => Promise<T>,
): Promise<T | { skipped: string }> {
  const server = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch {
    return { skipped: `no PostgreSQL server at ${server} (set BENCH_POSTGRES_URL)` };
  }
  const name = `mt_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
