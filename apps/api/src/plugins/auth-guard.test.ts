import { ROLES, type Role } from "@mt/domain/roles/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Access, type Caller, decideAccess, ownContractorAccess, selfAccess } from "../lib/access.ts";
import {
  type AuthTestApp,
  createAuthTestApp,
  demoPhone,
  loginAs,
} from "../modules/auth/auth.test-support.ts";
import { type ApiRouteEntry, undeclaredRoutes } from "./auth-guard.ts";

const PROBE_HEADER = "x-guard-probe";
const PASSED = 299;

let t: AuthTestApp;
const tokens = new Map<Role, string>();
const callers = new Map<Role, { uuid: string; contractor: { id: number; uuid: string } | null }>();

beforeAll(async () => {
  t = await createAuthTestApp({ AUTH_CODES_PER_IP_PER_HOUR: "1000" }, (app) => {
    // A route someone forgot to declare.
    app.get("/api/test/undeclared", async () => ({ ok: true }));
    // Marks a request that got past the guard, before validation and the handler run.
    app.addHook("preValidation", async (request, reply) => {
      if (request.headers[PROBE_HEADER]) return reply.status(PASSED).send({ passed: true });
    });
  });
  for (const role of ROLES) {
    const token = await loginAs(t, demoPhone(role));
    tokens.set(role, token);
    const me = await t.app.inject({
      method: "POST",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
    const user = me.json().data;
    callers.set(role, {
      uuid: user.uuid,
      contractor: user.contractor && { id: user.contractor.id, uuid: user.contractor.uuid },
    });
  }
}, 120_000);
afterAll(() => t.close());

type Expectation = "allow" | 401 | 403 | 404 | "not-401";

/** The rule written out once more, independently of decideAccess, from the declaration alone. */
function expected(access: Access, role: Role | null, owning: boolean): Expectation {
  if (access.kind === "public") return "allow";
  if (role === null) return 401;
  if (access.kind === "user") return "allow";
  if (access.kind === "roles") return access.roles.includes(role) ? "allow" : 403;
  if (access.staff.includes(role)) return "allow";
  if (!access.roles.includes(role)) return 403;
  if (access.rule.kind === "check") return "not-401";
  // Someone else's resource reads as one that does not exist (decision 058).
  return owning ? "allow" : 404;
}

function fillPath(url: string, values: (name: string) => string): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(values(name)))
    .replace("*", "x");
}

function ownValue(access: Access, role: Role, name: string): string | null {
  if (access.kind !== "owner" || access.rule.kind === "check" || access.rule.param !== name) return null;
  const caller = callers.get(role);
  if (access.rule.kind === "self") return caller?.uuid ?? null;
  return caller?.contractor ? String(caller.contractor.id) : null;
}

async function probe(route: ApiRouteEntry, url: string, role: Role | null) {
  const headers: Record<string, string> = { [PROBE_HEADER]: "1" };
  if (role) headers.authorization = `Bearer ${tokens.get(role)}`;
  const res = await t.app.inject({ method: route.method as "GET", url, headers });
  return res.statusCode;
}

function check(status: number, want: Expectation, label: string) {
  if (want === "allow") expect(status, label).toBe(PASSED);
  else if (want === "not-401") expect(status, label).not.toBe(401);
  else expect(status, label).toBe(want);
}

describe("the route guard", () => {
  it("sees the routes: the identity calls are among them", () => {
    const urls = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(["POST /api/auth/confirm", "GET /api/user", "POST /api/auth/me"]),
    );
  });

  it("finds no API route without an access declaration", () => {
    const real = t.app.apiRoutes.filter((route) => !route.url.startsWith("/api/test/"));
    expect(undeclaredRoutes(real)).toEqual([]);
  });

  it("would fail for a route without a declaration, and the guard refuses it meanwhile", async () => {
    expect(undeclaredRoutes(t.app.apiRoutes)).toEqual(["GET /api/test/undeclared"]);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/test/undeclared",
      headers: { authorization: `Bearer ${tokens.get("GLOBAL_ADMIN")}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it("holds for every route and every role, and for nobody", async () => {
    const routes = t.app.apiRoutes.filter((route) => route.access && !route.url.startsWith("/api/test/"));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const access = route.access as Access;
      const anonymousUrl = fillPath(route.url, () => "999999");
      check(
        await probe(route, anonymousUrl, null),
        expected(access, null, false),
        `${route.method} ${route.url} anonymous`,
      );
      for (const role of ROLES) {
        const otherUrl = fillPath(route.url, () => "999999");
        const label = `${route.method} ${route.url} as ${role}`;
        check(await probe(route, otherUrl, role), expected(access, role, false), `${label} (not owner)`);
        const ownUrl = fillPath(route.url, (name) => ownValue(access, role, name) ?? "999999");
        if (ownUrl !== otherUrl) {
          check(await probe(route, ownUrl, role), expected(access, role, true), `${label} (owner)`);
        }
      }
    }
  }, 120_000);

  it("answers 401 and 403 in the error shape", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED", errors: {} });
    const customer = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${tokens.get("CUSTOMER")}` },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({
      message: "Du har ikke tilgang til dette.",
      code: "FORBIDDEN",
      errors: {},
    });
  });
});

describe("decideAccess", () => {
  const caller = (roles: Role[], contractor: Caller["contractor"] = null): Caller => ({
    id: 7,
    uuid: "u-7",
    phoneNumber: "+4790000000",
    availableRoles: roles,
    activeRoles: roles,
    contractor,
    sessionId: "s",
  });

  it("lets a contractor admin reach only its own contractor, and staff every contractor", async () => {
    const access = ownContractorAccess("id");
    const admin = caller(["CONTRACTOR_ADMIN"], { id: 3, uuid: "c-3" });
    expect(await decideAccess(access, admin, { id: "3" })).toBe("allow");
    expect(await decideAccess(access, admin, { id: "c-3" })).toBe("allow");
    expect(await decideAccess(access, admin, { id: "4" })).toBe("not-owner");
    expect(await decideAccess(access, caller(["CONTRACTOR_ADMIN"]), { id: "3" })).toBe("not-owner");
    const electrician = caller(["ELECTRICIAN"], { id: 3, uuid: "c-3" });
    expect(await decideAccess(access, electrician, { id: "3" })).toBe("forbidden");
    expect(await decideAccess(access, caller(["CASEWORKER"]), { id: "4" })).toBe("allow");
    expect(await decideAccess(access, null, { id: "3" })).toBe("unauthenticated");
  });

  it("lets an electrician reach only its own calendar", async () => {
    const access = selfAccess("uuid", ["ELECTRICIAN"]);
    expect(await decideAccess(access, caller(["ELECTRICIAN"]), { uuid: "u-7" })).toBe("allow");
    expect(await decideAccess(access, caller(["ELECTRICIAN"]), { uuid: "7" })).toBe("allow");
    expect(await decideAccess(access, caller(["ELECTRICIAN"]), { uuid: "u-8" })).toBe("not-owner");
    expect(await decideAccess(access, caller(["ELECTRICIAN"]), {})).toBe("not-owner");
  });

  it("counts active roles only: a switched-off role grants nothing", async () => {
    const access = { kind: "roles", roles: ["GLOBAL_ADMIN"] } as const;
    const switched: Caller = { ...caller(["CASEWORKER"]), availableRoles: ["CASEWORKER", "GLOBAL_ADMIN"] };
    expect(await decideAccess(access, switched, {})).toBe("forbidden");
  });
});
