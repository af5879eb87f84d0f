import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { documentedErrorCodes } from "../plugins/openapi/operation.ts";

/**
 * Every API test checks the document: an error answer whose code the API document does not list for
 * that call is turned into a 500 naming the gap, so the test that provoked it fails. With
 * UNDOCUMENTED_ERRORS_FILE set, gaps are only written there (one JSON line each), to survey them.
 */
export function checkErrorsAreDocumented(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !request.routeOptions.config?.contract) {
      return payload;
    }
    let code: unknown;
    try {
      code = (JSON.parse(payload) as { code?: unknown }).code;
    } catch {
      return payload;
    }
    const listed: readonly string[] = documentedErrorCodes(request.routeOptions.config);
    if (typeof code !== "string" || listed.includes(code)) return payload;
    const gap = { method: request.method, url: request.routeOptions.url, status: reply.statusCode, code };
    const file = process.env.UNDOCUMENTED_ERRORS_FILE;
    if (file) {
      fs.appendFileSync(file, `${JSON.stringify(gap)}\n`);
      return payload;
    }
    reply.code(500);
    return JSON.stringify({
      message: `The API document does not list ${code} (${gap.status}) for ${gap.method} ${gap.url}`,
      code: "INTERNAL_ERROR",
      errors: {},
    });
  });
}
