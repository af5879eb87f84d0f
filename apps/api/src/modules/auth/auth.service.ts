import type { DevUser } from "@mt/contract/auth";
import type { ApiUser } from "@mt/contract/users";
import { AUTH_COOKIE_DAYS, allowsDevLogin } from "@mt/domain/api/session";
import { ROLES, roleLabels } from "@mt/domain/roles/roles";
import type { Env } from "../../env.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { unauthorized } from "../../plugins/auth-guard.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { UsersService } from "../users/users.module.ts";
import type { AuthRepository } from "./auth.repository.ts";
import { generateCode, keyedHash, randomToken, sameHash, type TokenSigner } from "./auth.tokens.ts";

/** The security rules of login, measured by the tests. */
export const AUTH_LIMITS = {
  codeTtlMs: 10 * 60_000,
  maxWrongAttempts: 5,
  perNumberIntervalMs: 60_000,
  perNumberPerHour: 5,
  sessionMs: AUTH_COOKIE_DAYS * 24 * 60 * 60_000,
  phoneTokenSeconds: 60 * 60,
  loginLinkMs: 24 * 60 * 60_000,
} as const;

const HOUR_MS = 60 * 60_000;

export const tooManyRequests = (message: string) => apiError("TOO_MANY_REQUESTS", { message });

/** The fixed development code works in the local and test demos only (APP_ENV), when configured. */
export function devCodeActive(env: Pick<Env, "APP_ENV" | "DEV_LOGIN_CODE">): boolean {
  return allowsDevLogin(env.APP_ENV) && !!env.DEV_LOGIN_CODE;
}

/** The dev sign-in switcher's data and one-click login exist in the local and test demos only. */
export function devToolsActive(env: Pick<Env, "APP_ENV">): boolean {
  return allowsDevLogin(env.APP_ENV);
}

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

export interface NewSession {
  token: string;
  user: ApiUser;
}

