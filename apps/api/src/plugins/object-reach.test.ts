import type { RouteRefs } from "@mt/contract/define-route";
import { isScopedKind, type ObjectKind, SCOPED_KINDS, type ScopedKind } from "@mt/domain/roles/object-kinds";
import { ROLES, type Role } from "@mt/domain/roles/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Access, userAccess } from "../lib/access.ts";
import { loginAs } from "../modules/auth/auth.test-support.ts";
import { minimalRequest } from "../test/request-samples.ts";
import { createTwoTenantApp, type Tenant, type TwoTenants } from "../test/two-tenants.ts";
import type { ApiRouteEntry } from "./auth-guard.ts";

/**
 * The object-reach audit (decision 058), generated from the registered routes like the route × role
 * audit: every route that names an id is called by each role of one tenant with the other tenant's
 * object in that place, and must answer 404 (path, query) or 422 under the field (body), never do
 * what was asked. A route with an undeclared id fails here until its contract says what the id names.
 */

const STAFF: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"];

/** Who reaches every object of a kind, written out here apart from the resolvers. */
const SEES_ALL: Record<ScopedKind, readonly Role[]> = {
  project: STAFF,
  claim: STAFF,
  offer: [...STAFF, "INSPECTOR"],
  inspection: [...STAFF, "INSPECTOR"],
  timeslot: STAFF,
  contractor: STAFF,
  electrician: STAFF,
  "availability-exception": STAFF,
  "sales-partner": STAFF,
  department: STAFF,
  "partner-person": STAFF,
  // Inspectors run every inspection, so they see the customers who have one (decision 059).
  customer: [...STAFF, "INSPECTOR"],
  user: ["GLOBAL_ADMIN"],
  document: STAFF,
  image: STAFF,
  rating: STAFF,
  invitation: [],
};

/** Who of tenant B reaches B's own object of each kind (the fixture's links say so). */
const PROJECT_PEOPLE: readonly Role[] = [
  "CONTRACTOR_ADMIN",
  "ELECTRICIAN",
  "SALES_PARTNER_ADMIN",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "STORE_EMPLOYEE",
  "SALES_PARTNER_SELLER",
  "CUSTOMER",
];
const INSTALLER: readonly Role[] = ["CONTRACTOR_ADMIN", "ELECTRICIAN"];
const OWNS: Record<ScopedKind, readonly Role[]> = {
  project: PROJECT_PEOPLE,
  claim: [...INSTALLER, "CUSTOMER"],
  offer: [...PROJECT_PEOPLE, "INSPECTOR"],
  inspection: [...PROJECT_PEOPLE, "INSPECTOR"],
  timeslot: INSTALLER,
  contractor: INSTALLER,
  electrician: INSTALLER,
  "availability-exception": INSTALLER,
  "sales-partner": ["SALES_PARTNER_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"],
  department: [
    "SALES_PARTNER_ADMIN",
    "SALES_PARTNER_DEPARTMENT_ADMIN",
    "STORE_EMPLOYEE",
    "SALES_PARTNER_SELLER",
  ],
  "partner-person": [
    "SALES_PARTNER_ADMIN",
    "SALES_PARTNER_DEPARTMENT_ADMIN",
    "STORE_EMPLOYEE",
    "SALES_PARTNER_SELLER",
  ],
  customer: ["STORE_EMPLOYEE", "SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_ADMIN"],
  user: ["CUSTOMER"],
  document: ["CONTRACTOR_ADMIN"],
  image: ["CUSTOMER"],
  rating: [],
  invitation: ["CUSTOMER"],
};

