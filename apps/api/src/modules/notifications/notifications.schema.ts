import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * SMS and email waiting to be sent. Written in the same transaction as the change that causes them,
 * sent after commit by the in-process worker, retried with back-off.
 */
export const outboxMessage = pgTable(
  "outbox_message",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").$type<"sms" | "email">().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed" | "cancelled">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_message_due_idx").on(t.status, t.nextAttemptAt)],
);

/** One row per delivery attempt, successful or not. */
export const outboxAttempt = pgTable("outbox_attempt", {
  id: serial("id").primaryKey(),
  messageId: integer("message_id")
    .notNull()
    .references(() => outboxMessage.id, { onDelete: "cascade" }),
  attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  ok: boolean("ok").notNull(),
  error: text("error"),
});

/**
 * One row per recipient of every message send the limits count (decision 062): who sent (a user or
 * a client address), to whom, for what purpose and when. A send to several recipients shares its
 * `sendId`, so a sender's limit counts sends, not addresses.
 */
export const messageSend = pgTable(
  "message_send",
  {
    id: serial("id").primaryKey(),
    sendId: uuid("send_id").notNull(),
    purpose: text("purpose").notNull(),
    /** `user:<id>` for a logged-in caller, `ip:<address>` for an anonymous one. */
    sender: text("sender").notNull(),
    /** A phone number, or an email address in lower case. */
    recipient: text("recipient").notNull(),
    /** What the messages are about (a project's uuid) when the purpose also counts per subject. */
    subject: text("subject"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_send_recipient_idx").on(t.purpose, t.recipient, t.createdAt),
    index("message_send_sender_idx").on(t.purpose, t.sender, t.createdAt),
  ],
);
