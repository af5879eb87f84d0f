import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookByApi, freeWindows } from "./support/book-by-api.ts";
import { hydrated, launchBrowser } from "./support/browser.ts";
import { type OutboxLine, outbox } from "./support/outbox.ts";
import { type RunningServer, startServer, tempDataDir } from "./support/server.ts";
import { devSessionToken, sessionToken } from "./support/session.ts";
import { TINY_PNG } from "./support/setup.ts";

/**
 * Two production servers on one PostgreSQL database, one media directory and one AUTH_SECRET, as
 * behind a load balancer (product design section 7: the web servers keep no state of their own).
 * Each has its own data directory, so its outbox file says which worker sent what.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `mt_e2e_two_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
const reachable = await onServer(serverUrl, (client) => client.query("select 1")).then(
  () => true,
  () => false,
);
if (!reachable) console.warn(`two-servers: no PostgreSQL server at ${serverUrl}, skipped`);

const query = <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
  onServer(databaseUrl, async (client) => (await client.query<R>(sql, values)).rows);

let a: RunningServer;
let b: RunningServer;
let browser: Browser;
let mediaDir = "";

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; code?: string; message?: string } & Record<string, unknown>;
  res: Response;
}
async function call(
  server: RunningServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { "content-type": "application/json" }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, res };
}

/** What both servers' workers have sent. */
const sent = (): OutboxLine[] => [...outbox(a.dataDir), ...outbox(b.dataDir)];

/** The newest code texted to the number, by whichever server's worker sent it. */
function textedCode(phoneNumber: string, after: number): Promise<string> {
  return vi.waitFor(
    () => {
      const code = sent()
        .filter((line) => line.channel === "sms" && line.to === phoneNumber)
        .slice(after)
        .map((line) => /\b(\d{6})\b/.exec(line.text)?.[1])
        .find(Boolean);
      if (!code) throw new Error(`no code texted to ${phoneNumber}`);
      return code;
    },
    { timeout: 15_000, interval: 50 },
  );
}
const textsTo = (phoneNumber: string) =>
  sent().filter((line) => line.channel === "sms" && line.to === phoneNumber).length;

