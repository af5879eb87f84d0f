import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
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

export type { NewOutboxMessage } from "./notifications.repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMS/email outbox worker; tests call `drain()` to send what is due. */
    outbox: OutboxWorker;
  }
}

/** SMS and email: written to the outbox in the caller's transaction, sent after commit with retries. */
export function createNotificationsModule(deps: { db: Db; env: Env; log: FastifyBaseLogger }) {
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
