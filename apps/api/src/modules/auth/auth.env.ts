import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Configuration of identity, sessions and the SMS/email outbox (spread into the app's env schema). */
export const identityEnvShape = {
  /** Signs session tokens. Without it a random key is created once in the database and shared. */
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The fixed login code of the local and test demos; refused at boot when APP_ENV is staging or production. */
  DEV_LOGIN_CODE: z
    .string()
    .regex(/^\d{4,8}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Secure flag on the AuthToken cookie; defaults to on in staging and production and when PUBLIC_URL is https. */
  COOKIE_SECURE: flag,
  /** Behind a load balancer: true, or the proxies' addresses/CIDRs (comma separated). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | string | undefined => {
      if (!value || value === "false") return undefined;
      return value === "true" ? true : value;
    }),
  /** How many codes one IP address may ask for per hour (all numbers together). */
  AUTH_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** How many codes one IP address may try per hour (login confirm and phone verification together). */
  AUTH_CONFIRMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  SMS_DRIVER: z.enum(["file", "http"]).default("file"),
  SMS_HTTP_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMS_HTTP_TOKEN: optionalText,
  SMS_SENDER: z.string().min(1).max(11).default("Montortorg"),
  EMAIL_DRIVER: z.enum(["file", "smtp"]).default("file"),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  EMAIL_FROM: z.string().min(3).default("Montørtorget <ikke-svar@montortorget.no>"),
  /** Where the development SMS/email driver appends its JSON lines; default <DATA_DIR>/outbox.jsonl. */
  OUTBOX_FILE: optionalText,
  /** How often the outbox worker looks for due messages; 0 turns the timer off (tests drain it). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
};

/** Drivers that need settings name the missing ones. */
export function identityEnvProblems(env: {
  SMS_DRIVER: string;
  SMS_HTTP_URL?: string | undefined;
  EMAIL_DRIVER: string;
  SMTP_URL?: string | undefined;
}): string[] {
  const problems: string[] = [];
  if (env.SMS_DRIVER === "http" && !env.SMS_HTTP_URL)
    problems.push("SMS_HTTP_URL: required when SMS_DRIVER=http");
  if (env.EMAIL_DRIVER === "smtp" && !env.SMTP_URL)
    problems.push("SMTP_URL: required when EMAIL_DRIVER=smtp");
  return problems;
}
