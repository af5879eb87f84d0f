import type { ErrorResponse } from "@mt/domain/api/error-response";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.ts";

const internal: [string, string] = ["INTERNAL_ERROR", "Noe gikk galt. Prøv igjen senere."];
const badRequest: [string, string] = ["BAD_REQUEST", "Forespørselen kunne ikke leses."];
const malformedJson: [string, string] = ["MALFORMED_JSON", "Forespørselen inneholder ugyldig JSON."];

const messages: Record<number, [code: string, message: string]> = {
  400: badRequest,
  401: ["UNAUTHORIZED", "Unauthorized"],
  403: ["FORBIDDEN", "Du har ikke tilgang til dette."],
  404: ["NOT_FOUND", "Fant ikke det du lette etter."],
  405: ["METHOD_NOT_ALLOWED", "Metoden er ikke tillatt."],
  406: ["NOT_ACCEPTABLE", "Formatet støttes ikke."],
  413: ["PAYLOAD_TOO_LARGE", "Forespørselen er for stor."],
  415: ["UNSUPPORTED_MEDIA_TYPE", "Innholdstypen støttes ikke."],
  422: ["VALIDATION_ERROR", "Noen av feltene er ikke riktig utfylt."],
  429: ["TOO_MANY_REQUESTS", "For mange forespørsler. Vent litt og prøv igjen."],
  503: ["SERVICE_UNAVAILABLE", "Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt."],
};

const fastifyCodes: Record<string, [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ["MALFORMED_JSON", "Forespørselen mangler innhold."],
};

export function errorBody(statusCode: number, code?: string, message?: string, errors = {}): ErrorResponse {
  const [fallbackCode, fallbackMessage] = messages[statusCode] ?? (statusCode >= 500 ? internal : badRequest);
  return { message: message ?? fallbackMessage, code: code ?? fallbackCode, errors };
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
  // JSON.parse errors from the body parser carry no Fastify code but a 400 status.
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return { status: 400, body: errorBody(400, ...known) };
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: errorBody(400, ...malformedJson) };
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  return { status, body: errorBody(status) };
}

/** Every error, expected or not, leaves as `{message, code, errors}`; a 5xx never shows its cause. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, "unexpected error");
    else request.log.info({ status, code: body.code }, "request refused");
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    request.log.info("unknown route");
    return reply.status(404).send(errorBody(404));
  });
});
