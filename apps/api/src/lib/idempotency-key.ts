import type { FastifyRequest } from "fastify";
import { fieldError } from "./http-error.ts";

/** The Idempotency-Key header: 1–200 visible characters, or none. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return null;
  if (typeof value !== "string" || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw fieldError("VALIDATION_ERROR", "Idempotency-Key", "Ugyldig Idempotency-Key");
  }
  return value;
}
