import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiError } from "../lib/http-error.ts";

/** Deeper JSON than this is refused before any schema or renderer walks it recursively. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = "Ugyldig tegn";
export const DEPTH_MESSAGE = `For dypt nestet innhold (maks ${MAX_JSON_DEPTH} nivåer)`;

const NUL = "\u0000";

/** The URL's NUL, raw or percent-encoded, in the path or the query. */
function urlProblem(url: string): "path" | "query" | null {
  if (!url.includes("%00") && !url.includes(NUL)) return null;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const hasNul = (part: string) => part.includes(NUL) || part.includes("%00");
  if (hasNul(path)) return "path";
  if (queryStart !== -1 && hasNul(url.slice(queryStart))) return "query";
  return null;
}

interface BodyProblem {
  field: string;
  message: string;
}

/** Walks a parsed JSON body without recursion: the first NUL character or too deep a nesting. */
export function bodyProblem(body: unknown): BodyProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === "string") {
      if (value.includes(NUL)) return { field: path || "body", message: NUL_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return { field: path || "body", message: DEPTH_MESSAGE };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return { field: path || "body", message: NUL_MESSAGE };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses at the edge, for every route (API and web pages), what no field may hold: a NUL character
 * in the URL or a JSON string (PostgreSQL cannot store it) and JSON nested deeper than any form needs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    const where = urlProblem(request.url);
    if (where) throw apiError("VALIDATION_ERROR", { errors: { [where]: [NUL_MESSAGE] } });
  });
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body)) return;
    const problem = bodyProblem(request.body);
    if (problem) throw apiError("VALIDATION_ERROR", { errors: { [problem.field]: [problem.message] } });
  });
});
