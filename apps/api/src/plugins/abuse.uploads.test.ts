import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { Role } from "@mt/domain/roles/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Access, publicAccess } from "../lib/access.ts";
import {
  type AuthTestApp,
  createAuthTestApp,
  demoPhone,
  freshIp,
  loginAs,
} from "../modules/auth/auth.test-support.ts";
import {
  activePdfContent,
  activeSvgContent,
  multipartBody,
  pdfAttacks,
  SVG_ATTACKS,
  type UploadAttack,
} from "../modules/media/media.test-support.ts";
import type { ApiRouteEntry } from "./auth-guard.ts";

/**
 * Every API route that reads a file (multipart, or a raw SVG, PDF or byte body) is found by asking
 * the app, not from a list, and gets every SVG and PDF attack: each must be refused with a declared
 * code or stored cleaned (fetched back and checked). A new upload route is covered the day it lands.
 */

const PROBE_HEADER = "x-upload-probe";
const PASSED = 299;
const CARELESS = "/api/test/careless-upload";
/** How a route may take a file: a multipart form, or the file as the raw body with its type. */
const ENCODINGS = ["multipart", "image/svg+xml", "application/pdf", "application/octet-stream"] as const;
type Encoding = (typeof ENCODINGS)[number];

interface UploadRoute {
  route: ApiRouteEntry;
  url: string;
  role: Role | null;
  encodings: Encoding[];
}

let t: AuthTestApp;
let attacks: UploadAttack[];
const tokens = new Map<Role, string>();
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-abuse-uploads-"));

