import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { isDeployment } from "../../deployment.env.ts";
import type { Env } from "../../env.ts";

export interface SmsMessage {
  to: string;
  text: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends one SMS; throws when the provider refuses, so the outbox retries. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

export function outboxFilePath(env: Pick<Env, "OUTBOX_FILE" | "DATA_DIR">): string {
  return env.OUTBOX_FILE ?? path.join(env.DATA_DIR, "outbox.jsonl");
}

/** Development and tests: log, and append one JSON line per message to a file tests can read. */
export function fileDriver(file: string, log: FastifyBaseLogger) {
  const append = async (line: Record<string, unknown>) => {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.appendFile(file, `${JSON.stringify({ ...line, at: new Date().toISOString() })}\n`);
  };
  return {
    sms: {
      async send(message: SmsMessage) {
        log.info({ to: message.to, text: message.text }, "sms (development driver)");
        await append({ channel: "sms", to: message.to, text: message.text });
      },
    } satisfies SmsProvider,
    email: {
      async send(message: EmailMessage) {
        log.info({ to: message.to, subject: message.subject }, "email (development driver)");
        await append({ channel: "email", to: message.to, subject: message.subject, text: message.text });
      },
    } satisfies EmailProvider,
  };
}

/**
 * A generic HTTP SMS gateway: POST {from, to, text} as JSON with a bearer token. Any non-2xx answer
 * is a failure the outbox retries.
 */
export function httpSmsProvider(
  options: { url: string; token?: string | undefined; sender: string },
  fetcher: typeof fetch = fetch,
): SmsProvider {
  return {
    async send(message) {
      const response = await fetcher(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
        body: JSON.stringify({ from: options.sender, to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function smtpEmailProvider(options: { url: string; from: string }): EmailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
}

/** The configured SMS and email providers. */
export function createProviders(env: Env, log: FastifyBaseLogger): Providers {
  const file = fileDriver(outboxFilePath(env), log);
  // The demos use the file driver on purpose (their start-up text says where messages land).
  if (isDeployment(env.APP_ENV) && (env.SMS_DRIVER === "file" || env.EMAIL_DRIVER === "file")) {
    log.warn("SMS or email goes to the development file driver: set SMS_DRIVER and EMAIL_DRIVER");
  }
  return {
    sms:
      env.SMS_DRIVER === "http" && env.SMS_HTTP_URL
        ? httpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER })
        : file.sms,
    email:
      env.EMAIL_DRIVER === "smtp" && env.SMTP_URL
        ? smtpEmailProvider({ url: env.SMTP_URL, from: env.EMAIL_FROM })
        : file.email,
  };
}
