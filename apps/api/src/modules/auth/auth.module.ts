import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { isDeployment } from "../../deployment.env.ts";
import type { Env } from "../../env.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { authRepository } from "./auth.repository.ts";
import { authRoutes, info, setSessionCookie } from "./auth.routes.ts";
import { type AuthProbe, authService, devToolsActive, devToolsOnThisMachineOnly } from "./auth.service.ts";
import { keyedHash, randomToken, tokenSigner } from "./auth.tokens.ts";

/** Login by phone and code, sessions, phone verification tokens and the dev sign-in switcher. */
export async function createAuthModule(deps: {
  db: Db;
  env: Env;
  users: UsersService;
  notifications: NotificationsService;
  /** Tests count the work of a code check. */
  probe?: AuthProbe;
}) {
  const repo = authRepository(deps.db);
  const secret = deps.env.AUTH_SECRET ?? (await repo.signingKey(randomToken(48)));
  const signer = tokenSigner(secret);
  const auth = authService({
    repo,
    users: deps.users,
    notifications: deps.notifications,
    signer,
    secret,
    env: deps.env,
    probe: deps.probe,
  });
  // A deployment, or any site served over https; a local demo on http (even the optimised build on
  // a LAN address) would otherwise lose its login cookie.
  const secureCookies =
    deps.env.COOKIE_SECURE ?? (isDeployment(deps.env.APP_ENV) || deps.env.PUBLIC_URL.startsWith("https:"));
  /** Logs `userId` in on this reply (a new session in the cookie), as a code login would. */
  const signIn: SignIn = async (request, reply, userId) =>
    setSessionCookie(reply, await auth.startSession(userId, info(request)), secureCookies);
  return {
    service: auth,
    signIn,
    /** A signing key for one purpose (e.g. "meeting-link"), derived from the auth secret. */
    keyFor: (purpose: string) => keyedHash(secret, purpose),
    registerRoutes(app: FastifyInstance) {
      authRoutes(app, auth, deps.users, {
        secureCookies,
        devTools: devToolsActive(deps.env),
        devToolsOnThisMachineOnly: devToolsOnThisMachineOnly(deps.env),
      });
    },
  };
}

export type SignIn = (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;

export type { AuthService, RequestInfo } from "./auth.service.ts";