beforeAll(async () => {
  t = await createAuthTestApp(
    { MEDIA_DIR: mediaDir, MEDIA_CUSTOMER_UPLOADS_PER_HOUR: "100000", AUTH_CODES_PER_IP_PER_HOUR: "1000" },
    (app) => {
      // An upload route someone wrote without the sanitiser: it keeps the file as sent.
      app.register(async (scope) => {
        await scope.register(multipart);
        const files: Buffer[] = [];
        scope.post(CARELESS, { config: { access: publicAccess } }, async (request, reply) => {
          const file = await request.file();
          files.push(await (file as NonNullable<typeof file>).toBuffer());
          return reply.status(201).send({ data: { url: `/api/test/careless-file/${files.length - 1}` } });
        });
        scope.get(
          "/api/test/careless-file/:n",
          { config: { access: publicAccess } },
          async (request, reply) =>
            reply.type("image/svg+xml").send(files[Number((request.params as { n: string }).n)]),
        );
      });
      // A request that got past the guard and the body parser, before validation and the handler.
      app.addHook("preValidation", async (request, reply) => {
        if (request.headers[PROBE_HEADER]) return reply.status(PASSED).send({ passed: true });
      });
    },
  );
  attacks = [...SVG_ATTACKS, ...(await pdfAttacks())];
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** A role the declaration lets through (staff see every owned resource), or null for anyone. */
function callerFor(access: Access | undefined): Role | null {
  if (!access || access.kind === "public") return null;
  if (access.kind === "user") return "CUSTOMER";
  if (access.kind === "roles") return access.roles[0] ?? null;
  return access.staff[0] ?? access.roles[0] ?? null;
}

async function headersFor(role: Role | null): Promise<Record<string, string>> {
  if (!role) return {};
  if (!tokens.has(role)) tokens.set(role, await loginAs(t, demoPhone(role)));
  return { authorization: `Bearer ${tokens.get(role)}` };
}

async function send(
  target: Omit<UploadRoute, "encodings">,
  encoding: Encoding,
  bytes: Buffer,
  filename: string,
  extra = {},
) {
  const body =
    encoding === "multipart"
      ? await multipartBody(bytes, filename)
      : { payload: bytes, contentType: encoding };
  return t.app.inject({
    method: target.route.method as "POST",
    url: target.url,
    headers: { ...(await headersFor(target.role)), "content-type": body.contentType, ...extra },
    payload: body.payload,
    remoteAddress: freshIp(),
  });
}

/** The routes whose body parser takes a file in some encoding; the rest answer 415. */
async function discoverUploadRoutes(): Promise<UploadRoute[]> {
  const found: UploadRoute[] = [];
  for (const route of t.app.apiRoutes) {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
    const target = {
      route,
      url: route.url.replace(/:([A-Za-z_]+)/g, "999999"),
      role: callerFor(route.access),
    };
    const encodings: Encoding[] = [];
    for (const encoding of ENCODINGS) {
      const res = await send(target, encoding, Buffer.from("probe"), "probe.txt", { [PROBE_HEADER]: "1" });
      if (res.statusCode === PASSED) encodings.push(encoding);
      else if (res.statusCode !== 415) {
        throw new Error(`${route.method} ${route.url} as ${target.role}: ${res.statusCode} ${res.body}`);
      }
    }
    if (encodings.length > 0) found.push({ ...target, encodings });
  }
  return found;
}

/** What went wrong when the route got the attack: empty when it was refused or stored clean. */
async function attack(target: UploadRoute, encoding: Encoding, file: UploadAttack): Promise<string[]> {
  const label = `${target.route.method} ${target.route.url} (${encoding}) ${file.name}`;
  const res = await send(target, encoding, file.bytes, file.filename);
  if (res.statusCode >= 400) {
    const code = res.json().code as string;
    const declared = file.expect === "stored-clean" ? ["UNSAFE_SVG"] : file.expect;
    if (res.statusCode >= 500 || ![...declared, "FILE_TYPE_NOT_ALLOWED"].includes(code)) {
      return [`${label}: refused with ${res.statusCode} ${code}, not a declared refusal`];
    }
    return [];
  }
  const url = res.json()?.data?.url;
  if (typeof url !== "string") return [`${label}: stored (${res.statusCode}) without a URL to check it by`];
  const served = await t.app.inject({ method: "GET", url });
  const active = file.filename.endsWith(".svg")
    ? activeSvgContent(served.body)
    : activePdfContent(served.rawPayload);
  const problems = active.map((finding) => `${label}: stored with ${finding}`);
  if (!String(served.headers["content-security-policy"] ?? "").includes("sandbox")) {
    problems.push(`${label}: served without the sandbox policy`);
  }
  // A hidden upload opens by the signed link it answered with, never by its bare address (decision 061).
  if (res.json().data.hidden) {
    const bare = await t.app.inject({ method: "GET", url: url.split("?")[0] });
    if (bare.statusCode !== 404) problems.push(`${label}: hidden, yet served by its bare address`);
  }
  return problems;
}

async function attackAll(target: UploadRoute): Promise<string[]> {
  const problems: string[] = [];
  for (const encoding of target.encodings) {
    for (const file of attacks) problems.push(...(await attack(target, encoding, file)));
  }
  return problems;
}

describe("every upload route sanitises what it stores", () => {
  let routes: UploadRoute[];
  beforeAll(async () => {
    routes = await discoverUploadRoutes();
  }, 120_000);

  it("finds the upload routes by asking the app, the careless test route among them", () => {
    const urls = routes.map((route) => `${route.route.method} ${route.route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "POST /api/media/upload",
        "POST /api/media/upload-cms-image",
        "POST /api/media/upload-customer-image",
        "POST /api/media/upload-document",
        `POST ${CARELESS}`,
      ]),
    );
  });

  it("refuses or cleans every SVG and PDF attack on every upload route", async () => {
    const real = routes.filter((route) => !route.route.url.startsWith("/api/test/"));
    expect(real.length).toBeGreaterThanOrEqual(4);
    const problems: string[] = [];
    for (const route of real) problems.push(...(await attackAll(route)));
    expect(problems).toEqual([]);
  }, 300_000);

  it("would fail for an upload route that skips the sanitiser", async () => {
    const careless = routes.find((route) => route.route.url === CARELESS) as UploadRoute;
    const problems = await attackAll(careless);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/SVG onload on the root element: stored with event handler/),
        expect.stringMatching(/PDF OpenAction JavaScript: stored with/),
      ]),
    );
  }, 120_000);
});
