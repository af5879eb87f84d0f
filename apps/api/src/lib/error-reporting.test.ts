import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthTestApp,
  createAuthTestApp,
  demoPhone,
  loginAs,
} from "../modules/auth/auth.test-support.ts";
import { type SentryReceiver, startSentryReceiver } from "../test/sentry-receiver.ts";
import { publicAccess, userAccess } from "./access.ts";

const EMAIL = "kari.nordmann@example.no";

/** A route made to fail with a message full of personal data, as careless code might. */
function failingRoutes(app: AuthTestApp["app"]) {
  app.get("/api/test/fails", { config: { access: userAccess } }, async (request) => {
    throw new Error(`Kunne ikke sende kode 482913 til ${request.user?.phoneNumber} / ${EMAIL}`);
  });
  app.get("/api/test/fails-anonymously", { config: { access: publicAccess } }, async () => {
    throw new Error("Uventet feil");
  });
}

let receiver: SentryReceiver;

beforeAll(async () => {
  receiver = await startSentryReceiver();
});
afterAll(() => receiver.close());

describe("server error reporting with a DSN", () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(
      { SENTRY_DSN: receiver.dsn("12"), APP_VERSION: "2026.11.26-test", APP_ENV: "staging" },
      failingRoutes,
    );
  });
  afterAll(() => t.close());

  it("sends a 500 with the request id, release, environment, route and user id, without personal data", async () => {
    const phone = demoPhone("CUSTOMER");
    const token = await loginAs(t, phone);
    const me = (
      await t.app.inject({
        method: "POST",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/test/fails?phone=${encodeURIComponent(phone)}&email=${encodeURIComponent(EMAIL)}`,
      headers: { authorization: `Bearer ${token}`, "x-request-id": "req-error-report-1" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toContain("482913");

    const { project, raw, event } = await receiver.waitForEvent(
      (candidate) => (candidate.tags as Record<string, string>)?.request_id === "req-error-report-1",
    );
    expect(project).toBe("12");
    expect(event).toMatchObject({
      release: "2026.11.26-test",
      environment: "staging",
      user: { id: me.uuid },
      tags: { request_id: "req-error-report-1", route: "/api/test/fails" },
      request: { method: "GET" },
    });
    expect(JSON.stringify(event?.exception)).toContain(
      "Kunne ikke sende kode [kode] til [telefon] / [e-post]",
    );
    const digits = phone.replace(/\D/g, "").slice(-8);
    expect(raw).not.toContain(digits);
    expect(raw).not.toContain(EMAIL);
    expect(raw).not.toContain(encodeURIComponent(EMAIL));
    expect(raw).not.toContain("482913");
    expect(raw).not.toContain(token);
  });

  it("does not report what the client got wrong, nor a 404", async () => {
    const before = receiver.envelopes.length;
    await t.app.inject({ method: "GET", url: "/api/test/fails" }); // 401
    await t.app.inject({ method: "GET", url: "/api/no-such-call" });
    await t.app.inject({
      method: "GET",
      url: "/api/test/fails-anonymously",
      headers: { "x-request-id": "req-last-one" },
    });
    await receiver.waitForEvent(
      (event) => (event.tags as Record<string, string>)?.request_id === "req-last-one",
    );
    expect(receiver.envelopes.length).toBe(before + 1);
  });
});

describe("server error reporting without a DSN", () => {
  it("sends nothing", async () => {
    const t = await createAuthTestApp({}, failingRoutes);
    const before = receiver.envelopes.length;
    const res = await t.app.inject({ method: "GET", url: "/api/test/fails-anonymously" });
    // Closing the server flushes whatever a reporter would still be sending.
    await t.close();
    expect(res.statusCode).toBe(500);
    expect(receiver.envelopes.length).toBe(before);
  });
});
