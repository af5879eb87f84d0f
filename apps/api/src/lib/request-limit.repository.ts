import { and, count, eq, gt, lte, min, sql } from "drizzle-orm";
import { type Db, transaction } from "../db/database.ts";
import { requestCount } from "./request-limit.schema.ts";

declare module "fastify" {
  interface FastifyInstance {
    requestLimits: RequestLimits;
  }
}

/** What a limit answers: let through (and counted), or the seconds until the oldest counted one ages out. */
export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The per-route request limits (decision 085), counted in PostgreSQL like the message limits
 * (decision 062): a transaction lock on the key, the requests counted within the window, one row
 * more when there is room. Every server counts against the same budget; nothing is kept in memory.
 */
export function requestLimits(db: Db) {
  return {
    async take(key: string, max: number, windowMs: number): Promise<LimitAnswer> {
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`request:${key}`}))`);
        const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
        await tx
          .delete(requestCount)
          .where(and(eq(requestCount.key, key), lte(requestCount.createdAt, since)));
        const [counted] = await tx
          .select({
            n: count(),
            oldest: min(requestCount.createdAt),
            now: sql<string>`now()`.mapWith(String),
          })
          .from(requestCount)
          .where(and(eq(requestCount.key, key), gt(requestCount.createdAt, since)));
        if (Number(counted?.n ?? 0) >= max) {
          const oldest = counted?.oldest ? new Date(counted.oldest).getTime() : Date.now();
          const now = counted?.now ? new Date(counted.now).getTime() : Date.now();
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
          };
        }
        await tx.insert(requestCount).values({ key, createdAt: sql`now()` });
        return { allowed: true };
      });
    },
  };
}

export type RequestLimits = ReturnType<typeof requestLimits>;
