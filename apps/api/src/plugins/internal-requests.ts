import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Carries this process's key on the server's own in-process calls (`app.inject`). */
export const INTERNAL_REQUEST_HEADER = "x-internal-request";

declare module "fastify" {
  interface FastifyInstance {
    /** A random key per process: only code inside this server knows it. */
    internalRequestKey: string;
  }
}

export const internalRequestsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("internalRequestKey", randomBytes(32).toString("base64url"));
});

/** The headers that mark a call as the server's own. */
export function internalRequestHeaders(app: FastifyInstance): Record<string, string> {
  return { [INTERNAL_REQUEST_HEADER]: app.internalRequestKey };
}

/** Whether a request came from this server itself rather than from outside. */
export function isInternalRequest(request: FastifyRequest): boolean {
  const given = request.headers[INTERNAL_REQUEST_HEADER];
  if (typeof given !== "string") return false;
  const expected = Buffer.from(request.server.internalRequestKey);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