export function authService(deps: {
  repo: AuthRepository;
  users: UsersService;
  notifications: NotificationsService;
  signer: TokenSigner;
  /** Key for hashing codes and login links. */
  secret: string;
  env: Env;
}) {
  const { repo, users, signer, env } = deps;
  const { toApiUser, effectiveRoles } = users;
  const codeHash = (phoneNumber: string, code: string) =>
    keyedHash(deps.secret, `code:${phoneNumber}:${code}`);
  const linkHash = (token: string) => keyedHash(deps.secret, `link:${token}`);

  async function startSession(userId: number, info: RequestInfo): Promise<NewSession> {
    const found = await users.findById(userId);
    if (!found) throw unauthorized();
    const expiresAt = new Date(Date.now() + AUTH_LIMITS.sessionMs);
    const session = await repo.createSession(undefined, {
      userId,
      expiresAt,
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 300) ?? null,
    });
    return {
      token: await signer.signSession(session.id, found.user.uuid, expiresAt),
      user: toApiUser(found),
    };
  }

  /** True once for the right, live code of this number; every guess counts against the code. */
  async function checkCode(phoneNumber: string, code: string): Promise<boolean> {
    if (devCodeActive(env) && code === env.DEV_LOGIN_CODE) return true;
    const live = await repo.liveCode(phoneNumber, AUTH_LIMITS.maxWrongAttempts);
    if (!live) return false;
    if (!(await repo.countAttempt(live.id, AUTH_LIMITS.maxWrongAttempts))) return false;
    if (!sameHash(live.codeHash, codeHash(phoneNumber, code))) return false;
    return repo.consumeCode(live.id);
  }

  /**
   * Sends a code within the limits (one per number per minute, five per hour, a cap per IP). With
   * `onlyKnown`, a number without an account gets nothing but the same answer, and the request
   * still counts, so the limits and the answer never reveal whether an account exists.
   */
  async function requestCode(phoneNumber: string, info: RequestInfo, onlyKnown: boolean): Promise<void> {
    const send = !onlyKnown || (await users.findByPhone(phoneNumber)) !== null;
    const now = Date.now();
    await repo.transaction(async (tx) => {
      await repo.lockPhone(tx, phoneNumber);
      await repo.lockPhone(tx, `ip:${info.ip}`);
      const lastMinute = await repo.countRequests(
        tx,
        { phoneNumber },
        new Date(now - AUTH_LIMITS.perNumberIntervalMs),
      );
      if (lastMinute > 0) throw tooManyRequests("Vent ett minutt før du ber om en ny kode.");
      const lastHour = await repo.countRequests(tx, { phoneNumber }, new Date(now - HOUR_MS));
      if (lastHour >= AUTH_LIMITS.perNumberPerHour) {
        throw tooManyRequests("Du har bedt om for mange koder til dette nummeret. Prøv igjen om en time.");
      }
      const fromIp = await repo.countRequests(tx, { ip: info.ip }, new Date(now - HOUR_MS));
      if (fromIp >= env.AUTH_CODES_PER_IP_PER_HOUR) {
        throw tooManyRequests("For mange forespørsler om kode. Prøv igjen senere.");
      }
      await repo.recordRequest(tx, { phoneNumber, ip: info.ip, sent: send });
      if (!send) return;
      const code = generateCode();
      await repo.storeCode(tx, {
        phoneNumber,
        codeHash: codeHash(phoneNumber, code),
        expiresAt: new Date(now + AUTH_LIMITS.codeTtlMs),
      });
      await deps.notifications.enqueue(tx, {
        channel: "sms",
        recipient: phoneNumber,
        body: `${code} er koden din hos ${env.PRODUCT_NAME}. Den gjelder i 10 minutter. Del den ikke med noen.`,
        meta: { kind: "verification-code" },
      });
    });
    if (send) deps.notifications.sendSoon();
  }

  return {
    checkCode,
    sendVerificationCode: (phoneNumber: string, info: RequestInfo) => requestCode(phoneNumber, info, false),
    sendLoginCode: (phoneNumber: string, info: RequestInfo) => requestCode(phoneNumber, info, true),

    /** An unknown number fails exactly like a wrong code: 401 Unauthorized. */
    async confirm(phoneNumber: string, code: string, info: RequestInfo): Promise<NewSession> {
      const found = await users.findByPhone(phoneNumber);
      if (!found) throw unauthorized();
      if (!(await checkCode(phoneNumber, code))) throw unauthorized();
      return startSession(found.user.id, info);
    },

    async verifyPhoneNumber(phoneNumber: string, code: string) {
      if (!(await checkCode(phoneNumber, code))) {
        throw fieldError("INVALID_CODE", "code");
      }
      return {
        phoneVerificationToken: await signer.signPhone(phoneNumber, AUTH_LIMITS.phoneTokenSeconds),
        phoneNumber,
      };
    },

    /** A customer account for a verified number (an existing account is simply logged in). */
    async register(
      input: { token: string; firstName: string; lastName: string; email?: string | undefined },
      info: RequestInfo,
    ): Promise<NewSession> {
      const phoneNumber = await signer.verifyPhone(input.token);
      if (!phoneNumber) {
        throw apiError("INVALID_PHONE_TOKEN");
      }
      const user = await users.findOrCreate({
        phoneNumber,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        availableRoles: ["CUSTOMER"],
        activeRoles: ["CUSTOMER"],
      });
      return startSession(user.id, info);
    },

    /** A one-time login link for a user, e.g. in an SMS; returns the secret token for the link. */
    async createLoginLink(userId: number): Promise<string> {
      const token = randomToken();
      await repo.createLoginLink({
        tokenHash: linkHash(token),
        userId,
        expiresAt: new Date(Date.now() + AUTH_LIMITS.loginLinkMs),
      });
      return token;
    },

    async loginWithLink(token: string, info: RequestInfo): Promise<NewSession> {
      const userId = await repo.consumeLoginLink(linkHash(token));
      if (userId === null) throw unauthorized();
      return startSession(userId, info);
    },

    /** The verified number in a phone verification token (checkout), else null. */
    verifyPhoneToken: (token: string) => signer.verifyPhone(token),

    /** The caller behind a session token, or null if the token is bad or the session is over. */
    async resolveCaller(token: string): Promise<Caller | null> {
      const sessionId = await signer.verifySession(token);
      if (!sessionId) return null;
      const live = await repo.liveSession(sessionId);
      if (!live) return null;
      const { availableRoles, activeRoles } = effectiveRoles(live.user.availableRoles, live.user.activeRoles);
      return {
        id: live.user.id,
        uuid: live.user.uuid,
        phoneNumber: live.user.phoneNumber,
        availableRoles,
        activeRoles,
        contractor: live.contractor,
        sessionId: live.session.id,
      };
    },

    /** A new session for the caller; the old token stops working at once. */
    async refresh(caller: Caller, info: RequestInfo): Promise<NewSession> {
      const found = await users.findById(caller.id);
      if (!found) throw unauthorized();
      const expiresAt = new Date(Date.now() + AUTH_LIMITS.sessionMs);
      const session = await repo.transaction(async (tx) => {
        const created = await repo.createSession(tx, {
          userId: caller.id,
          expiresAt,
          ip: info.ip,
          userAgent: info.userAgent?.slice(0, 300) ?? null,
        });
        if (!(await repo.revokeSession(tx, caller.sessionId, created.id))) throw unauthorized();
        return created;
      });
      return {
        token: await signer.signSession(session.id, found.user.uuid, expiresAt),
        user: toApiUser(found),
      };
    },

    async logout(caller: Caller | null): Promise<void> {
      if (caller) await repo.revokeSession(undefined, caller.sessionId);
    },

    /** One demo user per role, preferring users who hold that role alone. */
    async devUsers(): Promise<DevUser[]> {
      const all = await users.all();
      const result: DevUser[] = [];
      for (const role of ROLES) {
        const holders = all.filter((entry) => entry.user.availableRoles.includes(role));
        const pick = holders.find((entry) => entry.user.availableRoles.length === 1) ?? holders[0];
        if (!pick) continue;
        const api = toApiUser(pick);
        result.push({
          role,
          label: roleLabels[role],
          uuid: api.uuid,
          name: api.name ?? api.phoneNumber ?? "",
          phoneNumber: pick.user.phoneNumber,
        });
      }
      return result;
    },

    async devLogin(uuid: string, info: RequestInfo): Promise<NewSession> {
      const found = await users.findByUuid(uuid);
      if (!found) throw notFound("Fant ikke brukeren.");
      return startSession(found.user.id, info);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
