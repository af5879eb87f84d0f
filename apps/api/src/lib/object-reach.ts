import type { RouteRefs } from "@mt/contract/define-route";
import { isScopedKind, OBJECT_KINDS, type ObjectKind, type ScopedKind } from "@mt/domain/roles/object-kinds";
import type { FastifyRequest } from "fastify";
import type { Caller } from "./access.ts";
import { fieldError, HttpError, notFound } from "./http-error.ts";

/**
 * Does the caller reach the object this value names (its id, uuid or number)? False for one that
 * does not exist, so another tenant's id and a made-up one answer alike.
 */
export type ReachResolver = (caller: Caller | null, value: string) => Promise<boolean>;

/** Decision 058: how a caller reaches each scoped kind, said once by the module that owns it. */
export interface ObjectReach {
  define(kind: ScopedKind, resolver: ReachResolver): void;
  resolver(kind: ScopedKind): ReachResolver | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    objectReach: ObjectReach;
  }
}

export function createObjectReach(): ObjectReach {
  const resolvers = new Map<ScopedKind, ReachResolver>();
  const reach: ObjectReach = {
    define(kind, resolver) {
      if (resolvers.has(kind)) throw new Error(`the reach of ${kind} is defined twice`);
      resolvers.set(kind, resolver);
    },
    resolver: (kind) => resolvers.get(kind),
  };
  return reach;
}

async function reaches(reach: ObjectReach, kind: ScopedKind, caller: Caller | null, value: string) {
  const resolver = reach.resolver(kind);
  if (!resolver) throw new Error(`no reach is defined for ${kind}`);
  return resolver(caller, value);
}

/** The values at a field path; `*` steps into every item of a list, and a list at the end is its items. */
export function valuesAt(input: unknown, path: string): { field: string; value: string }[] {
  const found: { field: string; value: string }[] = [];
  const walk = (node: unknown, steps: string[], field: string[]) => {
    if (node === undefined || node === null) return;
    const [step, ...rest] = steps;
    if (step === undefined) {
      for (const item of Array.isArray(node) ? node : [node]) {
        if (typeof item === "string" || typeof item === "number")
          found.push({ field: field.join("."), value: String(item) });
      }
      return;
    }
    if (step === "*") {
      if (Array.isArray(node)) {
        for (const [index, item] of node.entries()) walk(item, rest, [...field, String(index)]);
      }
      return;
    }
    if (typeof node === "object") walk((node as Record<string, unknown>)[step], rest, [...field, step]);
  };
  walk(input, path.split("."), []);
  return found;
}

/**
 * Every id the route's contract declares, resolved through the caller's reach before the handler
 * runs: the path and the query answer 404 with the kind's message, the body 422 under the field.
 */
export async function resolveRefs(refs: RouteRefs, request: FastifyRequest): Promise<void> {
  const reach = request.server.objectReach;
  const caller = request.user;
  const parts = [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const;
  for (const [part, input] of parts) {
    for (const [path, kind] of Object.entries(refs[part] ?? {}) as [string, ObjectKind][]) {
      if (!isScopedKind(kind)) continue;
      for (const { field, value } of valuesAt(input, path)) {
        if (await reaches(reach, kind, caller, value)) continue;
        const message = OBJECT_KINDS[kind].notFound;
        throw part === "body" ? fieldError("VALIDATION_ERROR", field, message) : notFound(message);
      }
    }
  }
}

export const hasScopedRefs = (refs: RouteRefs | undefined): refs is RouteRefs =>
  !!refs &&
  [refs.params, refs.query, refs.body].some((part) =>
    Object.values(part ?? {}).some((kind) => isScopedKind(kind)),
  );

/**
 * A resolver from a service's own look-up that answers the object or throws 404 (the same rule the
 * service applies when it loads the object, so the two cannot drift); anonymous callers reach nothing.
 */
export const resolverOf =
  (lookUp: (caller: Caller, value: string) => Promise<unknown>): ReachResolver =>
  async (caller, value) => {
    if (!caller) return false;
    try {
      await lookUp(caller, value);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return false;
      throw error;
    }
  };
