import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import { isAllowed, type MessageSend, type MessageSender, messageLimiter } from "./message-limiter.ts";
import { type MessagePurpose, messageLimits } from "./message-limits.env.ts";
import { createProviders } from "./notifications.providers.ts";
import {
  cancelPendingMessages,
  enqueueMessage,
  enqueueMessages,
  type NewOutboxMessage,
  notificationsRepository,
} from "./notifications.repository.ts";
import { type OutboxWorker, outboxWorker } from "./outbox-worker.ts";
import { withOnlyOwnLinks } from "./typed-links.ts";

export type { LimitVerdict, MessageSend, MessageSender } from "./message-limiter.ts";
export type { MessagePurpose } from "./message-limits.env.ts";
export type { NewOutboxMessage } from "./notifications.repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMS/email outbox worker; tests call `drain()` to send what is due. */
    outbox: OutboxWorker;
  }
}

/** SMS and email: written to the outbox in the caller's transaction, sent after commit with retries. */
export function createNotificationsModule(deps: {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  now?: (() => number) | undefined;
}) {
  const limiter = messageLimiter({
    limits: messageLimits(deps.env),
    now: deps.now ?? Date.now,
    log: deps.log,
  });
  const worker = outboxWorker({
    repo: notificationsRepository(deps.db),
    providers: createProviders(deps.env, deps.log),
    log: deps.log,
    pollMs: deps.env.OUTBOX_POLL_MS,
  });
  const ownLinksOnly = (message: NewOutboxMessage) => withOnlyOwnLinks(message, deps.env.PUBLIC_URL);
  const service = {
    /**
     * Writes the message with the caller's transaction handle, so it commits (or not) with the caller's
     * change; any link in it but the server's own is made untappable first.
     */
    enqueue: (tx: Db, message: NewOutboxMessage) => enqueueMessage(tx, ownLinksOnly(message)),
    /** Like `enqueue`, all in one statement. */
    enqueueAll: (tx: Db, messages: readonly NewOutboxMessage[]) =>
      enqueueMessages(tx, messages.map(ownLinksOnly)),
    /**
     * The message limits (decision 062), in the caller's transaction, before it writes messages:
     * counts the send per recipient and per sender and answers the recipients it may reach. Over
     * a limit, a purpose that refuses throws 429 and counts nothing; one that drops leaves the
     * recipients over their limit out (the change the messages report still goes through).
     */
    allow: (tx: Db, send: MessageSend) => limiter.allow(tx, send),
    /** Like `allow`, but only answers (for a call that refuses with a code of its own). */
    check: (tx: Db, send: MessageSend) => limiter.check(tx, send),
    /** `allow` for these messages' recipients, then writes those it allows; answers how many. */
    async enqueueLimited(
      tx: Db,
      send: { purpose: MessagePurpose; sender: MessageSender; subject?: string | undefined },
      messages: readonly NewOutboxMessage[],
    ): Promise<number> {
      if (messages.length === 0) return 0;
      const allowed = await limiter.allow(tx, { ...send, recipients: messages.map((m) => m.recipient) });
      const kept = messages.filter((message) => isAllowed(allowed, message.recipient));
      await enqueueMessages(tx, kept.map(ownLinksOnly));
      return kept.length;
    },
    /** In the caller's transaction: drops unsent messages whose meta holds all of `meta`. */
    cancelPending: (tx: Db, meta: Record<string, string>, recipient?: string) =>
      cancelPendingMessages(tx, meta, recipient),
    /** After a commit that wrote messages: send them soon. */
    sendSoon: () => worker.kick(),
  };
  return {
    service,
    registerRoutes(app: FastifyInstance) {
      app.decorate("outbox", worker);
      app.addHook("onReady", async () => worker.start());
      app.addHook("onClose", async () => worker.stop());
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsModule>["service"];