/** Query and body values the smallest request cannot guess (a date, a post code), by route. */
const SAMPLES: Record<string, { query?: Record<string, unknown>; body?: Record<string, unknown> }> = {
  "POST /api/project/:uuid/reschedule": { body: { startsAt: "2031-03-03T07:00:00.000Z" } },
  "POST /api/claim/:uuid/schedule": { body: { startsAt: "2031-03-03T07:00:00.000Z" } },
  "POST /api/offer/project/:uuid": { body: { validUntil: "2031-12-31" } },
  "POST /api/contractor/:id/invoice-emails": { body: { invoice_emails: ["faktura@example.no"] } },
  "POST /api/contractor/:id/electrician": { body: { phone_number: "+4798000001" } },
  "GET /api/contractor/:id/calendar": { query: { from: "2031-01-01", to: "2031-01-31" } },
  "POST /api/contractor/:id/electrician/:uuid/availability-exception": {
    body: { from_date: "2031-08-01", to_date: "2031-08-02" },
  },
  "POST /api/sales-partner/:id/people": { body: { phoneNumber: "+4798000002" } },
};

/** A field is an id when its name says so; path parameters always name something. */
const ID_NAME =
  /(^|_)(id|uuid|ids|pid)$|(Id|Ids|Uuid)$|^(contractor|electrician|customer|salesPartner|salesPartnerDepartment|department|project)$/;

let tenants: TwoTenants;
const tokens = new Map<string, string>();

beforeAll(async () => {
  tenants = await createTwoTenantApp({}, (app) => {
    // The resolver of a kind, asked directly for the logged-in caller: the audit's positive controls.
    app.get("/api/test/reach/:kind/:value", { config: { access: userAccess } }, async (request) => {
      const { kind, value } = request.params as { kind: ScopedKind; value: string };
      const resolver = app.objectReach.resolver(kind);
      return { reaches: resolver ? await resolver(request.user, value) : null };
    });
  });
  const phones = new Set([...Object.values(tenants.A.phones), ...Object.values(tenants.B.phones)]);
  for (const phone of phones) if (phone) tokens.set(phone, await loginAs(tenants.t, phone));
}, 300_000);
afterAll(() => tenants?.t.close());

const reachCache = new Map<string, boolean | null>();
/** The kind's resolver asked for the caller directly (the audit's positive control and its own-object check). */
async function reaches(phone: string, kind: ScopedKind, value: string): Promise<boolean | null> {
  const key = `${phone} ${kind} ${value}`;
  if (!reachCache.has(key)) {
    const res = await tenants.t.app.inject({
      method: "GET",
      url: `/api/test/reach/${kind}/${encodeURIComponent(value)}`,
      headers: { authorization: `Bearer ${tokens.get(phone)}` },
    });
    reachCache.set(key, res.json().reaches as boolean | null);
  }
  return reachCache.get(key) ?? null;
}

const realRoutes = () =>
  tenants.t.app.apiRoutes.filter((route) => route.access && !route.url.startsWith("/api/test/"));

const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);

interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  additionalProperties?: JsonNode | boolean;
}
const jsonSchema = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonNode;

/** Every id-like field of a request schema, as a field path (`*` for the items of a list). */
function idFields(schema: unknown): string[] {
  if (!schema) return [];
  const found = new Set<string>();
  const walk = (node: JsonNode | undefined, path: string[]) => {
    if (!node || typeof node !== "object") return;
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(branch, path);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (ID_NAME.test(name)) found.add([...path, name].join("."));
      walk(child, [...path, name]);
    }
    if (node.items) walk(node.items, [...path, "*"]);
    if (typeof node.additionalProperties === "object") walk(node.additionalProperties, [...path, "*"]);
  };
  walk(jsonSchema(schema), []);
  return [...found];
}

/** Does the schema want a number at this field path (a media id), rather than a string? */
function wantsNumber(schema: unknown, path: string): boolean {
  let nodes: JsonNode[] = [jsonSchema(schema)];
  const expand = (list: JsonNode[]): JsonNode[] =>
    list.flatMap((node) => [
      node,
      ...expand([...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]),
    ]);
  for (const step of path.split(".")) {
    nodes = expand(nodes).flatMap((node) => {
      const next = step === "*" ? node.items : node.properties?.[step];
      return next ? [next] : [];
    });
  }
  return expand(nodes).some((node) => {
    const leaf = node.items ?? node;
    return [leaf.type ?? []].flat().some((type) => type === "integer" || type === "number");
  });
}

