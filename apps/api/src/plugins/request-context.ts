import { APP_VERSION_HEADER, CART_VERSION_HEADER } from "@mt/domain/state/version";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** Bearer token from `Authorization`, else the `AuthToken` cookie; verified by the auth plugin. */
    authToken: string | undefined;
  }
}

export interface VersionHeaders {
  appVersion: string;
  cartVersion: string;
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return match[1];
  }
  return request.cookies?.AuthToken || undefined;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.slice(0, 500) : undefined;
}

/** Reads the token and the client's context headers, and stamps every response with the versions. */
export const requestContextPlugin = fp(async (app: FastifyInstance, versions: VersionHeaders) => {
  app.decorateRequest("authToken", undefined);
  app.addHook("onRequest", async (request, reply) => {
    request.authToken = readToken(request);
    const pageUrl = headerValue(request.headers["page-url"]);
    const requestFrom = headerValue(request.headers["request-from"]);
    if (pageUrl || requestFrom) {
      request.log = request.log.child({ pageUrl, requestFrom });
      request.log.debug("client context");
    }
    reply.header(APP_VERSION_HEADER, versions.appVersion);
    reply.header(CART_VERSION_HEADER, versions.cartVersion);
  });
});
