import {
  confirmCode,
  devLogin,
  devUsers,
  login,
  loginWithToken,
  logout,
  me,
  refresh,
  register,
  sendVerificationCode,
  verifyPhoneNumber,
} from "@mt/contract/auth";
import {
  AUTH_COOKIE_DAYS,
  AUTH_COOKIE_NAME,
  CONTRACTOR_COOKIE_NAME,
  cookieMaxAgeSeconds,
} from "@mt/domain/api/session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicAccess, userAccess } from "../../lib/access.ts";
import { notFound } from "../../lib/http-error.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { fromThisMachine } from "../../lib/this-machine.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { UsersService } from "../users/users.module.ts";
import type { AuthService, NewSession, RequestInfo } from "./auth.service.ts";

export interface AuthRouteOptions {
  secureCookies: boolean;
  /** Registers the dev sign-in switcher's calls (APP_ENV local and test only; otherwise they are 404). */
  devTools: boolean;
  /** The switcher's calls answer connections from this machine only; 404 to any other. */
  devToolsOnThisMachineOnly: boolean;
}

export const info = (request: FastifyRequest): RequestInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"] ?? null,
});

const sessionCookieOptions = (secureCookies: boolean) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: secureCookies,
  path: "/",
});

/** Puts a new session in the HttpOnly cookie; the token never travels in a body a script could read. */
export function setSessionCookie(reply: FastifyReply, session: NewSession, secureCookies: boolean): void {
  reply.setCookie(AUTH_COOKIE_NAME, session.token, {
    ...sessionCookieOptions(secureCookies),
    maxAge: cookieMaxAgeSeconds(AUTH_COOKIE_DAYS),
  });
}

export function authRoutes(
  app: FastifyInstance,
  service: AuthService,
  users: UsersService,
  options: AuthRouteOptions,
) {
  const cookieOptions = sessionCookieOptions(options.secureCookies);
  const withCookie = (reply: FastifyReply, session: NewSession) => {
    setSessionCookie(reply, session, options.secureCookies);
    return { data: { user: session.user } };
  };

  registerRoute(app, sendVerificationCode, {
    access: publicAccess,
    handler: async ({ body, request }) => {
      await service.sendVerificationCode(body.phone_number, info(request));
      return { data: { sent: true as const } };
    },
  });
  registerRoute(app, login, {
    access: publicAccess,
    handler: async ({ body, request }) => {
      await service.sendLoginCode(body.phone_number, info(request));
      return { data: { sent: true as const } };
    },
  });
  registerRoute(app, verifyPhoneNumber, {
    access: publicAccess,
    handler: async ({ body, request }) => ({
      data: await service.verifyPhoneNumber(body.phone_number, body.code, info(request)),
    }),
  });
  registerRoute(app, confirmCode, {
    access: publicAccess,
    handler: async ({ body, request, reply }) =>
      withCookie(reply, await service.confirm(body.phone_number, body.code, info(request))),
  });
  registerRoute(app, register, {
    access: publicAccess,
    handler: async ({ body, request, reply }) =>
      withCookie(
        reply,
        await service.register(
          {
            token: body.phone_verification_token,
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
          },
          info(request),
        ),
      ),
  });
  registerRoute(app, loginWithToken, {
    access: publicAccess,
    handler: async ({ body, request, reply }) =>
      withCookie(reply, await service.loginWithLink(body.token, info(request))),
  });
  registerRoute(app, me, {
    access: userAccess,
    handler: async ({ request }) => ({ data: await users.me(requireCaller(request)) }),
  });
  registerRoute(app, refresh, {
    access: userAccess,
    handler: async ({ request, reply }) =>
      withCookie(reply, await service.refresh(requireCaller(request), info(request))),
  });
  registerRoute(app, logout, {
    access: publicAccess,
    handler: async ({ request, reply }) => {
      await service.logout(request.user);
      reply.clearCookie(AUTH_COOKIE_NAME, cookieOptions);
      reply.clearCookie(CONTRACTOR_COOKIE_NAME, { path: "/" });
      return { data: { loggedOut: true as const } };
    },
  });

  if (!options.devTools) return;
  const reachable = (request: FastifyRequest) => {
    if (options.devToolsOnThisMachineOnly && !fromThisMachine(request)) throw notFound();
  };
  registerRoute(app, devUsers, {
    access: publicAccess,
    handler: async ({ request }) => {
      reachable(request);
      return { data: await service.devUsers() };
    },
  });
  registerRoute(app, devLogin, {
    access: publicAccess,
    handler: async ({ body, request, reply }) => {
      reachable(request);
      return withCookie(reply, await service.devLogin(body.uuid, info(request)));
    },
  });
}