/** Sets a value at a field path, making lists of one item where the path steps into `*`. */
function setAt(target: Record<string, unknown>, path: string, value: unknown, asList: boolean) {
  const steps = path.split(".");
  let node: Record<string, unknown> | unknown[] = target;
  steps.forEach((step, index) => {
    const last = index === steps.length - 1;
    const key = step === "*" ? 0 : step;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[key] = asList ? [value] : value;
      return;
    }
    const nextIsList = steps[index + 1] === "*";
    const existing = container[key];
    if (typeof existing !== "object" || existing === null) container[key] = nextIsList ? [{}] : {};
    else if (Array.isArray(existing) && existing.length === 0) existing.push({});
    node = container[key] as Record<string, unknown>;
  });
}

/** The roles a route lets in (the route × role audit proves the others are refused). */
function rolesLetIn(access: Access): readonly Role[] {
  if (access.kind === "public" || access.kind === "user") return ROLES;
  if (access.kind === "roles") return access.roles;
  return [...new Set([...access.roles, ...access.staff])];
}

const scopedRefs = (refs: RouteRefs | undefined) =>
  (["params", "query", "body"] as const).flatMap((part) =>
    Object.entries(refs?.[part] ?? {})
      .filter(([, kind]) => isScopedKind(kind))
      .map(([path, kind]) => ({ part, path, kind: kind as ScopedKind })),
  );

interface Attempt {
  route: ApiRouteEntry;
  part: "params" | "query" | "body";
  path: string;
  kind: ScopedKind;
  caller: Tenant;
  role: Role;
}

/** The request: the caller's own objects everywhere, the other tenant's in the one place tried. */
function requestFor({ route, part, path, kind, caller, role }: Attempt) {
  const other = caller === tenants.A ? tenants.B : tenants.A;
  const foreign = kind === "project" && role === "INSPECTOR" ? other.jobProject : other.objects[kind];
  const own = (ownKind: ObjectKind) => (isScopedKind(ownKind) ? caller.objects[ownKind] : "1");
  const refs = route.refs ?? {};
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(part === "params" && name === path ? foreign : own(refs.params?.[name] ?? "page")),
  );
  const sample = SAMPLES[`${route.method} ${route.url}`] ?? {};
  const query = {
    ...((minimalRequest(route.schema.querystring) as Record<string, unknown>) ?? {}),
    ...sample.query,
  };
  if (part === "query") query[path] = foreign;
  let payload: Record<string, unknown> | undefined;
  if (route.schema.body) {
    payload = { ...((minimalRequest(route.schema.body) as Record<string, unknown>) ?? {}), ...sample.body };
    for (const [field, fieldKind] of Object.entries(refs.body ?? {})) {
      if (!isScopedKind(fieldKind)) continue;
      const value = part === "body" && field === path ? foreign : own(fieldKind);
      const listed = !field.endsWith("*") && /Ids$|_ids$/.test(field);
      setAt(payload, field, wantsNumber(route.schema.body, field) ? Number(value) : value, listed);
    }
  }
  return { url, query: query as Record<string, string>, payload };
}

/** Does the caller reach their own objects in the request's other scoped places? */
async function ownElsewhere(attempt: Attempt, phone: string): Promise<boolean> {
  for (const ref of scopedRefs(attempt.route.refs)) {
    if (ref.part === attempt.part && ref.path === attempt.path) continue;
    if (ref.part === "query") continue;
    if (!(await reaches(phone, ref.kind, attempt.caller.objects[ref.kind]))) return false;
  }
  return true;
}

