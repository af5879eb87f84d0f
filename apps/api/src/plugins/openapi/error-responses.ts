import type { RouteContract } from "@mt/contract/define-route";
import { type ErrorCode, errorCatalogue } from "@mt/contract/errors";
import { messageErrors } from "@mt/contract/messages";
import type { Access } from "../../lib/access.ts";
import type { RouteRateLimit } from "../../lib/register-route.ts";

/** What a route declares that decides the errors it can answer with. */
export interface ErrorSources {
  contract: RouteContract;
  access: Access;
  rateLimit: RouteRateLimit["code"] | undefined;
  areaCodes: readonly ErrorCode[];
}

/**
 * The codes a route can answer with: those its declaration implies (a body can be malformed, a
 * logged-in route refuses a visitor, a path id can name nothing), those its area declares, and the
 * server's own (500, 503). An area's code is listed on each of its calls, so a call may list one it
 * never sends; it never sends one that is not listed.
 */
export function errorCodes({ contract, access, rateLimit, areaCodes }: ErrorSources): ErrorCode[] {
  const takesInput = contract.params || contract.query || contract.body || contract.multipart;
  // The server reads a body sent with any method but GET, whether or not the call wants one.
  const takesBody = contract.method !== "GET";
  const codes: (ErrorCode | false | undefined)[] = [
    takesBody && "BAD_REQUEST",
    takesBody && "MALFORMED_JSON",
    access.kind !== "public" && "UNAUTHORIZED",
    (access.kind === "roles" || access.kind === "owner") && "FORBIDDEN",
    (contract.params || contract.refs?.query || access.kind === "owner") && "NOT_FOUND",
    // A multipart call refuses any other body.
    contract.multipart && "NOT_ACCEPTABLE",
    takesBody && "PAYLOAD_TOO_LARGE",
    takesBody && "UNSUPPORTED_MEDIA_TYPE",
    takesInput && "VALIDATION_ERROR",
    rateLimit,
    ...(contract.sendsMessages ? (Object.keys(messageErrors) as ErrorCode[]) : []),
    ...areaCodes,
    ...(contract.errors ?? []),
    "INTERNAL_ERROR",
    "SERVICE_UNAVAILABLE",
    "DATABASE_UNAVAILABLE",
  ];
  return [...new Set(codes.filter((code): code is ErrorCode => typeof code === "string"))];
}

const ERROR_SCHEMA_REF = "#/components/schemas/ApiError";

/** The shape of every error answer: `code` is one of the catalogue's, `errors` lists messages per field. */
export const apiErrorSchema = {
  type: "object",
  required: ["message", "code", "errors"],
  properties: {
    message: { type: "string", description: "Norwegian text for the user." },
    code: { type: "string", enum: Object.keys(errorCatalogue), description: "What to branch on." },
    errors: {
      type: "object",
      description: "Messages per field name (for VALIDATION_ERROR and other field errors).",
      additionalProperties: { type: "array", items: { type: "string" } },
    },
  },
};

/** The codes by the status they are sent with. */
export function codesByStatus(codes: readonly ErrorCode[]): Record<string, ErrorCode[]> {
  const byStatus: Record<string, ErrorCode[]> = {};
  for (const code of codes) {
    const status = errorCatalogue[code].status;
    byStatus[status] = [...(byStatus[status] ?? []), code];
  }
  return byStatus;
}

/** A shared response's name: its codes, e.g. `SERVICE_UNAVAILABLE.DATABASE_UNAVAILABLE`. */
export const errorResponseName = (codes: readonly ErrorCode[]): string => codes.join(".");

/** The error answer with these codes (all of one status). */
export function errorResponse(codes: readonly ErrorCode[]) {
  return {
    description: `Error: ${codes.join(", ")}`,
    content: {
      "application/json": {
        schema: {
          allOf: [{ $ref: ERROR_SCHEMA_REF }],
          properties: { code: { type: "string", enum: codes } },
        },
      },
    },
  };
}
