import { type ErrorCode, errorCatalogue } from "@mt/contract/errors";
import type { ErrorResponse } from "@mt/domain/api/error-response";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isConnectionFailure } from "../db/sql-state.ts";
import type { ErrorReporter } from "../lib/error-reporting.ts";
import { HttpError } from "../lib/http-error.ts";

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The code a bare HTTP status answers with; status and message come from the contract's catalogue. */
export const STATUS_CODES: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  406: "NOT_ACCEPTABLE",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION_ERROR",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

/** Fastify's own errors that have a code of ours. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "MALFORMED_JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "MALFORMED_JSON", message: "Forespørselen mangler innhold." },
};

/** The error shape for a status (or a declared code), in the catalogue's words unless a message is given. */
export function errorBody(
  statusCode: number,
  code?: ErrorCode,
  message?: string,
  errors = {},
): ErrorResponse {
  const chosen = code ?? STATUS_CODES[statusCode] ?? (statusCode >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST");
  return { message: message ?? errorCatalogue[chosen].message, code: chosen, errors };
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || context || "body";
}

function toResponse(error: FastifyError): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: errorBody(error.statusCode, error.code, error.message, error.errors),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = fieldName(error.validationContext, issue.instancePath);
      errors[field] = [...(errors[field] ?? []), issue.message ?? "Ugyldig verdi"];
    }
    return { status: 422, body: errorBody(422, undefined, undefined, errors) };
  }
  if (isConnectionFailure(error)) return { status: 503, body: errorBody(503, "DATABASE_UNAVAILABLE") };
  // JSON.parse errors from the body parser carry no Fastify code but a 400 status.
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: 400, body: errorBody(400, known.code, known.message) };
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: errorBody(400, "MALFORMED_JSON") };
  }
  // Any other status is answered as the nearest declared one: a client's mistake, or ours.
  const given = error.statusCode ?? 500;
  const status = STATUS_CODES[given] ? given : given >= 400 && given < 500 ? 400 : 500;
  return { status, body: errorBody(status) };
}

/** Every error, expected or not, leaves as `{message, code, errors}`; a 5xx never shows its cause. */
export const errorsPlugin = fp(async (app: FastifyInstance, options: { reporter?: ErrorReporter | null }) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toResponse(error);
    if (status === 503) request.log.warn({ err: error }, "database unavailable");
    else if (status >= 500) {
      request.log.error({ err: error }, "unexpected error");
      options.reporter?.report(error, request);
    } else request.log.info({ status, code: body.code }, "request refused");
    return reply.status(status).send(body);
  });
  // Every 503, API or page, says when to come back (the cause is temporary by definition).
  app.addHook("onSend", async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader("retry-after")) {
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    }
  });
  app.setNotFoundHandler((request, reply) => {
    request.log.info("unknown route");
    return reply.status(404).send(errorBody(404));
  });
});
