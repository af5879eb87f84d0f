import type { FastifyBaseLogger } from "fastify";
import type { Providers } from "./notifications.providers.ts";
import type { NotificationsRepository, OutboxMessage } from "./notifications.repository.ts";

export const MAX_ATTEMPTS = 5;
const LOCK_MS = 60_000;
const BATCH = 20;

/** Seconds to wait before the next try: 10 s, 40 s, 90 s, 160 s … */
export function retryDelayMs(attempts: number): number {
  return 10_000 * attempts * attempts;
}

export interface OutboxWorker {
  /** Looks for due messages soon (after a commit that wrote some). */
  kick(): void;
  /** Sends everything that is due now and resolves when nothing due is left. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Sends the outbox after commit, in the same process. Several servers may run one each: claiming
 * locks rows with SKIP LOCKED, so a message is sent by one worker at a time.
 */
export function outboxWorker(options: {
  repo: NotificationsRepository;
  providers: Providers;
  log: FastifyBaseLogger;
  pollMs: number;
}): OutboxWorker {
  const { repo, providers, log } = options;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function deliver(message: OutboxMessage) {
    if (message.channel === "sms") await providers.sms.send({ to: message.recipient, text: message.body });
    else
      await providers.email.send({
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.body,
      });
  }

  async function runOnce(): Promise<number> {
    const batch = await repo.claimDue(BATCH, LOCK_MS);
    for (const message of batch) {
      try {
        await deliver(message);
        await repo.markSent(message.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const final = message.attempts >= MAX_ATTEMPTS;
        log.warn({ messageId: message.id, attempts: message.attempts, err: error }, "outbox delivery failed");
        await repo.markFailed(
          message.id,
          reason.slice(0, 500),
          final ? null : new Date(Date.now() + retryDelayMs(message.attempts)),
        );
      }
    }
    return batch.length;
  }

  /** Runs are serialised in this process, so drain() waits for a run that a kick started. */
  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const next = chain.then(task, task);
    chain = next.catch(() => undefined);
    return next;
  }

  async function drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await runOnce();
      total += sent;
      if (sent === 0) return total;
    }
  }

  function schedule() {
    if (stopped || options.pollMs <= 0) return;
    timer = setTimeout(() => {
      serialised(drainAll)
        .catch((error) => log.error({ err: error }, "outbox worker failed"))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  return {
    kick() {
      if (stopped) return;
      serialised(drainAll).catch((error) => log.error({ err: error }, "outbox worker failed"));
    },
    drain: () => serialised(drainAll),
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
