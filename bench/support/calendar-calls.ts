import { performance } from "node:perf_hooks";
import pg from "pg";
import { percentile } from "./percentile.ts";

const round = (ms: number) => Number(ms.toFixed(2));
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

export type Timed = Awaited<ReturnType<typeof timedCalls>>;
export type CalendarCalls = Awaited<ReturnType<typeof calendarCalls>>;

/** p50 and p99 in ms of `iterations` sequential GETs (after ten to warm up), and the body size. */
export async function timedCalls(args: {
  target: string;
  headers: Record<string, string>;
  iterations: number;
}) {
  const { target, headers, iterations } = args;
  for (let i = 0; i < 10; i++) await (await fetch(target, { headers })).arrayBuffer();
  const samples: number[] = [];
  let bytes = 0;
  let encoding = "";
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const res = await fetch(target, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    samples.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
    encoding = res.headers.get("content-encoding") ?? "none";
  }
  return { bytes, encoding, ...summary(samples) };
}

/**
 * The same calls with a change before every tenth: one of the month's jobs gets another address
 * (a write as a booking or a caseworker makes it), so its electrician's events are read again
 * (decision 057). p50 and p99 over all the calls, and over the calls right after a change.
 */
async function timedCallsWithChanges(args: {
  target: string;
  headers: Record<string, string>;
  databaseUrl: string;
  companyId: number;
  month: { from: string; to: string };
  iterations: number;
}) {
  const client = new pg.Client({ connectionString: args.databaseUrl });
  await client.connect();
  try {
    const jobs = (
      await client.query<{ id: number }>(
        `select p.id from project p join timeslot t on t.id = p.timeslot_id
         join electrician e on e.id = t.electrician_id
         where e.contractor_id = $1 and t.starts_at >= $2::date and t.starts_at < $3::date
         order by p.id`,
        [args.companyId, args.month.from, args.month.to],
      )
    ).rows.map((r) => Number(r.id));
    const all: number[] = [];
    const afterChange: number[] = [];
    for (let i = 0; i < args.iterations; i++) {
      const changed = i % 10 === 0;
      if (changed)
        await client.query(
          `update project set address = case when address like '% B' then left(address, -2) else address || ' B' end
           where id = $1`,
          [jobs[(i * 7919) % jobs.length]],
        );
      const start = performance.now();
      const res = await fetch(args.target, { headers: args.headers });
      await res.arrayBuffer();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`${args.target}: ${res.status}`);
      all.push(ms);
      if (changed) afterChange.push(ms);
    }
    const after = summary(afterChange);
    return { ...summary(all), afterChangeP50: after.p50, afterChangeP99: after.p99 };
  } finally {
    await client.end();
  }
}

/** The calendar bench's timed part: as a client asks (gzip), without compression, and with changes. */
export async function calendarCalls(args: Parameters<typeof timedCallsWithChanges>[0]) {
  const asked = await timedCalls(args);
  const plain = await timedCalls({
    ...args,
    headers: { ...args.headers, "accept-encoding": "identity" },
    iterations: 50,
  });
  const mixed = await timedCallsWithChanges(args);
  return { asked, plain, mixed };
}
