import fs from "node:fs";
import path from "node:path";
import { errorCatalogue, isErrorCode } from "@mt/contract/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthTestApp,
  createAuthTestApp,
  demoPhone,
  loginAs,
} from "../modules/auth/auth.test-support.ts";
import { STATUS_CODES } from "../plugins/errors.ts";

const apiSource = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(full);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test") ? [full] : [];
  });
}

/** The error codes a source file names where it throws or answers. */
export function codesNamedIn(text: string): string[] {
  const found = [
    ...text.matchAll(/\b(?:apiError|fieldError)\(\s*"([A-Z_]+)"/g),
    ...text.matchAll(/\berrorBody\(\s*\d+,\s*"([A-Z_]+)"/g),
    ...text.matchAll(/\bcode:\s*"([A-Z][A-Z_]+)"/g),
  ];
  return found.map((match) => match[1] as string);
}

/** A response that breaks the rule: an error whose code is not declared, or declared with another status. */
export function undeclared(status: number, body: unknown): string | null {
  if (status < 400) return null;
  const code = (body as { code?: unknown } | null)?.code;
  if (!isErrorCode(code)) return `${status} with undeclared code ${String(code)}`;
  const declared = errorCatalogue[code].status;
  return declared === status ? null : `${status} with ${code}, declared as ${declared}`;
}

describe("every error code the server can send is declared in the contract, with its status", () => {
  const files = sources(apiSource);

  it("errors are made only by apiError: no HttpError is built anywhere else", () => {
    const builders = files.filter(
      (file) =>
        !file.endsWith(path.join("lib", "http-error.ts")) &&
        /new HttpError\(/.test(fs.readFileSync(file, "utf8")),
    );
    expect(builders).toEqual([]);
  });

  it("every code the source names is in the catalogue", () => {
    const named = files.flatMap((file) =>
      codesNamedIn(fs.readFileSync(file, "utf8")).map((code) => ({ file, code })),
    );
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter(({ code }) => !isErrorCode(code))).toEqual([]);
  });

  it("the error handler answers a bare status with a code declared for that status", () => {
    for (const [status, code] of Object.entries(STATUS_CODES)) {
      expect(errorCatalogue[code].status, code).toBe(Number(status));
    }
  });

  it("finds a code that is not declared, or one sent with another status", () => {
    expect(codesNamedIn('throw apiError("NO_SUCH_CODE")')).toEqual(["NO_SUCH_CODE"]);
    expect(isErrorCode("NO_SUCH_CODE")).toBe(false);
    expect(undeclared(409, { code: "NO_SUCH_CODE" })).toBe("409 with undeclared code NO_SUCH_CODE");
    expect(undeclared(422, { code: "CART_BOOKED" })).toBe("422 with CART_BOOKED, declared as 409");
    expect(undeclared(409, { code: "CART_BOOKED" })).toBeNull();
  });
});

interface ApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  components: {
    responses: Record<
      string,
      { content: { "application/json": { schema: { properties: { code: { enum: string[] } } } } } }
    >;
  };
}

/** The codes the API document lists for a call's error status, or null for a call it does not list. */
function documentedCodes(doc: ApiDocument, method: string, url: string, status: number): string[] | null {
  const operation = doc.paths[url.replace(/:([A-Za-z_]+)/g, "{$1}")]?.[method.toLowerCase()];
  if (!operation) return null;
  const ref = operation.responses[status]?.$ref;
  const answer = ref && doc.components.responses[ref.replace("#/components/responses/", "")];
  return answer ? answer.content["application/json"].schema.properties.code.enum : [];
}

describe("what the server really answers to bad requests on every route, as the API document says", () => {
  let t: AuthTestApp;
  let admin: string;
  let doc: ApiDocument;

  beforeAll(async () => {
    t = await createAuthTestApp();
    admin = await loginAs(t, demoPhone("GLOBAL_ADMIN"));
    doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  });
  afterAll(() => t.close());

  it("is a declared code with its declared status, and never a 500", async () => {
    const routes = t.app.apiRoutes.filter((route) => route.access);
    const problems: string[] = [];
    const bodies: (string | undefined)[] = [
      undefined,
      "{not json",
      JSON.stringify({ unexpected: [1, { deep: null }] }),
      "[]",
    ];
    for (const route of routes) {
      const url = route.url.replace(/:([A-Za-z_]+)/g, "999999").replace("*", "x");
      for (const payload of route.method === "GET" || route.method === "DELETE" ? [undefined] : bodies) {
        for (const authorization of [undefined, `Bearer ${admin}`]) {
          const res = await t.app.inject({
            method: route.method as "POST",
            url,
            headers: {
              ...(payload !== undefined && { "content-type": "application/json" }),
              ...(authorization && { authorization }),
            },
            ...(payload !== undefined && { payload }),
          });
          const body = String(res.headers["content-type"]).includes("json") ? res.json() : null;
          const documented =
            res.statusCode >= 400 ? documentedCodes(doc, route.method, route.url, res.statusCode) : null;
          const problem =
            res.statusCode >= 500
              ? `${res.statusCode}`
              : (undeclared(res.statusCode, body) ??
                (documented && !documented.includes(body?.code)
                  ? `${res.statusCode} ${body?.code} not in the API document`
                  : null));
          if (problem) problems.push(`${route.method} ${route.url} ${payload ?? "(no body)"}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
