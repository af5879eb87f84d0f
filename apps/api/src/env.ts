import { z } from "zod";
import {
  defaultHost,
  defaultLogLevel,
  defaultPublicUrl,
  deploymentEnvProblems,
  deploymentEnvShape,
} from "./deployment.env.ts";
import { identityEnvProblems, identityEnvShape } from "./modules/auth/auth.env.ts";
import { remindersEnvShape } from "./modules/booking/reminders.env.ts";
import { cartEnvShape } from "./modules/cart/cart.env.ts";
import { inspectionEnvShape } from "./modules/inspection/inspection.env.ts";
import { mediaEnvProblems, mediaEnvShape } from "./modules/media/media.env.ts";
import { messageLimitsEnvShape } from "./modules/notifications/message-limits.env.ts";
import { siteServicesEnvShape } from "./site-services.env.ts";

const port = z.coerce.number().int().min(1).max(65535);

const envShape = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: port.default(3000),
  /** Default: 127.0.0.1 in the local and test demos, 0.0.0.0 in staging and production. */
  HOST: z.string().min(1).optional(),
  /** Where customers reach the site, for links in SMS and email. Default: http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Default: warn in the local and test demos (no line per request), info in staging and production. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  PRODUCT_NAME: z.string().min(1).max(60).default("Montørtorget"),
  APP_VERSION: z.string().min(1).optional(),
  CART_VERSION: z.string().min(1).default("1"),
  /** Company register (Brønnøysund open API base URL); without it a local dataset answers. */
  COMPANY_REGISTER_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  ...deploymentEnvShape,
  ...identityEnvShape,
  ...mediaEnvShape,
  ...cartEnvShape,
  ...remindersEnvShape,
  ...messageLimitsEnvShape,
  ...inspectionEnvShape,
  ...siteServicesEnvShape,
});

export const envSchema = envShape.transform((env) => ({
  ...env,
  HOST: env.HOST ?? defaultHost(env.APP_ENV),
  LOG_LEVEL: env.LOG_LEVEL ?? defaultLogLevel(env.APP_ENV),
  PUBLIC_URL: env.PUBLIC_URL ?? defaultPublicUrl(env.PORT),
}));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ugyldig konfigurasjon / invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses the environment once at boot and names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = result.data;
  const problems = [...deploymentEnvProblems(env), ...identityEnvProblems(env), ...mediaEnvProblems(env)];
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}
