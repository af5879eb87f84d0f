import type { FastifyInstance } from "fastify";

/**
 * CMS and media errors also carry an `error` field (spec section 8) next to message, code and
 * errors. Added in the area's own encapsulated context, so other areas' errors keep their shape.
 */
export function addErrorField(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (body && typeof body === "object" && typeof body.message === "string" && !("error" in body)) {
        return JSON.stringify({ ...body, error: body.message });
      }
    } catch {}
    return payload;
  });
}
