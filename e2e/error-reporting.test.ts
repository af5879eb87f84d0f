import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../apps/api/src/modules/users/users.seed.ts";
import { type SentryReceiver, startSentryReceiver } from "../apps/api/src/test/sentry-receiver.ts";
import { hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

const RELEASE = "2026.11.26-e2e";
const customer = DEMO_USERS.find((user) => user.role === "CUSTOMER");

let receiver: SentryReceiver;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  receiver = await startSentryReceiver();
  ({ server, browser } = await startServerAndBrowser({
    env: { SENTRY_DSN: receiver.dsn("3"), APP_VERSION: RELEASE, APP_ENV: "test" },
  }));
});
afterAll(async () => {
  await stopServerAndBrowser({ server, browser });
  await receiver.close();
});

describe("error reporting", () => {
  it("reports a render error with release, environment, route and user id, but no phone number or email", async () => {
    if (!customer?.email) throw new Error("the demo customer has a phone number and an email");
    const session = await devSessionToken(server.url, "CUSTOMER");
    const me = await (
      await fetch(`${server.url}/api/auth/me`, {
        method: "POST",
        headers: { authorization: `Bearer ${session}` },
      })
    ).json();
    const context = await browser.newContext();
    await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
    const page = await context.newPage();
    const sdkRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("sentry-browser")) sdkRequests.push(request.url());
    });
    await page.goto(`${server.url}/dashboard`);
    await hydrated(page);

    await page.getByText("Utvikler").click();
    await page.getByRole("button", { name: "Test feilrapportering" }).click();
    await page.locator("#error-heading").waitFor();
    await page.screenshot({ path: path.join(shots, "error-reporting-error-page.png") });

    const { project, raw, event } = await receiver.waitForEvent((candidate) =>
      JSON.stringify(candidate.exception ?? "").includes("Testfeil fra utviklermenyen"),
    );
    expect(sdkRequests.length).toBeGreaterThan(0);
    expect(project).toBe("3");
    expect(event).toMatchObject({
      release: RELEASE,
      environment: "test",
      user: { id: me.data.uuid },
      tags: { route: "/dashboard" },
    });
    expect(JSON.stringify(event?.exception)).toContain("Testfeil fra utviklermenyen ([telefon] / [e-post])");
    const digits = customer.phoneNumber.replace(/\D/g, "");
    expect(raw).not.toContain(digits.slice(-8));
    expect(raw).not.toContain(customer.email);
    expect(raw).not.toContain(encodeURIComponent(customer.email));
    expect(raw).not.toContain(session);
    await context.close();
  });
});

describe("error reporting without a DSN", () => {
  it("never loads the SDK on a public page", async () => {
    const plain = await startServerAndBrowser({ env: {} });
    try {
      const page = await plain.browser.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(plain.server.url);
      await hydrated(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /sentry/i.test(url))).toEqual([]);
    } finally {
      await stopServerAndBrowser(plain);
    }
  });
});
