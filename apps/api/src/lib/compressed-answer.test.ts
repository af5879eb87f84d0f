import zlib, { gunzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { compressedAnswer, pickEncoding } from "./compressed-answer.ts";

function exchange(acceptEncoding: string | undefined) {
  const headers = new Map<string, string>();
  const request = { headers: { "accept-encoding": acceptEncoding } } as unknown as FastifyRequest;
  const reply = {
    header: (name: string, value: string) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
  } as unknown as FastifyReply;
  return { request, reply, headers };
}

const answer = Buffer.from(
  JSON.stringify({ data: Array.from({ length: 400 }, (_, i) => [i, "Storgata 1", "Oslo"]) }),
);

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0 and *", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("GZIP ; q=1")).toBe("gzip");
  });
});

describe("compressedAnswer", () => {
  it("compresses as the client takes it and gives the same bytes back for the same answer", async () => {
    const hook = compressedAnswer();
    const gz = exchange("gzip");
    const first = (await hook(gz.request, gz.reply, answer)) as Buffer;
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("accept-encoding");
    expect(gunzipSync(first).equals(answer)).toBe(true);
    const again = exchange("gzip");
    expect(await hook(again.request, again.reply, Buffer.from(answer))).toBe(first);

    const br = exchange("br, gzip");
    const brotli = (await hook(br.request, br.reply, answer)) as Buffer;
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(brotli).equals(answer)).toBe(true);

    // Another answer is compressed anew.
    const other = Buffer.concat([answer, Buffer.from(" ")]);
    const next = exchange("gzip");
    expect(gunzipSync((await hook(next.request, next.reply, other)) as Buffer).equals(other)).toBe(true);
  });

  it("leaves alone what is not to be compressed", async () => {
    const hook = compressedAnswer();
    const plain = exchange("identity");
    expect(await hook(plain.request, plain.reply, answer)).toBe(answer);
    expect(plain.headers.get("content-encoding")).toBeUndefined();
    expect(plain.headers.get("vary")).toBe("accept-encoding");
    const small = exchange("gzip");
    expect(await hook(small.request, small.reply, '{"data":[]}')).toBe('{"data":[]}');
    const stream = exchange("gzip");
    const notBytes = { pipe: () => undefined };
    expect(await hook(stream.request, stream.reply, notBytes)).toBe(notBytes);
  });

  it("keeps at most its size, least recently used out", async () => {
    const hook = compressedAnswer(1);
    const a = exchange("gzip");
    const first = await hook(a.request, a.reply, answer);
    const b = exchange("gzip");
    expect(await hook(b.request, b.reply, answer)).not.toBe(first);
  });
});
