// @vitest-environment node
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { productionPageStream } from "./page-stream.server";
import { startAfterPaint } from "./scripts-after-paint.server";

const stylesheet = (href: string) => (href === "/assets/root.css" ? "body{margin:0}" : undefined);

async function streamed(chunks: Buffer[]) {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(productionPageStream(stylesheet))) out.push(chunk);
  return Buffer.concat(out).toString("utf8");
}

/** The document cut into pieces of `size` bytes, as React's stream may cut it (within a character too). */
const pieces = (html: string, size: number) => {
  const bytes = Buffer.from(html);
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
};

const head =
  '<html><head><title>Montørtorget</title><link rel="stylesheet" href="/assets/root.css" data-precedence="root"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/shell.js"/></head>';
const moduleScript = '<script nonce="n" type="module" async="">import("/assets/entry.client.js");</script>';
const body =
  '<body><p>Hei på deg</p><script nonce="n">window.__ctx = "</p>";</script>' +
  moduleScript +
  '<!--$--><script nonce="n">enqueue("data");</script><!--/$--></body></html>';

const expected =
  '<html><head><title>Montørtorget</title><style data-stylesheet="/assets/root.css">body{margin:0}</style>' +
  '<link rel="stylesheet" href="/assets/root.css" data-precedence="root" disabled=""/></head>' +
  '<body><p>Hei på deg</p><script nonce="n">window.__ctx = "</p>";</script>' +
  startAfterPaint(moduleScript, ["/assets/entry.client.js", "/assets/shell.js"]) +
  '<!--$--><script nonce="n">enqueue("data");</script><!--/$--></body></html>';

describe("a production page on its way out", () => {
  it("writes the stylesheets into the head and starts the module script after the paint, however the stream is cut", async () => {
    for (const size of [1, 3, 7, 64, 100_000])
      expect(await streamed(pieces(head + body, size)), `${size}`).toBe(expected);
  });

  it("sends the head as soon as it is complete, before the rest of the page has been rendered", async () => {
    const stream = productionPageStream(stylesheet);
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    stream.write(Buffer.from(`${head}<body><p>Hei`));
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(out).toString()).toContain("</head><body><p>Hei");
    stream.end();
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await streamed(pieces("<p>kort svar</p>", 4))).toBe("<p>kort svar</p>");
  });
});
