import type { RouteContract, RouteOutput, RouteRefs } from "@mt/contract/define-route";
import type { ErrorCode } from "@mt/contract/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Access } from "./access.ts";
import { compressedAnswer } from "./compressed-answer.ts";
import { apiError } from "./http-error.ts";
import { hasScopedRefs, resolveRefs } from "./object-reach.ts";
import { serializeWithRawJson } from "./raw-json.ts";

type Parsed<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

export interface RouteContext<C extends RouteContract> {
  params: Parsed<C["params"]>;
  query: Parsed<C["query"]>;
  body: Parsed<C["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const WINDOW_MS = { minute: 60_000, hour: 3_600_000 } as const;

/** A per-route request limit, counted per client address in PostgreSQL across servers (decision 085). */
export interface RouteRateLimit {
  max: number;
  per: keyof typeof WINDOW_MS;
  /** The declared code (and message) a caller over the limit gets, with status 429. */
  code: ErrorCode;
}

export interface RouteDefinition<C extends RouteContract> {
  access: Access;
  rateLimit?: RouteRateLimit;
  /**
   * Serialise the answer without checking it against the contract first. Only for a large answer
   * made in one place whose API tests parse it with the contract (the month calendar: checking its
   * thousands of events took a sixth of the call). Such an answer may carry `rawJson` parts, and
   * is compressed in one call and kept by its bytes (`compressedAnswer`).
   */
  uncheckedAnswer?: true;
  handler: (ctx: RouteContext<C>) => Promise<RouteOutput<C>> | RouteOutput<C>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** From the contract: the call sends SMS or email to an address the request names. */
    sendsMessages?: boolean;
    /** From the contract: what each id the request names refers to (decision 058). */
    refs?: RouteRefs;
    /** The contract the route was registered from; the API document lists only such routes. */
    contract?: RouteContract;
    /** The code a caller over the route's request limit gets (documented with the call). */
    rateLimitCode?: ErrorCode;
  }
}

/** Counts the request against its route's limit for the client's address, before the body is read. */
function limited({ max, per, code }: RouteRateLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `${request.method} ${request.routeOptions.url} ip:${request.ip}`;
    const answer = await request.server.requestLimits.take(key, max, WINDOW_MS[per]);
    if (!answer.allowed) {
      reply.header("retry-after", String(answer.retryAfterSeconds));
      throw apiError(code);
    }
  };
}

/** Registers a contract under /api: its schemas validate the request and document the call. */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  definition: RouteDefinition<C>,
): void {
  const status = contract.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: `/api${contract.path}`,
    config: {
      access: definition.access,
      contract,
      sendsMessages: contract.sendsMessages === true,
      ...(contract.refs && { refs: contract.refs }),
      ...(definition.rateLimit && { rateLimitCode: definition.rateLimit.code }),
    },
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: { [status]: contract.response },
    },
    ...(definition.rateLimit && { onRequest: limited(definition.rateLimit) }),
    // Every id the request names, resolved through the caller's reach before the handler sees it.
    ...(hasScopedRefs(contract.refs) && {
      preHandler: async (request: FastifyRequest) => resolveRefs(contract.refs as RouteRefs, request),
    }),
    // Fastify sends a serializer's Buffer as it sends a string (reply.js onSendEnd); its type says string.
    ...(definition.uncheckedAnswer && {
      serializerCompiler: () => serializeWithRawJson as (value: unknown) => string,
      onSend: compressedAnswer(),
    }),
    handler: async (request, reply) => {
      const result = await definition.handler({
        params: request.params as Parsed<C["params"]>,
        query: request.query as Parsed<C["query"]>,
        body: request.body as Parsed<C["body"]>,
        request,
        reply,
      });
      return reply.status(status).send(result);
    },
  });
}
