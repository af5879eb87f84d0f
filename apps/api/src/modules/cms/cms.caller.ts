import { canEditPages } from "@mt/domain/roles/access";
import type { FastifyRequest } from "fastify";
import type { Caller } from "./cms.service.ts";

/** The caller's editing rights, from the user the auth guard put on the request (if any). */
export function callerOf(request: FastifyRequest): Caller {
  return { canEditPages: canEditPages(request.user) };
}
