import http from "node:http";
import { performance } from "node:perf_hooks";
import { percentile } from "./percentile.ts";

/** One document as the server sent it: status, encoding, bytes on the wire and the time to the last one. */
export interface DocumentAnswer {
  status: number;
  encoding: string;
  bytes: number;
  ms: number;
}

/**
 * GET a page's document as a signed-in browser asks for it (its session cookie, `accept-encoding: br,
 * gzip`), counting the bytes as sent: fetch would unpack them. Timed from the request to the last byte.
 */
export function getDocument(url: string, cookie: string): Promise<DocumentAnswer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(
      url,
      { headers: { cookie, accept: "text/html", "accept-encoding": "br, gzip" }, agent: keepAlive },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.byteLength;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers["content-encoding"] ?? "identity"),
            bytes,
            ms: performance.now() - start,
          }),
        );
        res.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** One connection kept open, as a browser's. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface DocumentFigures {
  status: number;
  encoding: string;
  /** The compressed document, kB (1,000 bytes). */
  kB: number;
  p50: number;
  p95: number;
}

const round = (value: number) => Number(value.toFixed(1));

/**
 * The page's document `iterations` times one after another (no queueing in the figures), after
 * `warmUp` requests: p50 and p95 of the time to the whole document, and its compressed size.
 */
export async function documentFigures(
  url: string,
  cookie: string,
  iterations: number,
  warmUp = 5,
): Promise<DocumentFigures> {
  const first = await getDocument(url, cookie);
  if (first.status !== 200) throw new Error(`${url}: ${first.status}`);
  for (let i = 0; i < warmUp; i++) await getDocument(url, cookie);
  const samples: number[] = [];
  let last = first;
  for (let i = 0; i < iterations; i++) {
    last = await getDocument(url, cookie);
    if (last.status !== 200) throw new Error(`${url}: ${last.status}`);
    samples.push(last.ms);
  }
  samples.sort((a, b) => a - b);
  return {
    status: last.status,
    encoding: last.encoding,
    kB: round(last.bytes / 1000),
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
  };
}
