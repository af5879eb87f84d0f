import type { ApiFetch } from "@mt/contract/load-context";
import type { FastifyInstance, FastifyRequest } from "fastify";

const forwarded = ["cookie", "authorization", "accept-language", "user-agent"] as const;

/** The loaders' view of the API: the caller's credentials, the same routes, no socket. */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest): ApiFetch {
  return async (path, init = {}) => {
    const headers: Record<string, string> = { "request-from": "ssr", "page-url": request.url };
    for (const name of forwarded) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const result = await app.inject({
      // The page's caller, not this process: rules that look at the connection (the local demo's
      // one-click sign-in) see who asked for the page.
      ...(request.socket.remoteAddress && { remoteAddress: request.socket.remoteAddress }),
      method: (init.method ?? "GET") as "GET",
      url: `/api${path}`,
      headers,
      ...(init.body !== undefined && { payload: JSON.stringify(init.body) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const body = result.statusCode === 204 || result.statusCode === 304 ? null : result.rawPayload;
    return new Response(body, { status: result.statusCode, headers: responseHeaders });
  };
}
