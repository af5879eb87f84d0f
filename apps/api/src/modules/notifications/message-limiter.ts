import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.ts";
import { apiError } from "../../lib/http-error.ts";
import type { MessageLimits, MessagePurpose } from "./message-limits.env.ts";
import { messageSendsRepository } from "./message-sends.repository.ts";

/** Who makes the server send: the logged-in user, or the client address of an anonymous call. */
export type MessageSender = { userId: number } | { ip: string };

/** One send to count: what it is for, who causes it, and every phone number and email address it goes to. */
export interface MessageSend {
  purpose: MessagePurpose;
  sender: MessageSender;
  recipients: readonly string[];
  /** What the messages are about (a project's uuid), for the purposes that also count per project. */
  subject?: string | undefined;
}

/** What the limits allow of a send: the recipients it may reach, and which side was over, if any. */
export interface LimitVerdict {
  allowed: string[];
  dropped: string[];
  over: "sender" | "recipient" | null;
}

export const senderKey = (sender: MessageSender) =>
  "userId" in sender ? `user:${sender.userId}` : `ip:${sender.ip}`;

/** Email addresses are counted in lower case; phone numbers arrive normalised (+47…). */
const normalised = (recipient: string) => {
  const trimmed = recipient.trim();
  return trimmed.includes("@") ? trimmed.toLowerCase() : trimmed;
};

const isEmail = (recipient: string) => recipient.includes("@");

/**
 * The message limits (decision 062): every send is counted per recipient and per sender, for its
 * purpose, in PostgreSQL, inside the transaction that writes the messages, so the limits hold
 * across servers and restarts and commit (or roll back) with the messages. Call it once per
 * transaction, after the change's own locks: its locks are held until commit.
 */
export function messageLimiter(deps: { limits: MessageLimits; now: () => number; log: FastifyBaseLogger }) {
  /** Counts the send if the limits allow it, and answers what they allow; refuses or drops nothing itself. */
  async function check(tx: Db, send: MessageSend): Promise<LimitVerdict> {
    const rule = deps.limits.purposes[send.purpose];
    const sender = senderKey(send.sender);
    const recipients = [...new Set(send.recipients.map(normalised).filter(Boolean))];
    const repo = messageSendsRepository(tx);
    await repo.lock([
      `${send.purpose}:sender:${sender}`,
      ...recipients.map((recipient) => `${send.purpose}:to:${recipient}`),
    ]);
    const at = deps.now();
    const since = (windowMs: number) => new Date(at - windowMs);
    if ((await repo.sendsBy(send.purpose, sender, since(rule.sender.windowMs))) >= rule.sender.max) {
      return { allowed: [], dropped: recipients, over: "sender" };
    }
    // Each limit on the recipients: what they got since its window began, against its maximum.
    const checks: { counts: Map<string, number>; max: number; applies: (recipient: string) => boolean }[] = [
      {
        counts: await repo.receivedBy(send.purpose, recipients, since(rule.recipient.windowMs)),
        max: rule.recipient.max,
        applies: () => true,
      },
    ];
    const perSubject = rule.recipientPerSubject;
    if (perSubject && send.subject !== undefined) {
      checks.push({
        counts: await repo.receivedBy(send.purpose, recipients, since(perSubject.windowMs), send.subject),
        max: perSubject.max,
        applies: () => true,
      });
    }
    // The customer's own messages to an address nobody confirmed: a few a day (none is confirmed today).
    if (send.purpose === "self-service" && recipients.some(isEmail)) {
      const unconfirmed = deps.limits.unconfirmedEmail;
      checks.push({
        counts: await repo.receivedBy(send.purpose, recipients.filter(isEmail), since(unconfirmed.windowMs)),
        max: unconfirmed.max,
        applies: isEmail,
      });
    }
    const over = (recipient: string) =>
      checks.some((check) => check.applies(recipient) && (check.counts.get(recipient) ?? 0) >= check.max);
    const dropped = recipients.filter(over);
    if (dropped.length > 0 && rule.overLimit === "refuse") {
      return { allowed: [], dropped: recipients, over: "recipient" };
    }
    const allowed = recipients.filter((recipient) => !over(recipient));
    const sendId = randomUUID();
    await repo.record(
      allowed.map((recipient) => ({
        sendId,
        purpose: send.purpose,
        sender,
        recipient,
        subject: send.subject ?? null,
        createdAt: new Date(at),
      })),
    );
    return { allowed, dropped, over: dropped.length > 0 ? "recipient" : null };
  }

  return {
    check,

    /**
     * The one call before writing messages: counts the send and answers the recipients it may
     * reach. Over a limit, a purpose that refuses throws 429 (MESSAGE_SENDER_LIMIT or
     * MESSAGE_RECIPIENT_LIMIT) and counts nothing; a purpose that drops leaves the recipients over
     * their limit out, and logs them.
     */
    async allow(tx: Db, send: MessageSend): Promise<Set<string>> {
      const verdict = await check(tx, send);
      if (verdict.over && deps.limits.purposes[send.purpose].overLimit === "refuse") {
        throw apiError(verdict.over === "sender" ? "MESSAGE_SENDER_LIMIT" : "MESSAGE_RECIPIENT_LIMIT");
      }
      if (verdict.dropped.length > 0) {
        deps.log.warn(
          {
            purpose: send.purpose,
            sender: senderKey(send.sender),
            dropped: verdict.dropped,
            over: verdict.over,
          },
          "messages over their limit were not sent",
        );
      }
      return new Set(verdict.allowed);
    },
  };
}

/** Whether a message's recipient is among those allowed (compared as the limiter counts them). */
export const isAllowed = (allowed: ReadonlySet<string>, recipient: string) =>
  allowed.has(normalised(recipient));

export type MessageLimiter = ReturnType<typeof messageLimiter>;
