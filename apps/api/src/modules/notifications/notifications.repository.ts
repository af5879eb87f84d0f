import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { outboxAttempt, outboxMessage } from "./notifications.schema.ts";

export type OutboxMessage = typeof outboxMessage.$inferSelect;

export interface NewOutboxMessage {
  channel: "sms" | "email";
  recipient: string;
  subject?: string;
  body: string;
  meta?: Record<string, unknown>;
  /** Not before this time (a later reminder); at once when left out. */
  sendAt?: Date;
}

const outboxRow = (message: NewOutboxMessage) => ({
  channel: message.channel,
  recipient: message.recipient,
  subject: message.subject ?? null,
  body: message.body,
  meta: message.meta ?? {},
  ...(message.sendAt && { nextAttemptAt: message.sendAt }),
});

/** Writes a message to the outbox with the caller's handle, so it commits with the caller's change. */
export async function enqueueMessage(db: Db, message: NewOutboxMessage): Promise<void> {
  await db.insert(outboxMessage).values(outboxRow(message));
}

/** Several messages in one statement (one round trip inside a transaction that holds locks). */
export async function enqueueMessages(db: Db, messages: readonly NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outboxMessage).values(messages.map(outboxRow));
}

/**
 * Cancels the messages not yet sent whose meta holds all of `meta` (e.g. a booked cart's later
 * reminders), only those to `recipient` when given.
 */
export async function cancelPendingMessages(
  db: Db,
  meta: Record<string, string>,
  recipient?: string,
): Promise<void> {
  await db
    .update(outboxMessage)
    .set({ status: "cancelled", lockedUntil: null })
    .where(
      and(
        eq(outboxMessage.status, "pending"),
        sql`${outboxMessage.meta} @> ${JSON.stringify(meta)}::jsonb`,
        recipient === undefined ? undefined : eq(outboxMessage.recipient, recipient),
      ),
    );
}

export function notificationsRepository(db: Db) {
  return {
    /** Takes up to `limit` due messages and locks them for `lockMs`, skipping those another server holds. */
    async claimDue(limit: number, lockMs: number): Promise<OutboxMessage[]> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const due = await tx
          .select({ id: outboxMessage.id })
          .from(outboxMessage)
          .where(
            and(
              or(
                eq(outboxMessage.status, "pending"),
                and(eq(outboxMessage.status, "sending"), lt(outboxMessage.lockedUntil, now)),
              ),
              lte(outboxMessage.nextAttemptAt, now),
            ),
          )
          .orderBy(outboxMessage.id)
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outboxMessage)
          .set({
            status: "sending",
            lockedUntil: new Date(now.getTime() + lockMs),
            attempts: sql`${outboxMessage.attempts} + 1`,
          })
          .where(
            inArray(
              outboxMessage.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },
    async markSent(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(outboxMessage)
          .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(outboxMessage.id, id));
        await tx.insert(outboxAttempt).values({ messageId: id, ok: true });
      });
    },
    /** Records a failed attempt; with a next time it is retried then, without one it has failed for good. */
    async markFailed(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(outboxMessage)
          .set({
            status: nextAttemptAt ? "pending" : "failed",
            lockedUntil: null,
            lastError: error,
            ...(nextAttemptAt && { nextAttemptAt }),
          })
          .where(eq(outboxMessage.id, id));
        await tx.insert(outboxAttempt).values({ messageId: id, ok: false, error });
      });
    },
    async attemptsOf(id: number) {
      return db.select().from(outboxAttempt).where(eq(outboxAttempt.messageId, id)).orderBy(outboxAttempt.id);
    },
    async find(id: number): Promise<OutboxMessage | undefined> {
      const rows = await db.select().from(outboxMessage).where(eq(outboxMessage.id, id));
      return rows[0];
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
