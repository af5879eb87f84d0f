import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { compressOptions } from "../plugins/compression.ts";
import { boundedCache } from "./bounded-cache.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** About forty months of a 50-electrician company's calendar, compressed (~160 kB each). */
const KEPT_BYTES = 8 * 1024 * 1024;

type Encoding = "br" | "gzip";

/** The encoding to answer in: brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const taken = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) taken.add(name.trim());
  }
  if (taken.has("br")) return "br";
  if (taken.has("gzip")) return "gzip";
  return taken.has("*") ? "br" : null;
}

/**
 * An `onSend` hook for a route with a large answer that often repeats (the month calendar, decision
 * 057): compressed in one call, with the server's usual settings (plugins/compression.ts), and kept
 * by a hash of its bytes, so the same answer again costs a hash instead of a compression. The
 * compression plugin leaves an answer that already has its encoding alone.
 */
export function compressedAnswer(keptBytes = KEPT_BYTES) {
  const kept = boundedCache<string, Buffer>(keptBytes, (body) => body.length);

  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const plain = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (plain.length < compressOptions.threshold || reply.getHeader("content-encoding")) return payload;
    reply.header("vary", "accept-encoding");
    const encoding =
      request.headers["x-no-compression"] === undefined
        ? pickEncoding(request.headers["accept-encoding"])
        : null;
    if (!encoding) return payload;
    const key = `${encoding} ${createHash("sha1").update(plain).digest("base64")}`;
    let body = kept.get(key);
    if (!body) {
      body =
        encoding === "br"
          ? await brotli(plain, compressOptions.brotliOptions)
          : await gzip(plain, compressOptions.zlibOptions);
      kept.set(key, body);
    }
    reply.header("content-encoding", encoding);
    return body;
  };
}
