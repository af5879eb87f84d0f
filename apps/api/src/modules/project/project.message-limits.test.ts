import { osloToUtc } from "@mt/domain/time/oslo-clock";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
} from "../booking/booking.test-support.ts";
import { asAuth, type Call, caller, versionOf } from "./project.test-support.ts";

/*
 * Issue 33, finding 7: the booking's email address is never confirmed, and each self-service
 * reschedule emailed it without a limit (6 reschedules, 7 emails, name and address chosen by
 * whoever booked). Now the customer's own changes email an unconfirmed address only a few times a
 * day; the change itself always goes through (decision 062).
 */

let t: BookingTestApp;
let call: Call;
let job: { id: number; versionId: number };
const at = (date: string, time: string) => new Date(osloToUtc(date, time)).toISOString();

beforeAll(async () => {
  // Monday 2 March 2026, 08:00 in Oslo.
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  call = caller(t);
  job = await jobOf(t, "el-kontroll");
}, 180_000);
afterAll(() => t.close());

async function outboxCount(where: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where ${where}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Books el-kontroll for `phone`, with `email` as the contact's address; the project's uuid. */
async function book(phone: string, email: string, startsAt: string): Promise<string> {
  const cart = await newCart(t, job);
  const reserved = await call("POST", `/api/cart/${cart}/reservation`, null, { startsAt });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const body = await bookBody(t, phone);
  body.contactInformation.email = email;
  body.contactInformation.firstName = "Offer";
  const booked = await call("POST", `/api/cart/${cart}/book`, null, body);
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().data.project.uuid as string;
}

describe("the customer's own changes to an unconfirmed email address", () => {
  it("six reschedules all go through, and the address gets only three of their emails", async () => {
    const [phone, victim] = ["+4798712301", "offer.for.flom@example.no"];
    const uuid = await book(phone, victim, at("2026-03-05", "08:00"));
    const customer = await loginAs(asAuth(t), phone);
    const days = ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-16"];
    for (const day of days) {
      const res = await call("POST", `/api/project/${uuid}/reschedule`, customer, {
        version: await versionOf(call, customer, uuid),
        startsAt: at(day, "08:00"),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.windowStartsAt).toBe(at(day, "08:00"));
    }
    const rescheduleEmails = await outboxCount(
      sql`recipient = ${victim} and meta->>'kind' = 'project-reschedule'`,
    );
    expect(rescheduleEmails).toBe(3);
    // The booking's own confirmation came before; nothing else reached the address.
    expect(await outboxCount(sql`recipient = ${victim}`)).toBe(4);
    // The phone number, which the booking proved with a code, is told every time.
    expect(await outboxCount(sql`recipient = ${phone} and meta->>'kind' = 'project-reschedule'`)).toBe(6);

    // Cancelling is still the customer's to do; the change goes through and only the email stays unsent.
    const cancelled = await call("POST", `/api/project/${uuid}/move`, customer, {
      move: "cancel",
      version: await versionOf(call, customer, uuid),
      message: "Vi trenger ikke kontrollen likevel.",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe("cancelled");
    expect(await outboxCount(sql`recipient = ${victim}`)).toBe(4);
    expect(await outboxCount(sql`recipient = ${phone} and meta->>'kind' = 'project-cancel'`)).toBe(1);
  });
});
