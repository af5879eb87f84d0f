import path from "node:path";
import { matchPattern, PAGE_ACCESS } from "@mt/domain/roles/page-access";
import { ROLES, type Role } from "@mt/domain/roles/roles";
import { type AccessCaller, decideAccess } from "@mt/domain/roles/route-access";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/browser.ts";
import { newestCode as codeTexted } from "./support/outbox.ts";
import type { RunningServer } from "./support/server.ts";
import { sessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

/** The demo user of each role (apps/api/src/modules/users/users.seed.ts). */
const PHONES: Record<Role, string> = {
  GLOBAL_ADMIN: "+4790000001",
  CASEWORKER: "+4790000002",
  INSPECTOR: "+4790000003",
  CONTRACTOR_ADMIN: "+4790000004",
  ELECTRICIAN: "+4790000005",
  STORE_EMPLOYEE: "+4790000006",
  CUSTOMER: "+4790000007",
  CUSTOMER_SERVICE: "+4790000008",
  SALES_PARTNER_ADMIN: "+4790000009",
  SALES_PARTNER_DEPARTMENT_ADMIN: "+4790000010",
  SALES_PARTNER_SELLER: "+4790000011",
};
const SOMEONE_ELSE = "00000000-0000-4000-8000-000000000000";

interface Session {
  token: string;
  caller: AccessCaller;
}
const sessions = new Map<Role, Session>();

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({
    env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "50" },
  }));
  for (const role of ROLES) sessions.set(role, await logIn(PHONES[role]));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const newestCode = (phoneNumber: string) => codeTexted(server.dataDir, phoneNumber);

async function logIn(phoneNumber: string): Promise<Session> {
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await post("/api/auth/login", { phone_number: phoneNumber })).status).toBe(200);
  const confirmed = await post("/api/auth/confirm", {
    phone_number: phoneNumber,
    code: await newestCode(phoneNumber),
  });
  expect(confirmed.status).toBe(200);
  const { user } = (await confirmed.json()).data;
  return {
    token: sessionToken(confirmed),
    caller: {
      id: user.id,
      uuid: user.uuid,
      activeRoles: user.activeRoles,
      contractor: user.contractor,
      salesPartner: user.salesPartner,
    },
  };
}

async function open(pathname: string, session: Session | null) {
  const res = await fetch(`${server.url}${pathname}`, {
    redirect: "manual",
    headers: session ? { cookie: `AuthToken=${session.token}` } : {},
  });
  return { status: res.status, location: res.headers.get("location") };
}

/** The page's own parameters: the caller's own uuid for their resource, or someone else's. */
function fill(pattern: string, session: Session | null, own: boolean): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!own || !session) return SOMEONE_ELSE;
    if (name === "contractorUuid") return session.caller.contractor?.uuid ?? SOMEONE_ELSE;
    if (name === "partnerUuid") return session.caller.salesPartner?.uuid ?? SOMEONE_ELSE;
    return session.caller.uuid;
  });
}

/**
 * Whether an installer page names something real: the caller's own company, or the caller as an
 * electrician (a page without such a parameter always does).
 */
function namesReal(pattern: string, pathname: string, session: Session | null): boolean {
  const caller = session?.caller;
  const company = caller?.contractor?.uuid;
  if (pattern.includes(":contractorUuid")) return Boolean(company && pathname.includes(company));
  if (pattern.includes(":partnerUuid")) {
    const partner = caller?.salesPartner?.uuid;
    return Boolean(partner && pathname.includes(partner));
  }
  if (pattern.includes(":electricianUuid"))
    return Boolean(caller?.activeRoles.includes("ELECTRICIAN") && pathname.includes(caller.uuid));
  return true;
}

describe("the back-office pages, for every role", () => {
  it("answer as the page-access table declares: 200, login, 403, or 404 for someone else's uuid", async () => {
    const wrong: string[] = [];
    for (const { pattern, access } of PAGE_ACCESS) {
      for (const role of [null, ...ROLES]) {
        const session = role ? (sessions.get(role) as Session) : null;
        for (const own of [true, false]) {
          const pathname = fill(pattern, session, own);
          if (!own && pathname === fill(pattern, session, true)) continue;
          const params = matchPattern(pattern, pathname) ?? {};
          const decision = await decideAccess(access, session?.caller ?? null, params);
          // An unknown project of one's own is simply not found; so is an installer page of no real
          // company or electrician (staff asking for someone else's uuid, or their own that is no
          // electrician's).
          const unknown = /:(uuid|number|id)\b/.test(pattern) || !namesReal(pattern, pathname, session);
          // A partner's own admins asking for the list are sent on to their partner's page.
          const sentOn =
            pattern === "/selgere" &&
            (role === "SALES_PARTNER_ADMIN" || role === "SALES_PARTNER_DEPARTMENT_ADMIN");
          const allowed = unknown ? 404 : sentOn ? 302 : 200;
          const want = { allow: allowed, unauthenticated: 302, forbidden: 403, "not-owner": 404 }[decision];
          const got = await open(pathname, session);
          if (got.status !== want)
            wrong.push(`${pathname} as ${role ?? "anonymous"}: ${got.status}, want ${want}`);
          if (decision === "unauthenticated") {
            expect(got.location).toBe(`/logginn?redirect=${encodeURIComponent(pathname)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("keep out exactly those the attacker's probe got in", async () => {
    const customer = sessions.get("CUSTOMER") as Session;
    const electrician = sessions.get("ELECTRICIAN") as Session;
    const installer = sessions.get("CONTRACTOR_ADMIN") as Session;
    expect((await open("/prosjekter", customer)).status).toBe(403);
    expect((await open("/kunder", electrician)).status).toBe(403);
    expect((await open(`/partner/${SOMEONE_ELSE}/kalender`, installer)).status).toBe(404);
    expect((await open(`/partner/${installer.caller.contractor?.uuid}/kalender`, installer)).status).toBe(
      200,
    );
    for (const role of ["CUSTOMER", "CASEWORKER", "ELECTRICIAN"] as const) {
      expect((await open("/jobbmaler/liste", sessions.get(role) as Session)).status).toBe(403);
      expect((await open("/produkter/liste", sessions.get(role) as Session)).status).toBe(403);
    }
    expect((await open("/jobbmaler/liste", sessions.get("GLOBAL_ADMIN") as Session)).status).toBe(200);
  });

  it("shows a refused page as «Du har ikke tilgang til denne siden», accessibly", async () => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: "AuthToken", value: (sessions.get("CUSTOMER") as Session).token, url: server.url },
    ]);
    const page = await context.newPage();
    const res = await page.goto(`${server.url}/prosjekter`);
    expect(res?.status()).toBe(403);
    await page.getByRole("heading", { level: 1, name: "Du har ikke tilgang til denne siden" }).waitFor();
    expect(await page.getByRole("link", { name: "Home page" }).getAttribute("href")).toBe("/");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "page-403.png"), fullPage: true });
    await context.close();
  });
});
