import type { DevUser } from "@mt/contract/auth";
import type { ApiUser } from "@mt/contract/users";
import { AUTH_COOKIE_DAYS, allowsDevLogin } from "@mt/domain/api/session";
import { ROLES, roleLabels } from "@mt/domain/roles/roles";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { unauthorized } from "../../plugins/auth-guard.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { UsersService } from "../users/users.module.ts";
import type { AuthRepository } from "./auth.repository.ts";
import { generateCode, keyedHash, randomToken, sameHash, type TokenSigner } from "./auth.tokens.ts";

/** Counts the work of a code check, so tests can prove every path does the same. */
export interface AuthProbe {
  hashCompared(): void;
}

/** The security rules of login, measured by the tests. */
export const AUTH_LIMITS = {
  codeTtlMs: 10 * 60_000,
  /** Guesses per code from the address that asked for it. */
  guessesByRequester: 5,
  /** Guesses per code from all other addresses together: a stranger cannot use up the owner's. */
  guessesByOthers: 3,
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

/**
 * The local demo answers the one-click sign-in on this machine only, even when HOST opens it to the
 * network (decision 064); a test server offers it where HOST says, to the people testing it.
 */
export function devToolsOnThisMachineOnly(env: Pick<Env, "APP_ENV">): boolean {
  return env.APP_ENV === "local";
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
  probe?: AuthProbe | undefined;
}) {
  const { repo, users, signer, env } = deps;
  const { toApiUser, effectiveRoles } = users;
  const codeHash = (phoneNumber: string, code: string) =>
    keyedHash(deps.secret, `code:${phoneNumber}:${code}`);
  const linkHash = (token: string) => keyedHash(deps.secret, `link:${token}`);
  // Compared when a number has fewer live codes than it could have, so every check compares as often.
  const dummy = { id: -1, codeHash: keyedHash(deps.secret, "no-code") };
  const comparisons = AUTH_LIMITS.perNumberPerHour;
  const codeText = (code: string) =>
    `${code} er koden din hos ${env.PRODUCT_NAME}. Den gjelder i 10 minutter. Del den ikke med noen.`;
  /** Read out to the staff member on the phone, so it says what it does instead of "share it with no one". */
  const phoneChangeText = (code: string) =>
    `${code} er koden for å bytte telefonnummer hos ${env.PRODUCT_NAME}. Les den opp for oss bare hvis du selv har bedt om å få dette nummeret som innlogging. Den gjelder i 10 minutter.`;

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

  /** A cap on code checks (login and phone verification) per address, shared by all servers. */
  async function limitCodeChecks(ip: string): Promise<void> {
    const windowStart = new Date(Date.now() - HOUR_MS);
    await repo.transaction(async (tx) => {
      await repo.lockPhone(tx, `check-ip:${ip}`);
      if ((await repo.countCodeChecks(tx, ip, windowStart)) >= env.AUTH_CONFIRMS_PER_IP_PER_HOUR) {
        throw tooManyRequests("For mange forsøk med kode. Prøv igjen senere.");
      }
      await repo.recordCodeCheck(tx, ip, windowStart);
    });
  }

  /**
   * True once for the right, live code of this number (when `accept`). Every guess counts against the
   * budget of each live code for the guessing address. The same statements and the same number of hash
   * comparisons whether or not the number has codes, budget left or an account.
   */
  async function checkCode(phoneNumber: string, code: string, ip: string, accept = true): Promise<boolean> {
    const guess = codeHash(phoneNumber, code);
    const live = await repo.countGuess(phoneNumber, ip, {
      requester: AUTH_LIMITS.guessesByRequester,
      others: AUTH_LIMITS.guessesByOthers,
    });
    const candidates = [...live, ...Array.from({ length: comparisons - live.length }, () => dummy)];
    let match: number | null = null;
    for (const candidate of candidates) {
      deps.probe?.hashCompared();
      if (sameHash(candidate.codeHash, guess) && candidate.id !== dummy.id) match ??= candidate.id;
    }
    if (!accept) return false;
    // The development code works without a texted code too; texted (it is the code the SMS carries),
    // it is used up like any code, so the minute between codes lifts as it does for a real one.
    const used = match !== null && (await repo.consumeCode(match));
    if (!used) return devCodeActive(env) && code === env.DEV_LOGIN_CODE;
    // The person holds the phone: the minute between codes (against flooding it) is over for them, so a
    // customer whose number staff just moved with a code can log in at once. The hour's cap still counts.
    await repo.forgetRequestsSince(phoneNumber, new Date(Date.now() - AUTH_LIMITS.perNumberIntervalMs));
    return true;
  }

  /**
   * Sends a code within the limits (one per number per minute, five per hour, a cap per IP). With
   * `onlyKnown`, a number without an account gets nothing but the same answer, and the request
   * still counts, so the limits and the answer never reveal whether an account exists.
   */
  async function requestCode(
    phoneNumber: string,
    info: RequestInfo,
    onlyKnown: boolean,
    text: (code: string) => string = codeText,
  ): Promise<void> {
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
      // Counted whether or not the number has an account, like the limits above (decision 062).
      const verdict = await deps.notifications.check(tx, {
        purpose: "code",
        sender: { ip: info.ip },
        recipients: [phoneNumber],
      });
      if (verdict.over === "recipient") {
        throw tooManyRequests(
          "Du har bedt om for mange koder til dette nummeret i dag. Prøv igjen i morgen.",
        );
      }
      if (verdict.over === "sender")
        throw tooManyRequests("For mange forespørsler om kode. Prøv igjen senere.");
      await repo.recordRequest(tx, { phoneNumber, ip: info.ip, sent: send });
      if (!send) return;
      const code = newCode();
      await repo.storeCode(tx, {
        phoneNumber,
        codeHash: codeHash(phoneNumber, code),
        expiresAt: new Date(now + AUTH_LIMITS.codeTtlMs),
        requestIp: info.ip,
      });
      await deps.notifications.enqueue(tx, {
        channel: "sms",
        recipient: phoneNumber,
        body: text(code),
        meta: { kind: "verification-code" },
      });
    });
    if (send) deps.notifications.sendSoon();
  }

  /** Where the fixed development code works, the text carries it: the SMS in the outbox shows the code to type. */
  function newCode(): string {
    return devCodeActive(env) && env.DEV_LOGIN_CODE ? env.DEV_LOGIN_CODE : generateCode();
  }

  /** Uses up the right, live code of the number (within the per-address limits); else 422 INVALID_CODE under `code`. */
  async function checkPhoneCode(phoneNumber: string, code: string, info: RequestInfo): Promise<void> {
    await limitCodeChecks(info.ip);
    if (!(await checkCode(phoneNumber, code, info.ip))) throw fieldError("INVALID_CODE", "code");
  }

  /** The number in a valid phone verification token, which is used up by this call; else null. */
  async function usePhoneToken(tx: Db | undefined, token: string): Promise<string | null> {
    const claims = await signer.verifyPhone(token);
    if (!claims || !(await repo.usePhoneToken(tx, claims))) return null;
    return claims.phoneNumber;
  }

  return {
    sendVerificationCode: (phoneNumber: string, info: RequestInfo) => requestCode(phoneNumber, info, false),
    /** A session for a user whose phone another call has just proven (a booking with a phone token). */
    startSession,
    sendLoginCode: (phoneNumber: string, info: RequestInfo) => requestCode(phoneNumber, info, true),
    /**
     * The customers desk (decision 059): a code to the number a customer's login moves to, within the
     * same limits and checked by `checkPhoneCode` like any other code.
     */
    sendPhoneChangeCode: (phoneNumber: string, info: RequestInfo) =>
      requestCode(phoneNumber, info, false, phoneChangeText),
    checkPhoneCode,
    /**
     * Inside the caller's transaction: ends every session of the user and uses up their unused login
     * links (after their login phone number changed: what the old number or device held ends too).
     */
    async endSessionsOf(tx: Db, userId: number): Promise<void> {
      await repo.revokeSessionsOf(tx, userId);
      await repo.consumeLoginLinksOf(tx, userId);
    },

    /** An unknown number fails exactly like a wrong code (401), after the same work. */
    async confirm(phoneNumber: string, code: string, info: RequestInfo): Promise<NewSession> {
      await limitCodeChecks(info.ip);
      const found = await users.findByPhone(phoneNumber);
      const right = await checkCode(phoneNumber, code, info.ip, found !== null);
      if (!found || !right) throw unauthorized();
      return startSession(found.user.id, info);
    },

    async verifyPhoneNumber(phoneNumber: string, code: string, info: RequestInfo) {
      await checkPhoneCode(phoneNumber, code, info);
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
      const phoneNumber = await usePhoneToken(undefined, input.token);
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

    /** The verified number in a valid phone verification token, used or not (a booking's replay), else null. */
    verifyPhoneToken: async (token: string) => (await signer.verifyPhone(token))?.phoneNumber ?? null,

    /** The number in a phone verification token that is used up by this call (inside `tx`), else null. */
    usePhoneToken,

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
        salesPartner: live.salesPartner,
        salesPartnerDepartment: live.salesPartnerDepartment,
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

    /**
     * One demo user per role, preferring users who hold that role alone, and among them the first
     * made (the demo people of the README, not the demo back office's many customers).
     */
    async devUsers(): Promise<DevUser[]> {
      const all = (await users.all()).sort((a, b) => a.user.id - b.user.id);
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
