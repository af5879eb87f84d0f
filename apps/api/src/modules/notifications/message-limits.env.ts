import { z } from "zod";

const limit = z.coerce.number().int().min(1).max(1_000_000);

/**
 * What each message is for, with its limits per recipient and per sender (decision 062). Each
 * purpose counts on its own, so a flood of one kind never blocks another (feedback spam never
 * keeps a login code from a caseworker). `refuse`: the call answers 429 and nothing happens;
 * `drop`: the change the message reports goes through, and the messages over the limit are not
 * sent (logged instead).
 */
export const MESSAGE_PURPOSES = {
  /** Login and phone-verification codes (auth keeps its finer per-minute and per-hour limits in front). */
  code: { overLimit: "refuse", recipientPer: "day", senderPer: "day", perSubject: false },
  /** "Send me the cart", by a customer or a seller (the reminders' own limits stand in front). */
  cart: { overLimit: "refuse", recipientPer: "day", senderPer: "day", perSubject: false },
  /** Booking confirmations (each booking also needs a fresh phone code). */
  booking: { overLimit: "drop", recipientPer: "day", senderPer: "day", perSubject: false },
  /** Invitations of electricians and sales-partner people. */
  invitation: { overLimit: "refuse", recipientPer: "day", senderPer: "hour", perSubject: false },
  /** A company's feedback to the caseworkers. */
  feedback: { overLimit: "refuse", recipientPer: "day", senderPer: "day", perSubject: false },
  /** An offer sent to the project's customer (also counted per project). */
  offer: { overLimit: "refuse", recipientPer: "day", senderPer: "hour", perSubject: true },
  /** The video inspection's meeting link. */
  "video-link": { overLimit: "refuse", recipientPer: "day", senderPer: "hour", perSubject: false },
  /** A project's or claim's customer told of a change staff or the installer made (also counted per project). */
  news: { overLimit: "drop", recipientPer: "day", senderPer: "hour", perSubject: true },
  /** A customer's old number or address told that staff changed it (decision 059). */
  "contact-change": { overLimit: "refuse", recipientPer: "day", senderPer: "day", perSubject: false },
  /** The customer's own change to their own project: a reschedule, a cancel, a claim (also counted per project). */
  "self-service": { overLimit: "drop", recipientPer: "day", senderPer: "day", perSubject: true },
} as const;

export type MessagePurpose = keyof typeof MESSAGE_PURPOSES;

/** The limits, spread into the app's env schema; the defaults are far above what a real user does. */
export const messageLimitsEnvShape = {
  MESSAGES_CODE_PER_RECIPIENT_PER_DAY: limit.default(10),
  MESSAGES_CODE_PER_SENDER_PER_DAY: limit.default(300),
  MESSAGES_CART_PER_RECIPIENT_PER_DAY: limit.default(10),
  MESSAGES_CART_PER_SENDER_PER_DAY: limit.default(200),
  MESSAGES_BOOKING_PER_RECIPIENT_PER_DAY: limit.default(20),
  MESSAGES_BOOKING_PER_SENDER_PER_DAY: limit.default(200),
  MESSAGES_INVITATION_PER_RECIPIENT_PER_DAY: limit.default(3),
  MESSAGES_INVITATION_PER_SENDER_PER_HOUR: limit.default(30),
  MESSAGES_FEEDBACK_PER_RECIPIENT_PER_DAY: limit.default(100),
  MESSAGES_FEEDBACK_PER_SENDER_PER_DAY: limit.default(10),
  MESSAGES_OFFER_PER_RECIPIENT_PER_DAY: limit.default(30),
  MESSAGES_OFFER_PER_RECIPIENT_AND_PROJECT_PER_DAY: limit.default(5),
  MESSAGES_OFFER_PER_SENDER_PER_HOUR: limit.default(100),
  MESSAGES_VIDEO_LINK_PER_RECIPIENT_PER_DAY: limit.default(10),
  MESSAGES_VIDEO_LINK_PER_SENDER_PER_HOUR: limit.default(30),
  MESSAGES_NEWS_PER_RECIPIENT_PER_DAY: limit.default(100),
  MESSAGES_NEWS_PER_RECIPIENT_AND_PROJECT_PER_DAY: limit.default(10),
  MESSAGES_NEWS_PER_SENDER_PER_HOUR: limit.default(300),
  MESSAGES_SELF_SERVICE_PER_RECIPIENT_PER_DAY: limit.default(30),
  MESSAGES_SELF_SERVICE_PER_RECIPIENT_AND_PROJECT_PER_DAY: limit.default(10),
  MESSAGES_SELF_SERVICE_PER_SENDER_PER_DAY: limit.default(20),
  MESSAGES_CONTACT_CHANGE_PER_RECIPIENT_PER_DAY: limit.default(3),
  MESSAGES_CONTACT_CHANGE_PER_SENDER_PER_DAY: limit.default(200),
  /** Self-service messages one email address the customer never confirmed may get per day, all projects together. */
  MESSAGES_UNCONFIRMED_EMAIL_PER_DAY: limit.default(3),
};

type LimitsEnv = { [K in keyof typeof messageLimitsEnvShape]: number };

export interface Limit {
  max: number;
  windowMs: number;
}

export interface PurposeLimits {
  overLimit: "refuse" | "drop";
  recipient: Limit;
  /** Per recipient and subject (a project): a loop on one project stops early, a customer with many does not. */
  recipientPerSubject: Limit | null;
  sender: Limit;
}

export interface MessageLimits {
  purposes: Record<MessagePurpose, PurposeLimits>;
  unconfirmedEmail: Limit;
}

const HOUR_MS = 3_600_000;
const windowMs = (per: "hour" | "day") => (per === "hour" ? HOUR_MS : 24 * HOUR_MS);

/** The table the limiter reads, from the parsed environment. */
export function messageLimits(env: LimitsEnv): MessageLimits {
  const purposes = Object.fromEntries(
    Object.entries(MESSAGE_PURPOSES).map(([purpose, rule]) => {
      const prefix = `MESSAGES_${purpose.toUpperCase().replace("-", "_")}`;
      const read = (name: string) => {
        const value = env[name as keyof LimitsEnv];
        if (typeof value !== "number") throw new Error(`no message limit ${name}`);
        return value;
      };
      return [
        purpose,
        {
          overLimit: rule.overLimit,
          recipient: {
            max: read(`${prefix}_PER_RECIPIENT_PER_${rule.recipientPer.toUpperCase()}`),
            windowMs: windowMs(rule.recipientPer),
          },
          recipientPerSubject: rule.perSubject
            ? {
                max: read(`${prefix}_PER_RECIPIENT_AND_PROJECT_PER_${rule.recipientPer.toUpperCase()}`),
                windowMs: windowMs(rule.recipientPer),
              }
            : null,
          sender: {
            max: read(`${prefix}_PER_SENDER_PER_${rule.senderPer.toUpperCase()}`),
            windowMs: windowMs(rule.senderPer),
          },
        },
      ];
    }),
  ) as Record<MessagePurpose, PurposeLimits>;
  return {
    purposes,
    unconfirmedEmail: { max: env.MESSAGES_UNCONFIRMED_EMAIL_PER_DAY, windowMs: 24 * HOUR_MS },
  };
}
