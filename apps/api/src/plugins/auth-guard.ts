import type { RouteRefs } from "@mt/contract/define-route";
import { OBJECT_KINDS } from "@mt/domain/roles/object-kinds";
import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { type Access, type Caller, decideAccess } from "../lib/access.ts";
import { apiError, notFound } from "../lib/http-error.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user, or null: resolved from `authToken` before the access check. */
    user: Caller | null;
  }
  interface FastifyInstance {
    /** Every API route registered after the guard, with its access and schemas (for the audits). */
    apiRoutes: ApiRouteEntry[];
  }
}

export interface ApiRouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** Declared by the contract: sends SMS or email to an address the request names. */
  sendsMessages: boolean;
  /** Declared by the contract: what each id the request names refers to (decision 058). */
  refs: RouteRefs | undefined;
  /** The request schemas the route validates with (zod), where it has them. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

/** API routes that are not calls of the product and need no declaration: docs and the unknown-route answer. */
export function isExemptFromAccess(url: string): boolean {
  return url === "/api/*" || url === "/api/docs" || url.startsWith("/api/docs/");
}

/** The API routes that break the rule "every call declares who may call it". */
export function undeclaredRoutes(routes: readonly ApiRouteEntry[]): string[] {
  return routes
    .filter((route) => !route.access && !isExemptFromAccess(route.url))
    .map((route) => `${route.method} ${route.url}`);
}

/** The message of the kind an ownership rule's parameter names, when the contract declares it. */
function notFoundMessage(access: Access, refs: RouteRefs | undefined): string | undefined {
  if (access.kind !== "owner" || access.rule.kind === "check") return undefined;
  const kind = refs?.params?.[access.rule.param];
  return kind ? OBJECT_KINDS[kind].notFound : undefined;
}

export const unauthorized = () => apiError("UNAUTHORIZED");
export const forbidden = () => apiError("FORBIDDEN");

/** The caller of a route that requires login; the guard has run, so this only narrows the type. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.user) throw unauthorized();
  return request.user;
}

export interface AuthGuardOptions {
  /** The session behind a token, or null when it is unknown, expired or revoked. */
  resolveCaller(token: string, request: FastifyRequest): Promise<Caller | null>;
}

/**
 * Resolves the session into `request.user` and enforces the route's declared access before anything
 * else runs: 401 when login is needed, 403 when a role or ownership is missing. An API route without
 * a declaration is refused (and the route audit test fails).
 */
export const authGuardPlugin = fp(async (app: FastifyInstance, options: AuthGuardOptions) => {
  app.decorateRequest("user", null);
  const routes: ApiRouteEntry[] = [];
  app.decorate("apiRoutes", routes);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      if (method === "HEAD") continue;
      const { params, querystring, body } = (route.schema ?? {}) as ApiRouteEntry["schema"];
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        sendsMessages: route.config?.sendsMessages === true,
        refs: route.config?.refs,
        schema: { params, querystring, body },
      });
    }
  });
  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url ?? "";
    if (!url.startsWith("/api/")) return;
    if (request.authToken) request.user = await options.resolveCaller(request.authToken, request);
    const access = request.routeOptions.config.access;
    if (!access) {
      if (isExemptFromAccess(url)) return;
      request.log.error({ url }, "route without an access declaration");
      throw forbidden();
    }
    const decision = await decideAccess(access, request.user, request.params as Record<string, string>);
    if (decision === "unauthenticated") throw unauthorized();
    if (decision === "forbidden") throw forbidden();
    // Someone else's resource reads as one that does not exist (decision 058).
    if (decision === "not-owner") throw notFound(notFoundMessage(access, request.routeOptions.config.refs));
  });
});
