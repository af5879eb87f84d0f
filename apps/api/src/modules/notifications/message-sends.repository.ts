import { and, countDistinct, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { messageSend } from "./notifications.schema.ts";

/** The counted sends of the message limits (decision 062), always with the caller's transaction. */
export function messageSendsRepository(tx: Db) {
  return {
    /**
     * Serialises the sends that share any of these keys until the transaction ends. The locks are
     * taken in one statement in the order of their numbers, so two sends with keys in common queue
     * instead of deadlocking.
     */
    async lock(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      const list = sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(k) from (
        select distinct hashtext('message:' || key) as k from unnest(array[${list}]::text[]) as key order by k
      ) as ordered`);
    },

    /** Sends by this sender for this purpose since then (a send to several recipients counts once). */
    async sendsBy(purpose: string, sender: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: countDistinct(messageSend.sendId) })
        .from(messageSend)
        .where(
          and(
            eq(messageSend.purpose, purpose),
            eq(messageSend.sender, sender),
            gt(messageSend.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /**
     * Messages each recipient got for this purpose since then, about `subject` only when given
     * (recipients with none are left out).
     */
    async receivedBy(
      purpose: string,
      recipients: readonly string[],
      since: Date,
      subject?: string,
    ): Promise<Map<string, number>> {
      if (recipients.length === 0) return new Map();
      const rows = await tx
        .select({ recipient: messageSend.recipient, n: sql<number | string>`count(*)` })
        .from(messageSend)
        .where(
          and(
            eq(messageSend.purpose, purpose),
            inArray(messageSend.recipient, [...recipients]),
            gt(messageSend.createdAt, since),
            subject === undefined ? undefined : eq(messageSend.subject, subject),
          ),
        )
        .groupBy(messageSend.recipient);
      return new Map(rows.map((row) => [row.recipient, Number(row.n)]));
    },

    async record(rows: (typeof messageSend.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await tx.insert(messageSend).values(rows);
    },
  };
}
