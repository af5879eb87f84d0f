import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, outboxLines } from "../auth/auth.test-support.ts";
import { barePath, uploadedPhoto } from "../media/media.test-support.ts";
import { timeslot } from "../schedule/schedule.schema.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  integrity,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "./booking.test-support.ts";

let t: BookingTestApp;
let job: { id: number; versionId: number };
let olaId: number;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  job = await jobOf(t, "el-kontroll");
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => t.app.inject({ method, url, ...(payload && { payload }), ...(headers && { headers }) });

const times = async (cart: string, query = "") => {
  const res = await call("GET", `/api/cart/${cart}/available-times${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const reserve = (cart: string, startsAt: string) =>
  call("POST", `/api/cart/${cart}/reservation`, { startsAt });
const book = async (cart: string, phone: string, key?: string, extra: Record<string, unknown> = {}) =>
  call(
    "POST",
    `/api/cart/${cart}/book`,
    await bookBody(t, phone, extra),
    key ? { "idempotency-key": key } : undefined,
  );

describe("offered times from the seeded weeks", () => {
  it("offers windows after the lead time, within the horizon, with the earliest highlighted", async () => {
    const cart = await newCart(t, job);
    const data = await times(cart);
    expect(data.timeZone).toBe("Europe/Oslo");
    expect(data.kind).toBe("JOB");
    expect(data.durationMinutes).toBe(90);
    expect(data.days).toHaveLength(60);
    expect(data.days[0].date).toBe("2026-03-02");
    // Today and nothing before tomorrow 08:00 (24 h lead time).
    expect(data.days[0].windows.every((w: { available: boolean }) => !w.available)).toBe(true);
    expect(data.days[1].windows[0]).toMatchObject({
      date: "2026-03-03",
      start: "08:00",
      end: "12:00",
      startsAt: "2026-03-03T07:00:00.000Z",
      endsAt: "2026-03-03T11:00:00.000Z",
      earliestArrival: "2026-03-03T07:00:00.000Z",
      available: true,
    });
    expect(data.earliest).toMatchObject({ date: "2026-03-03", start: "08:00" });
    // Sunday 8 March: nobody at the Oslo contractor works Sundays.
    const sunday = data.days.find((d: { date: string }) => d.date === "2026-03-08");
    expect(sunday.windows.map((w: { available: boolean }) => w.available)).toEqual([false, false]);
    // Saturday 7 March: only Jonas, 09:00–14:00.
    const saturday = data.days.find((d: { date: string }) => d.date === "2026-03-07");
    expect(saturday.windows[0].earliestArrival).toBe("2026-03-07T08:00:00.000Z");
    expect((await times(cart, "?from=2026-03-10&days=3")).days.map((d: { date: string }) => d.date)).toEqual([
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
    ]);
  });

  it("answers 404 for an unknown cart and 422 for a cart without a post code", async () => {
    expect(
      (await call("GET", "/api/cart/6f1c1d8e-1111-4111-8111-111111111111/available-times")).statusCode,
    ).toBe(404);
    const res = await call("POST", "/api/cart", { line_items: [] });
    const empty = await call("GET", `/api/cart/${res.json().data.uuid}/available-times`);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe("CART_EMPTY");
  });
});

describe("with one electrician working 07:00–17:00 every day", () => {
  beforeAll(async () => {
    olaId = await onlyOneElectrician(t.database.db);
  });

  it("offers the right UTC times on the spring-forward Sunday (29 March 2026)", async () => {
    t.clock.now = Date.parse("2026-03-26T10:00:00Z");
    const cart = await newCart(t, job, "enebolig");
    const data = await times(cart, "?from=2026-03-28&days=3");
    const [saturday, sunday, monday] = data.days;
    expect(saturday.windows[0]).toMatchObject({
      startsAt: "2026-03-28T07:00:00.000Z",
      endsAt: "2026-03-28T11:00:00.000Z",
    });
    // 23-hour day: 08:00 Oslo is 06:00 UTC after the clocks go forward at 02:00.
    expect(sunday.windows[0]).toMatchObject({
      date: "2026-03-29",
      startsAt: "2026-03-29T06:00:00.000Z",
      endsAt: "2026-03-29T10:00:00.000Z",
      earliestArrival: "2026-03-29T06:00:00.000Z",
      available: true,
    });
    expect(sunday.windows[1]).toMatchObject({
      startsAt: "2026-03-29T10:00:00.000Z",
      endsAt: "2026-03-29T14:00:00.000Z",
      earliestArrival: "2026-03-29T10:00:00.000Z",
    });
    expect(monday.windows[0].startsAt).toBe("2026-03-30T06:00:00.000Z");
    // The reservation lands on the same instants.
    const res = await reserve(cart, sunday.windows[1].startsAt);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reservation).toMatchObject({
      startsAt: "2026-03-29T10:00:00.000Z",
      endsAt: "2026-03-29T12:30:00.000Z",
    });
    expect((await call("DELETE", `/api/cart/${cart}/reservation`)).json().data.reservation).toBeNull();
  });

  it("offers the right UTC times on the fall-back Sunday (25 October 2026)", async () => {
    t.clock.now = Date.parse("2026-10-22T10:00:00Z");
    const cart = await newCart(t, job, "enebolig");
    const [saturday, sunday, monday] = (await times(cart, "?from=2026-10-24&days=3")).days;
    expect(saturday.windows[0].startsAt).toBe("2026-10-24T06:00:00.000Z");
    // 25-hour day: 08:00 Oslo is 07:00 UTC after the clocks go back at 03:00.
    expect(sunday.windows[0]).toMatchObject({
      date: "2026-10-25",
      startsAt: "2026-10-25T07:00:00.000Z",
      endsAt: "2026-10-25T11:00:00.000Z",
      earliestArrival: "2026-10-25T07:00:00.000Z",
    });
    expect(sunday.windows[1]).toMatchObject({
      startsAt: "2026-10-25T11:00:00.000Z",
      endsAt: "2026-10-25T15:00:00.000Z",
    });
    // The working day 07:00–17:00 Oslo is 06:00–16:00 UTC: a 150-minute job fits from 14:30 Oslo at the latest.
    expect(sunday.windows[1].available).toBe(true);
    expect(monday.windows[0].startsAt).toBe("2026-10-26T07:00:00.000Z");
  });

  it("reserves for 15 minutes, extends, and answers CART_EXPIRED once it ran out", async () => {
    t.clock.now = Date.parse(MONDAY);
    const cart = await newCart(t, job);
    const window = (await times(cart)).earliest;
    const res = await reserve(cart, window.startsAt);
    expect(res.statusCode, res.body).toBe(201);
    const { reservation, cart: view } = res.json().data;
    expect(view.reservation).toBe(reservation.reservation_uuid);
    expect(reservation).toMatchObject({
      windowStartsAt: "2026-03-03T07:00:00.000Z",
      startsAt: "2026-03-03T07:00:00.000Z",
      endsAt: "2026-03-03T08:30:00.000Z",
      expiresAt: "2026-03-02T07:15:00.000Z",
      secondsLeft: 900,
    });
    // The time is no longer offered to others, but still to this cart.
    const other = await newCart(t, job);
    expect((await times(other)).days[1].windows[0].earliestArrival).toBe("2026-03-03T08:30:00.000Z");
    expect((await times(cart)).days[1].windows[0].earliestArrival).toBe("2026-03-03T07:00:00.000Z");

    t.clock.now += 10 * 60_000;
    const extended = await call("POST", `/api/cart/${cart}/reservation/extend`);
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data.reservation.expiresAt).toBe("2026-03-02T07:25:00.000Z");
    expect((await call("GET", `/api/cart/${cart}/reservation`)).json().data.reservation.secondsLeft).toBe(
      900,
    );

    t.clock.now += 16 * 60_000;
    expect((await call("GET", `/api/cart/${cart}/reservation`)).json().data.reservation).toBeNull();
    const late = await call("POST", `/api/cart/${cart}/reservation/extend`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "CART_EXPIRED", errors: {} });
    const patched = await call("PATCH", `/api/cart/${cart}`, {
      reservation_uuid: reservation.reservation_uuid,
    });
    expect(patched.json().code).toBe("CART_EXPIRED");
    const booked = await book(cart, "+4791111001");
    expect(booked.statusCode).toBe(409);
    expect(booked.json().code).toBe("CART_EXPIRED");
    // The expired reservation (07:00–08:30) no longer blocks anyone: the other cart gets the
    // earliest time the lead time allows now (26 minutes later than before), not 08:30.
    const taken = await reserve(other, window.startsAt);
    expect(taken.json().data.reservation.startsAt).toBe("2026-03-03T07:26:00.000Z");
    await call("DELETE", `/api/cart/${other}/reservation`);
    await call("DELETE", `/api/cart/${cart}/reservation`);
  });

  it("releases the reservation when the post code changes or it is set to null", async () => {
    t.clock.now = Date.parse(MONDAY);
    const cart = await newCart(t, job);
    const startsAt = (await times(cart)).earliest.startsAt;
    const uuid = (await reserve(cart, startsAt)).json().data.reservation.reservation_uuid;
    expect((await call("PATCH", `/api/cart/${cart}`, { reservation_uuid: uuid })).statusCode).toBe(200);
    const moved = await call("PATCH", `/api/cart/${cart}`, { post_code: "0151" });
    expect(moved.json().data.reservation).toBeNull();
    await reserve(cart, startsAt);
    expect(
      (await call("PATCH", `/api/cart/${cart}`, { reservation_uuid: null })).json().data.reservation,
    ).toBeNull();
    const rows = await t.database.db.select().from(timeslot);
    expect(rows.filter((r) => r.status === "RESERVED")).toHaveLength(0);
  });

  it("reserving the same time again replaces the cart's own reservation (it does not block itself)", async () => {
    t.clock.now = Date.parse(MONDAY);
    const cart = await newCart(t, job);
    const startsAt = (await times(cart)).earliest.startsAt;
    const first = (await reserve(cart, startsAt)).json().data.reservation;
    const again = await reserve(cart, startsAt);
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json().data;
    expect(second.reservation.reservation_uuid).not.toBe(first.reservation_uuid);
    expect(second.reservation.startsAt).toBe(first.startsAt);
    expect(second.cart.reservation).toBe(second.reservation.reservation_uuid);
    const read = await call("GET", `/api/cart/${cart}`);
    expect(read.json().data.reservation).toBe(second.reservation.reservation_uuid);
    const held = (await t.database.db.select().from(timeslot)).filter((r) => r.status === "RESERVED");
    expect(held.map((r) => r.uuid)).toEqual([second.reservation.reservation_uuid]);
    await call("DELETE", `/api/cart/${cart}/reservation`);
  });

  it("answers TIMESLOT_TAKEN when the window is full, and refuses a time that is not a window", async () => {
    t.clock.now = Date.parse(MONDAY);
    const carts = [
      await newCart(t, job, "enebolig"),
      await newCart(t, job, "enebolig"),
      await newCart(t, job, "enebolig"),
    ];
    // 12–16 window, 150 minutes, day ends 17:00: 12:00 and 14:30 can be had, then nothing.
    const startsAt = "2026-03-04T11:00:00.000Z";
    expect((await reserve(carts[0] as string, startsAt)).json().data.reservation.startsAt).toBe(startsAt);
    expect((await reserve(carts[1] as string, startsAt)).json().data.reservation.startsAt).toBe(
      "2026-03-04T13:30:00.000Z",
    );
    const full = await reserve(carts[2] as string, startsAt);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      code: "TIMESLOT_TAKEN",
      message: "Tidspunktet er dessverre ikke lenger ledig. Velg et annet tidspunkt.",
      errors: {},
    });
    const odd = await reserve(carts[2] as string, "2026-03-04T11:30:00.000Z");
    expect(odd.statusCode).toBe(422);
    for (const cart of carts) await call("DELETE", `/api/cart/${cart}/reservation`);
  });

  it("the database itself refuses overlapping time for one electrician", async () => {
    const row = (start: string, end: string) => ({
      uuid: crypto.randomUUID(),
      status: "BOOKED",
      timeslotUuid: crypto.randomUUID(),
      electricianId: olaId,
      startsAt: new Date(start),
      endsAt: new Date(end),
      windowStartsAt: new Date(start),
      windowEndsAt: new Date(end),
      expiresAt: null,
    });
    await t.database.db.insert(timeslot).values(row("2026-05-04T07:00:00Z", "2026-05-04T09:00:00Z"));
    // Touching is fine (half-open), overlapping is not.
    await t.database.db.insert(timeslot).values(row("2026-05-04T09:00:00Z", "2026-05-04T10:00:00Z"));
    const error = await t.database.db
      .insert(timeslot)
      .values(row("2026-05-04T08:59:00Z", "2026-05-04T09:30:00Z"))
      .then(() => null)
      .catch((e: unknown) => e as { cause?: { code?: string }; code?: string });
    expect(error?.cause?.code ?? error?.code).toBe("23P01");
    await t.database.db.execute(
      sql`delete from timeslot where starts_at >= '2026-05-04' and starts_at < '2026-05-05'`,
    );
  });
});

describe("booking", () => {
  const phone = "+4791234567";
  let cart: string;
  let projectUuid: string;
  let firstBody: Awaited<ReturnType<typeof bookBody>>;

  beforeAll(async () => {
    t.clock.now = Date.parse(MONDAY);
    cart = await newCart(t, job);
    const res = await reserve(cart, "2026-03-05T07:00:00.000Z");
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a phone token for another number and missing terms, with the domain's messages", async () => {
    const body = await bookBody(t, phone);
    body.contactInformation.phoneVerificationToken = await t.phoneToken("+4799999999");
    const res = await call("POST", `/api/cart/${cart}/book`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("PHONE_NOT_VERIFIED");
    const invalid = await call("POST", `/api/cart/${cart}/book`, {
      contactInformation: { ...(await bookBody(t, phone)).contactInformation, email: "nope", firstName: " " },
      acceptedTerms: false,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      "contactInformation.email": ["Ugyldig e-post"],
      "contactInformation.firstName": ["Må fylles ut"],
      acceptedTerms: ["Du må godta vilkårene"],
    });
  });

  it("books: timeslot, project with frozen lines and totals, SMS and email in the outbox", async () => {
    firstBody = await bookBody(t, phone);
    const res = await call("POST", `/api/cart/${cart}/book`, firstBody, { "idempotency-key": "key-1" });
    expect(res.statusCode, res.body).toBe(201);
    const project = res.json().data.project;
    projectUuid = project.uuid;
    expect(project).toMatchObject({
      status: "ordered",
      kind: "JOB",
      windowStartsAt: "2026-03-05T07:00:00.000Z",
      startsAt: "2026-03-05T07:00:00.000Z",
      endsAt: "2026-03-05T08:30:00.000Z",
      address: "Storgata 1",
      postCode: "0150",
      contractor: { name: "Oslo Elektro og Varme AS" },
      electrician: { firstName: "Ola" },
      totals: { totalOre: 299000, durationMinutes: 90 },
      inspection: null,
    });
    expect(project.number).toBeGreaterThanOrEqual(100001);
    expect(project.lineItems[0]).toMatchObject({
      title: "El-kontroll av bolig",
      totals: { totalOre: 299000 },
    });
    const cartView = (await call("GET", `/api/cart/${cart}`)).json().data;
    expect(cartView.status).toBe("booked");
    const lines = (await outboxLines({ ...t, outboxFile: t.outboxFile } as never)).filter(
      (l) => l.to === phone || l.to === "kunde@example.no",
    );
    expect(lines.map((l) => l.channel).sort()).toEqual(["email", "sms"]);
    expect(lines.find((l) => l.channel === "sms")?.text).toContain(String(project.number));
    // The SMS keeps to the GSM alphabet (no no-break spaces); the email keeps the price on one line.
    expect(lines.find((l) => l.channel === "sms")?.text).toContain("Pris: kr 2 990.");
    expect(lines.find((l) => l.channel === "email")?.text).toContain("Pris: kr\u00a02\u00a0990 inkl. mva.");
    // Every link in a message opens from an SMS app or a mail client: absolute, on the site.
    for (const line of lines) {
      expect(line.text).toContain(`${t.publicUrl}/logginn`);
      expect(line.text).not.toMatch(/(^|[\s(])\/[a-z]/);
    }
    expect(await integrity(t.database.db)).toMatchObject({
      overlaps: 0,
      orphanProjects: 0,
      bookedWithoutProject: 0,
      orphanMessages: 0,
    });
  });

  it("is idempotent: the same key and body give the same project, another body with the key is refused", async () => {
    const again = await book(cart, phone, "key-1");
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.project.uuid).toBe(projectUuid);
    const other = await book(cart, phone, "key-1", { inspectionTopic: ["annet"] });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const otherCart = await newCart(t, job);
    const crossCart = await book(otherCart, phone, "key-1");
    expect(crossCart.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await integrity(t.database.db)).projects).toBe(1);
  });

  it("a replay proves the phone too: a garbage or foreign token gets no project, the token it used or a fresh one does", async () => {
    const replay = (phoneVerificationToken: string) =>
      call(
        "POST",
        `/api/cart/${cart}/book`,
        { ...firstBody, contactInformation: { ...firstBody.contactInformation, phoneVerificationToken } },
        { "idempotency-key": "key-1" },
      );
    for (const token of ["garbage", await t.phoneToken("+4799999999")]) {
      const res = await replay(token);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("PHONE_NOT_VERIFIED");
      for (const personal of [projectUuid, "Storgata", "Kundesen", phone])
        expect(res.body).not.toContain(personal);
    }
    const sameToken = await replay(firstBody.contactInformation.phoneVerificationToken);
    expect(sameToken.statusCode, sameToken.body).toBe(201);
    expect(sameToken.json().data.project.uuid).toBe(projectUuid);
    const freshToken = await replay(await t.phoneToken(phone));
    expect(freshToken.json().data.project.uuid).toBe(projectUuid);
  });

  it("a phone token books once: the same token for another cart is refused as PHONE_NOT_VERIFIED", async () => {
    const other = await newCart(t, job);
    expect((await reserve(other, "2026-03-09T07:00:00.000Z")).statusCode).toBe(201);
    const res = await call("POST", `/api/cart/${other}/book`, firstBody);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("PHONE_NOT_VERIFIED");
    expect((await call("DELETE", `/api/cart/${other}/reservation`)).statusCode).toBe(200);
  });

  it("a booked cart answers CART_BOOKED to a new key, to reserving and to changes", async () => {
    const res = await book(cart, phone, "key-2");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CART_BOOKED", message: "Handlekurven er allerede bestilt." });
    expect((await book(cart, phone)).json().code).toBe("CART_BOOKED");
    expect((await reserve(cart, "2026-03-06T07:00:00.000Z")).json().code).toBe("CART_BOOKED");
    expect((await call("PATCH", `/api/cart/${cart}`, { post_code: "0151" })).json().code).toBe("CART_BOOKED");
  });

  it("books without a reservation as NO_RESERVATION", async () => {
    const fresh = await newCart(t, job);
    const res = await book(fresh, phone);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("NO_RESERVATION");
  });

  it("created a customer account: the customer logs in and sees only their own projects", async () => {
    const token = await loginAs({ ...t, outboxFile: t.outboxFile } as never, phone);
    const auth = { authorization: `Bearer ${token}` };
    const list = await call("GET", "/api/project", undefined, auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { uuid: string }) => p.uuid)).toEqual([projectUuid]);
    expect((await call("GET", `/api/project/${projectUuid}`, undefined, auth)).json().data.uuid).toBe(
      projectUuid,
    );

    // Another customer books their own job and sees only that one.
    const otherPhone = "+4792222333";
    const otherCart = await newCart(t, job);
    await reserve(otherCart, "2026-03-06T07:00:00.000Z");
    const booked = await book(otherCart, otherPhone);
    expect(booked.statusCode, booked.body).toBe(201);
    const otherToken = await loginAs({ ...t, outboxFile: t.outboxFile } as never, otherPhone);
    const otherAuth = { authorization: `Bearer ${otherToken}` };
    const otherList = (await call("GET", "/api/project", undefined, otherAuth)).json().data;
    expect(otherList.map((p: { uuid: string }) => p.uuid)).toEqual([booked.json().data.project.uuid]);
    expect((await call("GET", `/api/project/${projectUuid}`, undefined, otherAuth)).statusCode).toBe(404);
    expect((await call("GET", "/api/project")).statusCode).toBe(401);
  });

  it("logs the customer in with the booking: its session cookie reads the project, not another customer's", async () => {
    const sessionOf = (res: Awaited<ReturnType<typeof call>>) => {
      const cookie = res.cookies.find((c) => c.name === AUTH_COOKIE_NAME);
      expect(cookie, res.body).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      return { cookie: `${AUTH_COOKIE_NAME}=${cookie?.value}` };
    };
    const mine = await newCart(t, job);
    await reserve(mine, "2026-03-09T07:00:00.000Z");
    const booked = await book(mine, "+4793333444", "cookie-key-1");
    expect(booked.statusCode, booked.body).toBe(201);
    const uuid = booked.json().data.project.uuid;
    const session = sessionOf(booked);
    expect((await call("GET", `/api/project/${uuid}`, undefined, session)).json().data.uuid).toBe(uuid);

    const theirs = await newCart(t, job);
    await reserve(theirs, "2026-03-10T07:00:00.000Z");
    const other = sessionOf(await book(theirs, "+4793333555"));
    expect((await call("GET", `/api/project/${uuid}`, undefined, other)).statusCode).toBe(404);
    expect((await call("GET", `/api/project/${uuid}`)).statusCode).toBe(401);
    // The customer's photos travel with the line; only this site's media files are kept.
    const link = await uploadedPhoto(t.app);
    const photo = barePath(link);
    const withPhotos = await call("POST", "/api/cart", {
      post_code: "0150",
      line_items: [
        {
          type: "JOB",
          data: {
            jobTypeId: job.id,
            jobTypeVersionId: job.versionId,
            answers: { bolig: "leilighet" },
            images: [link, "javascript:alert(1)", "https://evil.example/x.png"],
          },
        },
      ],
    });
    const photoCart = withPhotos.json().data.uuid;
    await reserve(photoCart, "2026-03-11T07:00:00.000Z");
    const photoBooked = await book(photoCart, "+4793333444");
    expect(photoBooked.statusCode, photoBooked.body).toBe(201);
    const photoUuid = photoBooked.json().data.project.uuid;
    const seen = await call("GET", `/api/project/${photoUuid}`, undefined, sessionOf(photoBooked));
    // Each by a signed link (decision 061).
    expect(seen.json().data.lineItems[0].images.map(barePath)).toEqual([photo]);
    expect((await call("GET", `/api/project/${photoUuid}`, undefined, other)).statusCode).toBe(404);
    expect((await call("GET", "/api/project", undefined, other)).body).not.toContain(photo);

    // A refused booking logs nobody in.
    const refused = await book(theirs, "+4793333666");
    expect(refused.statusCode).toBe(409);
    expect(refused.cookies.find((c) => c.name === AUTH_COOKIE_NAME)).toBeUndefined();
  });
});

describe("inspection first", () => {
  it("a job that needs an inspection offers and books a 60-minute inspection with topic and mode", async () => {
    t.clock.now = Date.parse(MONDAY);
    const solar = await jobOf(t, "solceller-6-kw");
    const res = await call("POST", "/api/cart", {
      post_code: "0150",
      line_items: [
        {
          type: "JOB",
          data: {
            jobTypeId: solar.id,
            jobTypeVersionId: solar.versionId,
            answers: { tak: "takstein", paneler: 15 },
          },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const cart = res.json().data.uuid;
    const data = await times(cart);
    expect(data).toMatchObject({ kind: "INSPECTION", durationMinutes: 60 });
    // Ola is the only active electrician now and does not do SOLAR: nothing is offered.
    expect(data.earliest).toBeNull();
  });

  it("books an inspection (heat pump) with its topic and mode", async () => {
    t.clock.now = Date.parse(MONDAY);
    const pump = await jobOf(t, "luft-til-vann-varmepumpe");
    const res = await call("POST", "/api/cart", {
      post_code: "0150",
      line_items: [
        {
          type: "JOB",
          data: { jobTypeId: pump.id, jobTypeVersionId: pump.versionId, answers: { varme: "olje" } },
        },
      ],
    });
    const cart = res.json().data.uuid;
    const data = await times(cart);
    expect(data).toMatchObject({ kind: "INSPECTION", durationMinutes: 60 });
    const reserved = await reserve(cart, data.earliest.startsAt);
    expect(reserved.json().data.reservation.endsAt).toBe(
      new Date(Date.parse(reserved.json().data.reservation.startsAt) + 3_600_000).toISOString(),
    );
    const booked = await book(cart, "+4791111777", undefined, {
      inspectionTopic: ["Plassering av utedel"],
      inspectionMode: "VIDEO",
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.project).toMatchObject({
      kind: "INSPECTION",
      inspection: { topic: ["Plassering av utedel"], mode: "VIDEO" },
      totals: { durationMinutes: 60 },
    });
  });
});

describe("company register and reminders", () => {
  it("looks up organisation numbers in the local dataset", async () => {
    const found = await call("GET", "/api/organization-number/923609016");
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ name: "Nordmann Eiendom AS", postCode: "0154" });
    const spaced = await call("GET", "/api/organization-number/923%20609%20016");
    expect(spaced.json().data.organizationNumber).toBe("923609016");
    const missing = await call("GET", "/api/organization-number/812345672");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("ORGANIZATION_NOT_FOUND");
    const invalid = await call("GET", "/api/organization-number/123456789");
    expect(invalid.statusCode).toBe(422);
  });

  it("sends the cart to the customer and stops reminders", async () => {
    const cart = await newCart(t, job);
    const res = await call("POST", `/api/cart/${cart}/reminders`, { email: "Finn@Example.no" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reminder.email).toBe("finn@example.no");
    const lines = await outboxLines({ ...t, outboxFile: t.outboxFile } as never);
    expect(lines.find((l) => l.to === "finn@example.no")?.text).toContain(
      `${t.publicUrl}/bestilling/handlekurv?cart=${cart}`,
    );
    expect((await call("POST", `/api/cart/${cart}/reminders`, {})).statusCode).toBe(422);
    expect((await call("DELETE", `/api/cart/${cart}/reminders`)).json().data.deleted).toBe(1);
  });
});
