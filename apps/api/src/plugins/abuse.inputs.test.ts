import { ROLES, type Role } from "@mt/domain/roles/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access } from "../lib/access.ts";
import {
  type AuthTestApp,
  createAuthTestApp,
  demoPhone,
  loginAs,
} from "../modules/auth/auth.test-support.ts";
import { minimalRequest, stringInputs } from "../test/request-samples.ts";
import type { ApiRouteEntry } from "./auth-guard.ts";
import { DEPTH_MESSAGE, MAX_JSON_DEPTH, NUL_MESSAGE } from "./input-guard.ts";

/**
 * Abuse cases over every API route, beside the route-access audit: a route added later is covered
 * the day it is registered. What a caller may send is bounded: the body's size, its nesting, and
 * every free-text string (no NUL character, no unbounded length).
 */

const BODY_LIMIT = 1024 * 1024;
/** Longer than any free-text field may be; a query string stays under the 16 KiB request-line limit. */
const OVER_LONG = { body: 100_001, query: 3_001 } as const;

let t: AuthTestApp;
const tokens = new Map<Role, string>();
/** Per route, credentials that get past its access check (so validation is what answers). */
const callers = new Map<string, Record<string, string>>();

const label = (route: ApiRouteEntry) => `${route.method} ${route.url}`;
const hasBody = (route: ApiRouteEntry) => route.method !== "GET" && route.method !== "DELETE";
/** The route's URL with parameters that pass validation (uuids, numbers) but name nothing. */
const fillPath = (route: ApiRouteEntry) => {
  const params = (minimalRequest(route.schema.params) ?? {}) as Record<string, unknown>;
  return route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => String(params[name] ?? "999999"));
};
const routes = () =>
  t.app.apiRoutes.filter((route) => route.access && !route.url.startsWith("/api/auth/dev-"));

async function send(route: ApiRouteEntry, options: { url?: string; payload?: string } = {}) {
  return t.app.inject({
    method: route.method as "POST",
    url: options.url ?? fillPath(route),
    headers: {
      ...callers.get(label(route)),
      ...(options.payload !== undefined && { "content-type": "application/json" }),
    },
    ...(options.payload !== undefined && { payload: options.payload }),
  });
}

beforeAll(async () => {
  // Limits on sending codes would answer 429 before the sweep reaches validation.
  t = await createAuthTestApp({ AUTH_CODES_PER_IP_PER_HOUR: "10000" });
  for (const role of ROLES) tokens.set(role, await loginAs(t, demoPhone(role)));
  for (const route of routes()) {
    const role = permittedRole(route.access as Access);
    callers.set(label(route), role ? { authorization: `Bearer ${tokens.get(role)}` } : {});
  }
}, 120_000);

/** A role the declaration lets through (staff reach every owner's resources), or none for public calls. */
function permittedRole(access: Access): Role | null {
  if (access.kind === "public") return null;
  if (access.kind === "user") return "CUSTOMER";
  if (access.kind === "roles") return access.roles[0] ?? null;
  return access.staff[0] ?? access.roles[0] ?? null;
}
afterAll(() => t.close());

function errorsOf(res: { statusCode: number; json(): unknown }) {
  return res.statusCode === 422 ? ((res.json() as { errors: Record<string, string[]> }).errors ?? {}) : {};
}

describe("abuse: every body-reading route", () => {
  it("refuses a body over 1 MiB with 413 in the error shape, before reading it whole", async () => {
    const problems: string[] = [];
    const huge = JSON.stringify({ padding: "x".repeat(BODY_LIMIT) });
    for (const route of routes().filter(hasBody)) {
      const res = await send(route, { payload: huge });
      if (res.statusCode !== 413 || res.json().code !== "PAYLOAD_TOO_LARGE") {
        problems.push(`${label(route)}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 422, never a 500`, async () => {
    const problems: string[] = [];
    const deep = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;
    for (const route of routes().filter(hasBody)) {
      const res = await send(route, { payload: deep });
      const errors = errorsOf(res);
      if (!Object.values(errors).flat().includes(DEPTH_MESSAGE))
        problems.push(`${label(route)}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("abuse: every free-text input", () => {
  it("the sweep reaches the string fields of the storefront and the back office", () => {
    const fields = routes().flatMap((route) => [
      ...stringInputs(route.schema.body).map((input) => `${label(route)} ${input.field}`),
      ...stringInputs(route.schema.querystring).map((input) => `${label(route)} ?${input.field}`),
    ]);
    expect(fields).toEqual(
      expect.arrayContaining([
        "POST /api/cart/:id/book contactInformation.address",
        "POST /api/cart line_items.0.data.commentForElectrician",
        "PATCH /api/user first_name",
        "POST /api/cart/:id/reminders email",
        "PATCH /api/cms/navigation/:id items.0.label",
        "GET /api/page ?search",
        "GET /api/cms/link-search ?search",
      ]),
    );
  });

  it("a NUL character in any JSON string is a 422 under that field", async () => {
    const problems: string[] = [];
    for (const route of routes().filter(hasBody)) {
      for (const input of stringInputs(route.schema.body)) {
        const res = await send(route, { payload: JSON.stringify(input.sample("a\u0000b")) });
        if (!errorsOf(res)[input.field]?.includes(NUL_MESSAGE)) {
          problems.push(`${label(route)} ${input.field}: ${res.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("an over-long value in any JSON string is a 422 under that field", async () => {
    const problems: string[] = [];
    for (const route of routes().filter(hasBody)) {
      for (const input of stringInputs(route.schema.body)) {
        const res = await send(route, { payload: JSON.stringify(input.sample("a".repeat(OVER_LONG.body))) });
        if (!errorsOf(res)[input.field]) problems.push(`${label(route)} ${input.field}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("a NUL character or an over-long value in any query parameter is a 422", async () => {
    const problems: string[] = [];
    for (const route of routes()) {
      const base = (minimalRequest(route.schema.querystring) ?? {}) as Record<string, string>;
      for (const input of stringInputs(route.schema.querystring)) {
        const query = (value: string) => new URLSearchParams({ ...base, [input.field]: value }).toString();
        const url = (value: string) => `${fillPath(route)}?${query(value)}`;
        const nul = await send(route, { url: url("a\u0000b") });
        if (!errorsOf(nul).query?.includes(NUL_MESSAGE))
          problems.push(`${label(route)} ?${input.field} NUL: ${nul.statusCode}`);
        const long = await send(route, { url: url("a".repeat(OVER_LONG.query)) });
        if (!errorsOf(long)[input.field])
          problems.push(`${label(route)} ?${input.field} long: ${long.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("a NUL character in a path parameter is a 422, never a 500", async () => {
    const problems: string[] = [];
    for (const route of routes().filter((candidate) => candidate.url.includes(":"))) {
      const res = await send(route, { url: route.url.replace(/:([A-Za-z_]+)/g, "a%00b") });
      if (!errorsOf(res).path?.includes(NUL_MESSAGE)) problems.push(`${label(route)}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
