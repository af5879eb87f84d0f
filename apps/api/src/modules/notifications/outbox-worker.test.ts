import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { httpSmsProvider, type Providers } from "./notifications.providers.ts";
import { enqueueMessage, notificationsRepository } from "./notifications.repository.ts";
import { outboxMessage } from "./notifications.schema.ts";
import { MAX_ATTEMPTS, outboxWorker, retryDelayMs } from "./outbox-worker.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: "0" });
});
afterAll(() => t.close());

function fakeProviders(failures: number) {
  const sent: string[] = [];
  let left = failures;
  const providers: Providers = {
    sms: {
      async send(message) {
        if (left-- > 0) throw new Error("gateway down");
        sent.push(`${message.to}:${message.text}`);
      },
    },
    email: {
      async send(message) {
        sent.push(`${message.to}:${message.subject}`);
      },
    },
  };
  return { providers, sent };
}

describe("the outbox worker", () => {
  it("sends after commit, retries with back-off and records every attempt", async () => {
    const repo = notificationsRepository(t.database.db);
    const { providers, sent } = fakeProviders(1);
    const worker = outboxWorker({ repo, providers, log: t.app.log, pollMs: 0 });
    await t.database.db.transaction((tx) =>
      enqueueMessage(tx as never, { channel: "sms", recipient: "+4790000007", body: "Hei" }),
    );
    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual([]);
    const [row] = await t.database.db.select().from(outboxMessage);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "gateway down" });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 2000);
    // Not due yet: nothing happens.
    expect(await worker.drain()).toBe(0);
    await t.database.db
      .update(outboxMessage)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outboxMessage.id, row?.id ?? 0));
    await worker.drain();
    expect(sent).toEqual(["+4790000007:Hei"]);
    const attempts = await repo.attemptsOf(row?.id ?? 0);
    expect(attempts.map((a) => a.ok)).toEqual([false, true]);
    expect((await repo.find(row?.id ?? 0))?.status).toBe("sent");
  });

  it("gives up after the last attempt", async () => {
    const repo = notificationsRepository(t.database.db);
    const { providers } = fakeProviders(100);
    const worker = outboxWorker({ repo, providers, log: t.app.log, pollMs: 0 });
    await enqueueMessage(t.database.db, {
      channel: "email",
      recipient: "x@example.no",
      subject: "S",
      body: "B",
    });
    await enqueueMessage(t.database.db, { channel: "sms", recipient: "+4790000001", body: "B" });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await t.database.db.update(outboxMessage).set({ nextAttemptAt: new Date(Date.now() - 1) });
      await worker.drain();
    }
    const rows = await t.database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.recipient, "+4790000001"));
    expect(rows[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });
});

describe("the HTTP SMS provider", () => {
  it("posts JSON with the bearer token and fails on a non-2xx answer", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const ok = httpSmsProvider(
      { url: "https://sms.example/send", token: "hemmelig", sender: "Montortorg" },
      (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response("{}", { status: calls.length === 1 ? 200 : 500 });
      }) as typeof fetch,
    );
    await ok.send({ to: "+4790000007", text: "Hei" });
    expect(calls[0]?.url).toBe("https://sms.example/send");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      from: "Montortorg",
      to: "+4790000007",
      text: "Hei",
    });
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      "Bearer hemmelig",
    );
    await expect(ok.send({ to: "+4790000007", text: "Hei" })).rejects.toThrow("500");
  });
});