describe.skipIf(!reachable)("two servers, one PostgreSQL database", () => {
  let startOutputs: string[] = [];

  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`create database ${name}`));
    mediaDir = tempDataDir();
    const env = {
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      DEV_LOGIN_CODE: "123456",
      // Every request comes from 127.0.0.1: the per-address caps would stop the 200 bookings.
      AUTH_CODES_PER_IP_PER_HOUR: "10000",
      AUTH_CONFIRMS_PER_IP_PER_HOUR: "10000",
      MESSAGES_CODE_PER_SENDER_PER_DAY: "10000",
      MESSAGES_BOOKING_PER_SENDER_PER_DAY: "10000",
      OUTBOX_POLL_MS: "50",
      LOG_LEVEL: "warn",
      COOKIE_SECURE: "false",
      // The load balancer's client address, so a test can be two clients (only from this machine).
      TRUST_PROXY: "127.0.0.1",
    };
    // Both at the same moment on the empty database: migrations and the demo data take turns.
    [a, b, browser] = await Promise.all([
      startServer({ env }),
      startServer({ env }),
      launchBrowser({ fakeMedia: true }),
    ]);
    startOutputs = [a.output(), b.output()];
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
    for (const server of [a, b]) if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("both start at once on an empty database: migrated once, the demo seeded by one of them", async () => {
    expect(startOutputs.filter((output) => output.includes("Demodata er lagt inn."))).toHaveLength(1);
    const journal = JSON.parse(
      fs.readFileSync(new URL("../apps/api/src/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
    ) as { entries: unknown[] };
    const [migrations] = await query<{ n: string }>("select count(*) as n from drizzle.__drizzle_migrations");
    expect(Number(migrations?.n)).toBe(journal.entries.length);
    const [people] = await query<{ n: string }>(
      "select count(*) as n from app_user where phone_number = '+4790000007'",
    );
    expect(Number(people?.n)).toBe(1);
  });

  it("a session made on one works on the other; logged out on one, the other refuses it", async () => {
    const phone = "+4790000007";
    expect((await call(a, "POST", "/auth/login", { body: { phone_number: phone } })).status).toBe(200);
    const confirmed = await call(b, "POST", "/auth/confirm", {
      body: { phone_number: phone, code: "123456" },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const token = sessionToken(confirmed.res);
    const me = await call(a, "POST", "/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.data?.phoneNumber).toBe(phone);

    expect((await call(a, "POST", "/auth/logout", { token })).status).toBe(200);
    const after = await call(b, "POST", "/auth/me", { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("UNAUTHORIZED");
  });

  it("wrong codes count on both: six spread over the two use the code up, four are counted on the same row", async () => {
    // Emma Johansen and Jonas Larsen (demo people); the right code comes from the texted SMS.
    const locked = "+4790000008";
    const control = "+4790000009";
    const guesses = async (phone: string, wrong: number) => {
      const before = textsTo(phone);
      expect((await call(a, "POST", "/auth/login", { body: { phone_number: phone } })).status).toBe(200);
      const code = await textedCode(phone, before);
      const other = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < wrong; i++) {
        const guess = await call(i % 2 ? b : a, "POST", "/auth/confirm", {
          body: { phone_number: phone, code: other },
        });
        expect(guess.status).toBe(401);
      }
      return code;
    };
    // With DEV_LOGIN_CODE the texted code is the development code, which works here whatever was
    // guessed; so the count both servers share is read where they keep it, on the code's row.
    const guessesOn = async (phone: string) => {
      const [row] = await query<{ n: number }>(
        `select attempts + other_attempts as n from verification_code
          where phone_number = '${phone}' order by id desc limit 1`,
      );
      return Number(row?.n);
    };
    // Five from the address that asked use the code up (AUTH_LIMITS.guessesByRequester); the sixth is
    // refused without a live code to count against.
    expect(await guesses(locked, 6)).toBe("123456");
    expect(await guessesOn(locked)).toBe(5);
    await guesses(control, 4);
    expect(await guessesOn(control)).toBe(4);
    // A seventh wrong guess on either server is refused like the others and counts nowhere.
    const seventh = await call(b, "POST", "/auth/confirm", {
      body: { phone_number: locked, code: "000000" },
    });
    expect(seventh.status).toBe(401);
    expect(seventh.body.code).toBe("UNAUTHORIZED");
    expect(await guessesOn(locked)).toBe(5);
  });

  it("the send limit is shared: a code asked on one, the next on the other within the minute is refused", async () => {
    const phone = "+4790000010";
    expect((await call(a, "POST", "/auth/login", { body: { phone_number: phone } })).status).toBe(200);
    const again = await call(b, "POST", "/auth/login", { body: { phone_number: phone } });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Vent ett minutt før du ber om en ny kode.",
    });
  });

  it("a video meeting with the inspector on one server and the customer on the other: each sees the other", async () => {
    const booking = await bookByApi(
      a.url,
      {
        phoneNumber: "+4747560201",
        firstName: "Vilde",
        lastName: "Tovei",
        email: "vilde.tovei@eksempel.no",
        address: "Videoveien 5",
      },
      { job: "luft-til-vann-varmepumpe", answers: { varme: "vannbaaren" }, inspectionMode: "VIDEO" },
    );
    const pageOn = async (server: RunningServer, session: string, width: number): Promise<Page> => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/project/${booking.projectUuid}/inspection/video`);
      await hydrated(page);
      return page;
    };
    const inspector = await pageOn(a, await devSessionToken(a.url, "INSPECTOR"), 1100);
    await inspector.getByText("Kunden har ikke koblet seg på ennå").waitFor();
    const customer = await pageOn(b, booking.session, 390);
    try {
      // The other side's stream plays on each: its video element has frames and is not paused.
      const remotePlaying = (page: Page) =>
        page.waitForFunction(
          () => {
            const video = document.querySelector('[data-testid="remote-video"]') as HTMLVideoElement | null;
            return video !== null && video.videoWidth > 0 && !video.paused && video.readyState >= 2;
          },
          undefined,
          { timeout: 30_000 },
        );
      await Promise.all([remotePlaying(inspector), remotePlaying(customer)]);
      for (const page of [inspector, customer]) await page.getByText("Tilkoblet.").waitFor();
      // Each place is held through a socket on a different server.
      const places = await query<{ side: string; server: string }>(
        "select side, split_part(holder, '/', 1) as server from meeting_place where project_uuid = $1 order by side",
        [booking.projectUuid],
      );
      expect(places.map((place) => place.side)).toEqual(["CUSTOMER", "STAFF"]);
      expect(places[0]?.server).not.toBe(places[1]?.server);
    } finally {
      await inspector.context().close();
      await customer.context().close();
    }
    // Both left: their places are given up (by each server, for its own socket).
    await expect
      .poll(
        async () =>
          (await query("select 1 from meeting_place where project_uuid = $1", [booking.projectUuid])).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(0);
  }, 120_000);

  it("a public form's limit is one budget for both: split over the two, refused at the same total as on one", async () => {
    // Registering an installer company: 30 tries an hour per client address (an empty form is a try).
    const register = (server: RunningServer, address: string) =>
      fetch(`${server.url}/api/contractor/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: "{}",
      });
    const tries = async (address: string, serverFor: (i: number) => RunningServer) => {
      const answers: Response[] = [];
      for (let i = 0; i < 32; i++) answers.push(await register(serverFor(i), address));
      return answers;
    };
    const firstRefused = (answers: Response[]) => answers.findIndex((answer) => answer.status === 429);
    const onOne = await tries("203.0.113.10", () => a);
    const onBoth = await tries("203.0.113.11", (i) => (i % 2 ? b : a));
    expect(firstRefused(onOne)).toBe(30);
    expect(firstRefused(onBoth)).toBe(30);
    expect(onBoth.slice(30).map((answer) => answer.status)).toEqual([429, 429]);
    const refused = onBoth[31] as Response;
    expect(await refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3_500);
    // Another address still has its budget, on either server.
    expect((await register(b, "203.0.113.12")).status).not.toBe(429);
  });

  it("200 concurrent booking attempts for one window, spread over both: no overlapping time", async () => {
    const ATTEMPTS = 200;
    const [startsAt] = await freeWindows(a.url);
    expect(startsAt).toBeDefined();
    const job = (await call(a, "GET", "/catalogue/job/el-kontroll")).body.data as {
      id: number;
      versionId: number;
    };
    const serverFor = (i: number) => (i % 2 ? b : a);
    const otherFor = (i: number) => (i % 2 ? a : b);
    // Prepared in batches: a cart each and a verified phone each (code asked on one, checked on the other).
    const prepared: { cart: string; token: string; phone: string }[] = [];
    for (let i = 0; i < ATTEMPTS; i += 25) {
      prepared.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(25, ATTEMPTS - i) }, async (_, k) => {
            const n = i + k;
            const phone = `+4795${String(n).padStart(6, "0")}`;
            const cart = await call(serverFor(n), "POST", "/cart", {
              body: {
                post_code: "0150",
                line_items: [
                  {
                    type: "JOB",
                    data: {
                      jobTypeId: job.id,
                      jobTypeVersionId: job.versionId,
                      answers: { bolig: "enebolig" },
                    },
                  },
                ],
              },
            });
            expect(cart.status, JSON.stringify(cart.body)).toBe(201);
            const asked = await call(otherFor(n), "POST", "/auth/send-verification-code", {
              body: { phone_number: phone },
            });
            expect(asked.status).toBe(200);
            const verified = await call(serverFor(n), "POST", "/auth/verify-phone-number", {
              body: { phone_number: phone, code: "123456" },
            });
            expect(verified.status).toBe(200);
            return {
              cart: String(cart.body.data?.uuid),
              token: String(verified.body.data?.phoneVerificationToken),
              phone,
            };
          }),
        )),
      );
    }

    const outcomes = await Promise.all(
      prepared.map(async ({ cart, token, phone }, i) => {
        const reserved = await call(serverFor(i), "POST", `/cart/${cart}/reservation`, {
          body: { startsAt },
        });
        if (reserved.status !== 201) return reserved;
        return call(otherFor(i), "POST", `/cart/${cart}/book`, {
          headers: { "idempotency-key": `two-servers-${i}` },
          body: {
            contactInformation: {
              address: "Storgata 1",
              firstName: "Kunde",
              lastName: `Nr-${String.fromCharCode(65 + (i % 26))}`,
              email: `kunde${i}@example.no`,
              phoneNumber: phone,
              phoneVerificationToken: token,
            },
            acceptedTerms: true,
          },
        });
      }),
    );
    const winners = outcomes.filter((o) => o.status === 201);
    const losers = outcomes.filter((o) => o.status !== 201);
    expect(winners.length).toBeGreaterThan(0);
    expect(losers.length).toBeGreaterThan(ATTEMPTS / 2);
    // Each winner holds booked time (an electrician may fit two jobs in one arrival window); the
    // other carts hold none.
    const [held] = await query<{ n: string }>(
      `select count(*) as n from timeslot t join cart c on c.id = t.cart_id
       where c.uuid::text = any($1) and t.status in ('BOOKED', 'RESERVED')`,
      [prepared.map((p) => p.cart)],
    );
    expect(Number(held?.n)).toBe(winners.length);
    for (const loser of losers) {
      expect(loser.status, JSON.stringify(loser.body)).toBe(409);
      expect(loser.body.code).toBe("TIMESLOT_TAKEN");
    }
    const [overlaps] = await query<{ n: string }>(`select count(*) as n from timeslot x join timeslot y
      on x.electrician_id = y.electrician_id and x.id < y.id
      and x.status in ('BOOKED', 'RESERVED') and y.status in ('BOOKED', 'RESERVED')
      and tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at)`);
    expect(Number(overlaps?.n)).toBe(0);
  }, 120_000);

  it("every outbox message is sent exactly once with both workers running", async () => {
    const BURST = 300;
    await query(
      `insert into outbox_message (channel, recipient, body, meta)
       select 'sms', '+4799999999', 'Melding ' || g || ' av ${BURST}', '{"kind":"two-servers"}'::jsonb
       from generate_series(1, ${BURST}) g`,
    );
    await expect
      .poll(
        async () =>
          Number(
            (await query<{ n: string }>("select count(*) as n from outbox_message where status <> 'sent'"))[0]
              ?.n,
          ),
        { timeout: 20_000, interval: 200 },
      )
      .toBe(0);
    // Everything the database says was sent (login codes, booking confirmations, the burst) is in the
    // two servers' files exactly once, and each message was tried once.
    const rows = await query<{ channel: string; recipient: string; body: string }>(
      "select channel, recipient, body from outbox_message",
    );
    const key = (channel: string, to: string, text: string) => `${channel} ${to} ${text}`;
    const fromDb = rows.map((row) => key(row.channel, row.recipient, row.body)).sort();
    const fromFiles = sent()
      .map((line) => key(line.channel, line.to, line.text))
      .sort();
    expect(fromFiles).toEqual(fromDb);
    const [attempts] = await query<{ n: string; messages: string }>(
      "select count(*) as n, count(distinct message_id) as messages from outbox_attempt",
    );
    expect(Number(attempts?.n)).toBe(rows.length);
    expect(Number(attempts?.messages)).toBe(rows.length);
    // Both workers took part in the burst.
    const burstBy = (server: RunningServer) =>
      outbox(server.dataDir).filter((line) => line.to === "+4799999999").length;
    expect(burstBy(a)).toBeGreaterThan(0);
    expect(burstBy(b)).toBeGreaterThan(0);
    expect(burstBy(a) + burstBy(b)).toBe(BURST);
  }, 30_000);

  it("an image uploaded on one is served by the other by its signed link, its variants too", async () => {
    const form = new FormData();
    form.append("file", new Blob([TINY_PNG], { type: "image/png" }), "sikringsskap.png");
    const uploaded = await fetch(`${a.url}/api/media/upload-customer-image`, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const url = ((await uploaded.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/media\/[^?]+\?exp=\d+&sig=[\w-]+$/);

    const [onA, onB] = await Promise.all([fetch(`${a.url}${url}`), fetch(`${b.url}${url}`)]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(Buffer.from(await onA.arrayBuffer()));
    const variant = `${url}&w=320&dpr=1`;
    const madeOnA = await fetch(`${a.url}${variant}`);
    const servedByB = await fetch(`${b.url}${variant}`);
    expect([madeOnA.status, servedByB.status]).toEqual([200, 200]);
    expect(servedByB.headers.get("content-type")).toBe(madeOnA.headers.get("content-type"));
    expect(Buffer.from(await servedByB.arrayBuffer())).toEqual(Buffer.from(await madeOnA.arrayBuffer()));
    // Its bare address opens nothing on either (decision 061).
    const bare = url.split("?")[0] as string;
    expect([(await fetch(`${a.url}${bare}`)).status, (await fetch(`${b.url}${bare}`)).status]).toEqual([
      404, 404,
    ]);
  });
});
