import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import { createProviders } from "../notifications/notifications.providers.ts";
import { notificationsRepository } from "../notifications/notifications.repository.ts";
import { type OutboxWorker, outboxWorker } from "../notifications/outbox-worker.ts";
import { usersRepository } from "../users/users.repository.ts";
import { usersRoutes } from "../users/users.routes.ts";
import { usersService } from "../users/users.service.ts";
import { authRepository } from "./auth.repository.ts";
import { authRoutes } from "./auth.routes.ts";
import { authService, devToolsActive } from "./auth.service.ts";
import { randomToken, tokenSigner } from "./auth.tokens.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMS/email outbox worker; tests call `drain()` to send what is due. */
    outbox: OutboxWorker;
  }
}

/** Identity and access: sessions, codes, users and the outbox that sends SMS and email. */
export async function createIdentityArea(db: Db, env: Env, log: FastifyBaseLogger) {
  const repo = authRepository(db);
  const secret = env.AUTH_SECRET ?? (await repo.signingKey(randomToken(48)));
  const worker = outboxWorker({
    repo: notificationsRepository(db),
    providers: createProviders(env, log),
    log,
    pollMs: env.OUTBOX_POLL_MS,
  });
  const users = usersRepository(db);
  const signer = tokenSigner(secret);
  const auth = authService({
    repo,
    users,
    signer,
    secret,
    env,
    afterCommit: () => worker.kick(),
  });
  return {
    auth,
    outbox: worker,
    resolveCaller: (token: string) => auth.resolveCaller(token),
    /** The verified number in a phone verification token (checkout), else null. */
    verifyPhoneToken: (token: string) => signer.verifyPhone(token),
    registerRoutes(app: FastifyInstance) {
      app.decorate("outbox", worker);
      app.addHook("onReady", async () => worker.start());
      app.addHook("onClose", async () => worker.stop());
      authRoutes(app, auth, usersService(users), {
        secureCookies: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
        devTools: devToolsActive(env),
      });
      usersRoutes(app, usersService(users));
    },
  };
}
