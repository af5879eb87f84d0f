import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastCode } from "../modules/auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp } from "../modules/booking/booking.test-support.ts";
import { asAuth } from "../modules/project/project.test-support.ts";
import { DEMO_USERS } from "../modules/users/users.seed.ts";
import { answerCheck } from "../test/openapi-answer-check.ts";
import type { OrderJourney } from "./openapi-client/journey-context.ts";

/*
 * A third party's client: types generated from the served document with openapi-typescript, calls
 * made with openapi-fetch against the real server on a port. The run fails when the document and
 * the server disagree: the client script does not compile against the generated types, or an
 * answer does not match the document's response schema.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const journeyFile = path.join(here, "openapi-client", "customer-order.ts");
const generatedFile = path.join(here, "openapi-client", "generated", "openapi.d.ts");
const repoRoot = path.resolve(here, "../../../..");

let t: BookingTestApp;
let baseUrl: string;
type ServedDocument = Parameters<typeof answerCheck>[0] & OpenAPI3;
let document: ServedDocument;

beforeAll(async () => {
  // Monday 2 March 2026, 08:00 in Oslo: the earliest window is Tuesday morning.
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as ServedDocument;
});
afterAll(() => t?.close());

/** The compiler's complaints about the client script, as "file:line: message". */
function typeErrors(file: string): string[] {
  const configFile = path.join(repoRoot, "tsconfig.base.json");
  const config = ts.readConfigFile(configFile, (name) => ts.sys.readFile(name));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot);
  const program = ts.createProgram([file], options);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(repoRoot, diagnostic.file.fileName)}:${line + 1}: ${message}`;
  });
}

describe("a client generated from the served OpenAPI document", () => {
  it("compiles the customer's order and the caseworker's step against the generated types", async () => {
    const source = astToString(await openapiTS(document));
    fs.mkdirSync(path.dirname(generatedFile), { recursive: true });
    fs.writeFileSync(generatedFile, source);
    expect(source).toContain('"/api/cart/{id}/book"');
    expect(typeErrors(journeyFile)).toEqual([]);
  });

  it("runs the order through it: post code, cart, line, time, phone code, booking, confirmed by a caseworker", async () => {
    const check = answerCheck(document);
    const caseworker = DEMO_USERS.find((user) => user.role === "CASEWORKER");
    if (!caseworker) throw new Error("no demo caseworker");
    // A path in a variable: the script imports the generated types, which the repository's own
    // type check does not have (the test above compiles it).
    const { orderJourney } = (await import(journeyFile)) as { orderJourney: OrderJourney };
    const result = await orderJourney({
      baseUrl,
      middleware: check.middleware,
      smsCode: async (phoneNumber) => {
        const code = await lastCode(asAuth(t), phoneNumber);
        if (!code) throw new Error(`no SMS code to ${phoneNumber}`);
        return code;
      },
      customerPhone: "+4748123456",
      caseworkerPhone: caseworker.phoneNumber,
      idempotencyKey: randomUUID(),
    });

    expect(result).toMatchObject({
      place: "Oslo",
      workTypesAtPostCode: expect.arrayContaining(["ELECTRICIAN"]),
      cartLines: 1,
      earliestStartsAt: "2026-03-03T07:00:00.000Z",
      cartReservation: result.reservationUuid,
      project: { status: "ordered", postCode: "0150", address: "Storgata 1" },
      caseworkerRoles: expect.arrayContaining(["CASEWORKER"]),
      allowedMoves: expect.arrayContaining(["confirm"]),
      moved: { uuid: result.project.uuid, status: "confirmed" },
    });
    expect(check.findings).toEqual([]);
    expect(check.checked).toEqual([
      "GET /api/post-code/verify/{code} → 200",
      "GET /api/post-code/{code} → 200",
      "GET /api/catalogue/job/{slug} → 200",
      "POST /api/cart → 201",
      "POST /api/cart/{id}/line-item → 201",
      "GET /api/cart/{id}/available-times → 200",
      "POST /api/cart/{id}/reservation → 201",
      "POST /api/auth/send-verification-code → 200",
      "POST /api/auth/verify-phone-number → 200",
      "POST /api/cart/{id}/book → 201",
      "POST /api/auth/login → 200",
      "POST /api/auth/confirm → 200",
      "GET /api/project/{uuid} → 200",
      "POST /api/project/{uuid}/move → 200",
    ]);
  });
});
