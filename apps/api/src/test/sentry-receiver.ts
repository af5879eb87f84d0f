import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

/** One envelope as a Sentry-compatible service receives it: its raw text and its parsed lines. */
export interface ReceivedEnvelope {
  project: string;
  raw: string;
  /** The envelope header, then each item's header and payload. */
  lines: unknown[];
  /** The payload of the first item of type "event", when there is one. */
  event: Record<string, unknown> | undefined;
}

export interface SentryReceiver {
  /** A DSN pointing here, for project `project`. */
  dsn(project?: string): string;
  envelopes: ReceivedEnvelope[];
  /** Resolves with the first event envelope matching, or rejects after `timeoutMs`. */
  waitForEvent(
    match?: (event: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedEnvelope>;
  close(): Promise<void>;
}

function parseLines(raw: string): unknown[] {
  return raw
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return line;
      }
    });
}

function firstEvent(lines: unknown[]): Record<string, unknown> | undefined {
  for (let i = 1; i < lines.length - 1; i++) {
    const header = lines[i] as { type?: string };
    if (header?.type === "event") return lines[i + 1] as Record<string, unknown>;
  }
  return undefined;
}

/** A local stand-in for Sentry/GlitchTip that keeps every envelope posted to `/api/<project>/envelope/`. */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const waiting = new Set<() => void>();
  const server = http.createServer((request, response) => {
    const match = /^\/api\/(\w+)\/envelope\/?/.exec(request.url ?? "");
    response.setHeader("access-control-allow-origin", "*");
    response.setHeader("access-control-allow-headers", "*");
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    if (!match || request.method !== "POST") return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const raw = (request.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body).toString();
      const lines = parseLines(raw);
      envelopes.push({ project: match[1] ?? "", raw, lines, event: firstEvent(lines) });
      for (const notify of waiting) notify();
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    dsn: (project = "7") => `http://publickey@127.0.0.1:${port}/${project}`,
    envelopes,
    waitForEvent(match = () => true, timeoutMs = 10_000) {
      const find = () => envelopes.find((envelope) => envelope.event && match(envelope.event));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms (${envelopes.length} envelopes)`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
