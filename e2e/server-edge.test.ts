import http from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/** What an attacker sends to the built server's edge: URLs, bodies and internal routes. */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A local demo (the development sign-in gives the test a customer's session).
  ({ server, browser } = await startServerAndBrowser({ env: { APP_ENV: "local" } }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

describe("the server's edge", () => {
  it("allows only scripts carrying the page's nonce, and the page still comes alive", async () => {
    const res = await fetch(server.url);
    const policy = res.headers.get("content-security-policy") ?? "";
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scripts).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    // A second page gets another nonce.
    const again = (await fetch(server.url)).headers.get("content-security-policy");
    expect(again).not.toBe(policy);

    const page = await browser.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(server.url);
    await hydrated(page);
    expect(refused).toEqual([]);
    await page.close();
  });

  it("keeps the module renderer internal: from outside it is a 404, whatever the headers", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { "x-cms-render": "1" },
      { "x-internal-request": "guess" },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${server.url}/_cms/render-module`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ key: "a", type: "hero", data: {} }),
      });
      expect(res.status).toBe(404);
    }
  });

  it("refuses a page post over 1 MiB with 413 before reading it", async () => {
    // Only the head and a first piece are sent: the answer must come before the rest of the body.
    // (Sending it all races the server closing the connection: the client may see EPIPE instead.)
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/logginn`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(2 * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body: text });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.write("a".repeat(1024));
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("never answers 500 for a user's URL: NUL bytes and odd redirect targets", async () => {
    expect((await fetch(`${server.url}/nettbutikk/alle?kategori=%00`)).status).toBe(422);
    expect((await fetch(`${server.url}/api/catalogue/job/%00`)).status).toBe(422);
    const cookie = `AuthToken=${await devSessionToken(server.url, "CUSTOMER")}`;
    for (const [target, location] of [
      ["/%E2%80%AE", "/%E2%80%AE"],
      ["/%C3%A6", "/%C3%A6"],
      ["//evil.example", "/dashboard"],
    ] as const) {
      const res = await fetch(`${server.url}/logginn?redirect=${target}`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(res.status, target).toBe(302);
      expect(res.headers.get("location"), target).toBe(location);
    }
  });
});