describe("object reach", () => {
  it("every id a route takes is declared in its contract: what it names", () => {
    const undeclared: string[] = [];
    for (const route of realRoutes()) {
      const refs = route.refs ?? {};
      const name = `${route.method} ${route.url}`;
      for (const param of pathParams(route.url)) {
        if (!refs.params?.[param]) undeclared.push(`${name} path :${param}`);
      }
      for (const field of idFields(route.schema.querystring)) {
        if (!refs.query?.[field]) undeclared.push(`${name} query ${field}`);
      }
      for (const field of idFields(route.schema.body)) {
        if (!refs.body?.[field]) undeclared.push(`${name} body ${field}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("would catch a route that names an id without saying what it is", () => {
    expect(
      idFields(z.object({ mediaId: z.number(), lines: z.array(z.object({ productId: z.number() })) })),
    ).toEqual(["mediaId", "lines.*.productId"]);
  });

  it("has a resolver for every scoped kind, and both tenants hold one of each", () => {
    const missing = SCOPED_KINDS.filter((kind) => !tenants.t.app.objectReach.resolver(kind));
    expect(missing).toEqual([]);
    for (const tenant of [tenants.A, tenants.B]) {
      for (const kind of SCOPED_KINDS) expect(tenant.objects[kind], `${tenant.label} ${kind}`).toBeTruthy();
    }
  });

  it("lets each of tenant B's people reach B's own objects, and staff everyone's", async () => {
    const wrong: string[] = [];
    for (const kind of SCOPED_KINDS) {
      for (const role of OWNS[kind]) {
        const phone = tenants.B.phones[role] ?? "";
        if ((await reaches(phone, kind, tenants.B.objects[kind])) !== true)
          wrong.push(`B ${role} own ${kind}`);
      }
      for (const role of SEES_ALL[kind]) {
        const phone = tenants.A.phones[role] ?? "";
        if ((await reaches(phone, kind, tenants.B.objects[kind])) !== true)
          wrong.push(`A ${role} any ${kind}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("answers 404 (422 in a body) to every role of each tenant naming the other tenant's object", async () => {
    const leaks: string[] = [];
    let calls = 0;
    let inconclusive = 0;
    const pairs = new Set<string>();
    for (const route of realRoutes()) {
      for (const ref of scopedRefs(route.refs)) {
        for (const caller of [tenants.A, tenants.B]) {
          for (const role of rolesLetIn(route.access as Access)) {
            if (SEES_ALL[ref.kind].includes(role)) continue;
            // Staff are nobody's tenant: they try from A only.
            const phone = caller.phones[role];
            if (!phone) continue;
            const attempt: Attempt = { route, ...ref, caller, role };
            // The caller's own objects in the other places must be theirs, or the answer proves nothing
            // about this one (tenant B's people reach all of theirs; the demo's roles not always).
            if (!(await ownElsewhere(attempt, phone))) {
              inconclusive += 1;
              continue;
            }
            const { url, query, payload } = requestFor(attempt);
            const res = await tenants.t.app.inject({
              method: route.method as "GET",
              url,
              query,
              ...(payload !== undefined && { payload }),
              headers: { authorization: `Bearer ${tokens.get(phone)}` },
            });
            calls += 1;
            pairs.add(`${route.method} ${route.url} ${ref.part} ${ref.path}`);
            const field = ref.path.replaceAll("*", "0");
            const body = (res.headers["content-type"]?.toString().includes("json") ? res.json() : {}) as {
              errors?: Record<string, string[]>;
            };
            const refused =
              ref.part === "body"
                ? res.statusCode === 422 &&
                  Object.keys(body.errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`))
                : res.statusCode === 404;
            if (!refused) {
              leaks.push(
                `${route.method} ${route.url} ${ref.part} ${ref.path} (${ref.kind}) as ${caller.label} ${role}: ${res.statusCode} ${res.body.slice(0, 160)}`,
              );
            }
          }
        }
      }
    }
    console.info(
      `object-reach audit: ${calls} calls (${inconclusive} left out: own object elsewhere not the caller's)`,
    );
    expect(leaks).toEqual([]);
  }, 600_000);
});
