import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Turns a Fastify request into the Fetch API Request that React Router handles. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.once("close", () => controller.abort());
  const init: RequestInit = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  // The web plugin's parser has read the body (within the limit) into a buffer.
  if (Buffer.isBuffer(request.body) && request.method !== "GET" && request.method !== "HEAD") {
    init.body = new Uint8Array(request.body);
  }
  return new Request(url, init);
}

/** Sends a Fetch API Response through Fastify, keeping every Set-Cookie header. */
export function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
