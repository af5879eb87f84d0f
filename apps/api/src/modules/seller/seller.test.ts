import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, verifiedToken } from "../auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
} from "../booking/booking.test-support.ts";
import { osloMonth, SELLER_CART_EXPIRES_AFTER_DAYS, SELLER_SENDS_PER_HOUR } from "./seller.service.ts";
import { PEOPLE, type Person, rows, userId, withSalesPartners } from "./seller.test-support.ts";

let t: BookingTestApp;
let job: { id: number; versionId: number };
let tokens: Record<Person, string>;

beforeAll(async () => {
  // Monday 2 March 2026, 08:00 in Oslo.
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  job = await jobOf(t, "el-kontroll");
  tokens = await withSalesPartners(t);
}, 60_000);
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  as: Person | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}) },
  });

const send = (cart: string, as: Person | null, body: object = { phone_number: "+4798100001" }) =>
  call("POST", `/api/cart/${cart}/reminders-by-seller`, as, body);

async function reserved(startsAt: string): Promise<string> {
  const cart = await newCart(t, job);
  const res = await call("POST", `/api/cart/${cart}/reservation`, null, { startsAt });
  if (res.statusCode !== 201) throw new Error(res.body);
  return cart;
}

const cartRow = async (uuid: string) =>
  (
    await rows<Record<string, unknown>>(
      t,
      sql`select c.*, u.phone_number as seller_phone from cart c left join app_user u on u.id = c.seller_user_id where c.uuid = ${uuid}`,
    )
  )[0];

const projectRow = async (number: number) =>
  (
    await rows<Record<string, unknown>>(
      t,
      sql`select p.sales_channel, p.created_by_user_id, p.seller_user_id, p.seller_description,
        sp.name as partner, d.name as department
        from project p left join sales_partner sp on sp.id = p.sales_partner_id
        left join sales_partner_department d on d.id = p.sales_partner_department_id
        where p.number = ${number}`,
    )
  )[0];

const outboxFor = async (recipient: string) =>
  rows<{ body: string; meta: Record<string, unknown> }>(
    t,
    sql`select body, meta from outbox_message where recipient = ${recipient} and meta->>'kind' is distinct from 'cart-reminder-later' order by id`,
  );

describe("POST /cart/:id/reminders-by-seller", () => {
  it("answers 401 without login and 403 to roles that do not sell", async () => {
    const cart = await newCart(t, job);
    expect((await send(cart, null)).statusCode).toBe(401);
    for (const who of ["customer", "caseworker", "admin", "kari"] as const) {
      const res = await send(cart, who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    expect(await cartRow(cart)).toMatchObject({ seller_user_id: null, sent_at: null });
  });

  it("checks every field, in Norwegian", async () => {
    const cart = await newCart(t, job);
    const none = await send(cart, "magnus", {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ phone_number: ["Må fylles ut"] });
    const bad = await send(cart, "magnus", {
      phone_number: "12",
      email: "nope",
      sellerDescription: "x".repeat(2001),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "phone_number", "sellerDescription"]);
    expect(bad.json().errors.email[0]).toMatch(/e-post/i);
    const notUuid = await send("not-a-uuid", "magnus");
    expect(notUuid.statusCode).toBe(422);
    expect(Object.keys(notUuid.json().errors)).toEqual(["id"]);
    expect(await cartRow(cart)).toMatchObject({ seller_user_id: null });
  });

  it("claims the cart for the seller and sends an absolute link to the same cart, naming the store", async () => {
    const cart = await newCart(t, job);
    const res = await send(cart, "magnus", {
      phone_number: "+4798100002",
      email: "Kunde.Send@Example.no",
      sellerDescription: "Varmepumpe solgt i butikk",
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data.cart;
    expect(view).toMatchObject({
      uuid: cart,
      state: "SENT",
      sentTo: { email: "kunde.send@example.no", phoneNumber: "+4798100002" },
      postCode: "0150",
      sellerDescription: "Varmepumpe solgt i butikk",
      seller: { name: "Magnus Pedersen" },
      department: { name: "Bergen Åsane" },
      openedAt: null,
      project: null,
    });
    expect(view.titles.length).toBe(1);
    expect(view.totalOre).toBeGreaterThan(0);
    const row = await cartRow(cart);
    expect(row).toMatchObject({
      seller_phone: PEOPLE.magnus,
      seller_description: "Varmepumpe solgt i butikk",
    });
    expect(row?.sent_at).not.toBeNull();
    const link = `${t.publicUrl}/bestilling/handlekurv?cart=${cart}`;
    const [sms] = await outboxFor("+4798100002");
    expect(sms?.body).toContain(link);
    expect(sms?.body).toContain("Bergen Åsane");
    const [mail] = await outboxFor("kunde.send@example.no");
    expect(mail?.body).toContain(link);
    expect(mail?.body).toContain("Magnus Pedersen");
  });

  it("a cart claimed by another sales partner's seller is 404 to send and to book; the same partner's may", async () => {
    const cart = await newCart(t, job);
    expect((await send(cart, "magnus")).statusCode).toBe(200);
    const foreign = await send(cart, "eirik", { phone_number: "+4798100003" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("NOT_FOUND");
    const book = await call(
      "POST",
      `/api/cart/${cart}/book-by-seller`,
      "eirik",
      await bookBody(t, "+4798100003"),
    );
    expect(book.statusCode).toBe(404);
    expect(await outboxFor("+4798100003")).toEqual([]);
    // Another seller of the same chain (other store) takes it over.
    const colleague = await send(cart, "sofie", { phone_number: "+4798100004" });
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json().data.cart).toMatchObject({
      seller: { name: "Sofie Kristiansen" },
      department: { name: "Bergen Lagunen" },
    });
  });

  it("a booked cart answers CART_BOOKED; an unknown one 404", async () => {
    const cart = await reserved("2026-03-04T07:00:00.000Z");
    expect(
      (await call("POST", `/api/cart/${cart}/book`, null, await bookBody(t, "+4798100005"))).statusCode,
    ).toBe(201);
    const res = await send(cart, "magnus");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CART_BOOKED");
    expect((await send("00000000-0000-4000-8000-000000000000", "magnus")).statusCode).toBe(404);
  });

  it("a customer's own limit (per phone number an hour) holds for sellers too", async () => {
    const phone = "+4798100006";
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await send(await newCart(t, job), "ida", { phone_number: phone })).statusCode);
    // The customer's own limit (3 an hour) holds for sellers too.
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    expect((await outboxFor(phone)).length).toBe(3);
    const res = await send(await newCart(t, job), "ida", { phone_number: phone });
    expect(res.json().code).toBe("CART_REMINDER_LIMIT");
  });

  it(`limits a seller to ${SELLER_SENDS_PER_HOUR} sends an hour from any address; another seller is not held up`, async () => {
    const codes: string[] = [];
    for (let i = 0; i <= SELLER_SENDS_PER_HOUR; i++) {
      const cart = await newCart(t, job);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/cart/${cart}/reminders-by-seller`,
        payload: { phone_number: `+47981${String(500 + i).padStart(5, "0")}` },
        headers: { authorization: `Bearer ${tokens.jonas}` },
        remoteAddress: `198.51.100.${i + 1}`,
      });
      codes.push(res.statusCode === 200 ? "ok" : res.json().code);
    }
    expect(codes.slice(0, SELLER_SENDS_PER_HOUR).every((c) => c === "ok")).toBe(true);
    expect(codes.at(-1)).toBe("CART_REMINDER_LIMIT");
    expect((await send(await newCart(t, job), "sofie", { phone_number: "+4798100009" })).statusCode).toBe(
      200,
    );
    // An hour later the seller may send again.
    t.clock.now += 3_600_000;
    expect((await send(await newCart(t, job), "jonas", { phone_number: "+4798100008" })).statusCode).toBe(
      200,
    );
    t.clock.now -= 3_600_000;
  });
});

describe("POST /cart/:id/opened", () => {
  it("records the first opening of a sent cart only", async () => {
    const cart = await newCart(t, job);
    const unsent = await call("POST", `/api/cart/${cart}/opened`, null);
    expect(unsent.statusCode).toBe(200);
    expect(unsent.json().data.openedAt).toBeNull();
    await send(cart, "magnus", { phone_number: "+4798100007" });
    const first = await call("POST", `/api/cart/${cart}/opened`, null);
    expect(first.json().data.openedAt).toBe(new Date(t.clock.now).toISOString());
    t.clock.now += 60_000;
    const again = await call("POST", `/api/cart/${cart}/opened`, null);
    expect(again.json().data.openedAt).toBe(first.json().data.openedAt);
    t.clock.now -= 60_000;
    expect(
      (await call("POST", "/api/cart/00000000-0000-4000-8000-000000000000/opened", null)).statusCode,
    ).toBe(404);
    expect((await call("POST", "/api/cart/x/opened", null)).statusCode).toBe(422);
  });
});

describe("POST /cart/:id/book-by-seller", () => {
  it("answers 401 without login and 403 to roles that do not sell", async () => {
    const cart = await reserved("2026-03-05T07:00:00.000Z");
    const body = await bookBody(t, "+4798100010");
    expect((await call("POST", `/api/cart/${cart}/book-by-seller`, null, body)).statusCode).toBe(401);
    for (const who of ["customer", "caseworker", "kari"] as const) {
      expect((await call("POST", `/api/cart/${cart}/book-by-seller`, who, body)).statusCode, who).toBe(403);
    }
    expect((await cartRow(cart))?.status).toBe("open");
  });

  it("checks every field, and the customer's phone by their code", async () => {
    const cart = await reserved("2026-03-05T11:00:00.000Z");
    const body = await bookBody(t, "+4798100011");
    const invalid = await call("POST", `/api/cart/${cart}/book-by-seller`, "magnus", {
      contactInformation: { ...body.contactInformation, email: "nope", firstName: " ", address: "" },
      acceptedTerms: false,
      sellerDescription: "x".repeat(2001),
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual([
      "acceptedTerms",
      "contactInformation.address",
      "contactInformation.email",
      "contactInformation.firstName",
      "sellerDescription",
    ]);
    // A token for another number (the seller's own, say) proves nothing about the customer's.
    const other = await call("POST", `/api/cart/${cart}/book-by-seller`, "magnus", {
      ...body,
      contactInformation: {
        ...body.contactInformation,
        phoneVerificationToken: await t.phoneToken(PEOPLE.magnus),
      },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe("PHONE_NOT_VERIFIED");
    const badKey = await call("POST", `/api/cart/${cart}/book-by-seller`, "magnus", body, {
      "idempotency-key": "bad key with spaces",
    });
    expect(badKey.statusCode).toBe(422);
    expect((await cartRow(cart))?.status).toBe("open");
  });

  it("books for the customer with the code they read out: store channel, seller recorded, seller stays logged in; idempotent", async () => {
    const cart = await reserved("2026-03-06T07:00:00.000Z");
    const phone = "+4798100012";
    const token = await verifiedToken(t as unknown as AuthTestApp, phone);
    const base = await bookBody(t, phone);
    const body = {
      ...base,
      contactInformation: { ...base.contactInformation, phoneVerificationToken: token },
      sellerDescription: "Elbillader solgt i butikk",
    };
    const key = { "idempotency-key": "seller-book-1" };
    const res = await call("POST", `/api/cart/${cart}/book-by-seller`, "magnus", body, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.cookies.find((c) => c.name === AUTH_COOKIE_NAME)).toBeUndefined();
    const project = res.json().data.project;
    expect(await projectRow(project.number)).toEqual({
      sales_channel: "STORE",
      created_by_user_id: await userId(t, PEOPLE.magnus),
      seller_user_id: await userId(t, PEOPLE.magnus),
      seller_description: "Elbillader solgt i butikk",
      partner: "Byggmakker Vest AS",
      department: "Bergen Åsane",
    });
    // The seller is still themselves.
    const me = await call("GET", "/api/seller-dashboard", "magnus");
    expect(me.statusCode).toBe(200);
    expect(me.json().data.carts.find((c: { uuid: string }) => c.uuid === cart)).toMatchObject({
      state: "BOOKED",
      project: { number: project.number },
    });
    // The customer got the confirmation.
    expect((await outboxFor(phone)).some((m) => m.meta.kind === "booking-confirmation")).toBe(true);
    // Same key, same body (a fresh token): the same project.
    const retry = await call(
      "POST",
      `/api/cart/${cart}/book-by-seller`,
      "magnus",
      {
        ...body,
        contactInformation: { ...body.contactInformation, phoneVerificationToken: await t.phoneToken(phone) },
      },
      key,
    );
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.project.number).toBe(project.number);
    const reused = await call(
      "POST",
      `/api/cart/${cart}/book-by-seller`,
      "magnus",
      {
        ...body,
        sellerDescription: "Noe annet",
        contactInformation: { ...body.contactInformation, phoneVerificationToken: await t.phoneToken(phone) },
      },
      key,
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const again = await call("POST", `/api/cart/${cart}/book-by-seller`, "magnus", {
      ...body,
      contactInformation: { ...body.contactInformation, phoneVerificationToken: await t.phoneToken(phone) },
    });
    expect(again.json().code).toBe("CART_BOOKED");
    const projects = await rows<{ n: string }>(
      t,
      sql`select count(*) as n from project where cart_id = (select id from cart where uuid = ${cart})`,
    );
    expect(Number(projects[0]?.n)).toBe(1);
  });
});

describe("a cart the seller built while logged in", () => {
  it("becomes the customer's when sent or booked; a key of the customer's own booking is not the seller's", async () => {
    const created = await call("POST", "/api/cart", "magnus", {
      post_code: "0150",
      line_items: [
        {
          type: "JOB",
          data: { jobTypeId: job.id, jobTypeVersionId: job.versionId, answers: { bolig: "leilighet" } },
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const cart = created.json().data.uuid as string;
    const magnusId = await userId(t, PEOPLE.magnus);
    expect((await cartRow(cart))?.user_id).toBe(magnusId);
    await send(cart, "magnus", { phone_number: "+4798100040" });
    expect((await cartRow(cart))?.user_id).toBeNull();
    expect(
      (await call("POST", `/api/cart/${cart}/reservation`, null, { startsAt: "2026-03-12T07:00:00.000Z" }))
        .statusCode,
    ).toBe(201);
    const phone = "+4798100041";
    // The customer's own attempt with a key, refused (wrong token), leaves no key behind to reuse…
    const customerTry = await call(
      "POST",
      `/api/cart/${cart}/book`,
      null,
      {
        ...(await bookBody(t, phone)),
        contactInformation: {
          ...(await bookBody(t, phone)).contactInformation,
          phoneVerificationToken: await t.phoneToken("+4798100049"),
        },
      },
      { "idempotency-key": "shared-key" },
    );
    expect(customerTry.json().code).toBe("PHONE_NOT_VERIFIED");
    const booked = await call(
      "POST",
      `/api/cart/${cart}/book-by-seller`,
      "magnus",
      await bookBody(t, phone),
      {
        "idempotency-key": "shared-key",
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await cartRow(cart))?.user_id).toBe(await userId(t, phone));
    // …but once the seller's booking stored it, the customer's call with the same key is refused.
    const reused = await call("POST", `/api/cart/${cart}/book`, null, await bookBody(t, phone), {
      "idempotency-key": "shared-key",
    });
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("the customer books a seller's cart with POST /cart/:id/book", () => {
  it("the project inherits the seller's channel, and the seller is told as they chose", async () => {
    const settings = await call("PATCH", "/api/seller-dashboard/settings", "sofie", {
      notifications: ["BOOKED_SMS", "BOOKED_EMAIL"],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const cart = await reserved("2026-03-09T07:00:00.000Z");
    await send(cart, "sofie", { phone_number: "+4798100020", sellerDescription: "Ny sikringsboks" });
    const before = (await outboxFor(PEOPLE.sofie)).length;
    const res = await call("POST", `/api/cart/${cart}/book`, null, await bookBody(t, "+4798100020"));
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().data.project.number;
    expect(await projectRow(number)).toEqual({
      sales_channel: "STORE",
      created_by_user_id: null,
      seller_user_id: await userId(t, PEOPLE.sofie),
      seller_description: "Ny sikringsboks",
      partner: "Byggmakker Vest AS",
      department: "Bergen Lagunen",
    });
    const told = (await outboxFor(PEOPLE.sofie)).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]?.meta.kind).toBe("seller-booked");
    expect(told[0]?.body).toContain(String(number));
    expect(await outboxFor("sofie.kristiansen@example.no")).toHaveLength(1);
  });

  it("a seller who wants no messages gets none; a plain web cart stays ONLINE", async () => {
    const cart = await reserved("2026-03-10T07:00:00.000Z");
    await send(cart, "eirik", { phone_number: "+4798100021" });
    const before = (await outboxFor(PEOPLE.eirik)).length;
    const res = await call("POST", `/api/cart/${cart}/book`, null, await bookBody(t, "+4798100021"));
    expect(res.statusCode, res.body).toBe(201);
    expect((await projectRow(res.json().data.project.number))?.sales_channel).toBe("STORE");
    expect((await outboxFor(PEOPLE.eirik)).length).toBe(before);
    const web = await reserved("2026-03-10T11:00:00.000Z");
    const plain = await call("POST", `/api/cart/${web}/book`, null, await bookBody(t, "+4798100022"));
    expect(await projectRow(plain.json().data.project.number)).toMatchObject({
      sales_channel: "ONLINE",
      seller_user_id: null,
      partner: null,
    });
  });
});

describe("GET /seller-dashboard", () => {
  let opened: string;
  let expired: string;

  beforeAll(async () => {
    // An expired cart: sent more than the limit ago.
    expired = await newCart(t, job);
    t.clock.now -= (SELLER_CART_EXPIRES_AFTER_DAYS + 1) * 24 * 3_600_000;
    await send(expired, "magnus", { phone_number: "+4798100030" });
    t.clock.now += (SELLER_CART_EXPIRES_AFTER_DAYS + 1) * 24 * 3_600_000;
    opened = await newCart(t, job);
    await send(opened, "magnus", { email: "apnet@example.no" });
    await call("POST", `/api/cart/${opened}/opened`, null);
    // Projects get the database's time, carts' sends the test clock's: put the orders in the clock's month.
    await t.database.db.execute(
      sql`update project set created_at = ${new Date(t.clock.now).toISOString()}::timestamptz`,
    );
  });

  const dashboard = (as: Person | null, scope?: string) =>
    call("GET", `/api/seller-dashboard${scope ? `?scope=${scope}` : ""}`, as);

  it("shows the seller's own carts in every state, newest first, and their orders", async () => {
    const res = await dashboard("magnus");
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.salesPartner.name).toBe("Byggmakker Vest AS");
    expect(data.department.name).toBe("Bergen Åsane");
    const states = new Set(data.carts.map((c: { state: string }) => c.state));
    expect([...states].sort()).toEqual(["BOOKED", "EXPIRED", "OPENED", "SENT"]);
    expect(data.carts.find((c: { uuid: string }) => c.uuid === expired).state).toBe("EXPIRED");
    expect(data.carts.find((c: { uuid: string }) => c.uuid === opened).state).toBe("OPENED");
    for (const c of data.carts) expect(c.seller.name).toBe("Magnus Pedersen");
    const created = data.carts.map((c: { createdAt: string }) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(data.orders.length).toBeGreaterThan(0);
    for (const o of data.orders) expect(o.seller.name).toBe("Magnus Pedersen");
    expect(data.figures.own.orders).toBe(data.orders.length);
    expect(data.figures.own.sentCarts).toBeGreaterThan(0);
    expect(data.figures.store).not.toBeNull();
  });

  it("a seller asking for the department gets 403; other roles 401/403", async () => {
    expect((await dashboard("magnus", "department")).statusCode).toBe(403);
    expect((await dashboard(null)).statusCode).toBe(401);
    expect((await dashboard("customer")).statusCode).toBe(403);
    expect((await dashboard("caseworker")).statusCode).toBe(403);
    expect((await dashboard("magnus", "all")).statusCode).toBe(422);
  });

  it("a department admin sees their store's, not the other store's; a partner admin the whole partner's", async () => {
    const ida = (await dashboard("ida", "department")).json().data;
    const idaSellers = new Set(ida.carts.map((c: { department: { name: string } }) => c.department.name));
    expect([...idaSellers]).toEqual(["Bergen Åsane"]);
    expect(ida.carts.some((c: { seller: { name: string } }) => c.seller.name === "Magnus Pedersen")).toBe(
      true,
    );
    const idaOwn = (await dashboard("ida")).json().data;
    for (const c of idaOwn.carts) expect(c.seller.name).toBe("Ida Andersen");
    const jonas = (await dashboard("jonas", "department")).json().data;
    const stores = new Set(jonas.orders.map((o: { department: { name: string } }) => o.department.name));
    expect([...stores].sort()).toEqual(["Bergen Lagunen", "Bergen Åsane"]);
    expect(jonas.figures.store.orders).toBe(jonas.orders.length);
  });

  it("another partner's seller sees none of it; a store employee sees their store's orders", async () => {
    const eirik = (await dashboard("eirik")).json().data;
    expect(eirik.salesPartner.name).toBe("Hjem og Energi Norge AS");
    for (const c of eirik.carts) expect(c.seller.name).toBe("Eirik Moen");
    expect(eirik.carts.some((c: { uuid: string }) => c.uuid === opened)).toBe(false);
    const kari = await dashboard("kari");
    expect(kari.statusCode).toBe(200);
    const names = new Set(
      kari.json().data.orders.map((o: { department: { name: string } }) => o.department.name),
    );
    expect([...names]).toEqual(["Bergen Åsane"]);
  });
});

describe("/seller-dashboard/settings", () => {
  it("shows and changes the caller's own name, email and messages; checks each field", async () => {
    const got = await call("GET", "/api/seller-dashboard/settings", "magnus");
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({
      firstName: "Magnus",
      lastName: "Pedersen",
      phoneNumber: PEOPLE.magnus,
      salesPartner: { name: "Byggmakker Vest AS" },
      department: { name: "Bergen Åsane" },
      notifications: [],
    });
    const bad = await call("PATCH", "/api/seller-dashboard/settings", "magnus", {
      first_name: " ",
      email: "nope",
      notifications: ["BOOKED_FAX"],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "first_name", "notifications.0"]);
    const changed = await call("PATCH", "/api/seller-dashboard/settings", "magnus", {
      last_name: "Pedersen-Berg",
      email: "Magnus@Example.no",
      notifications: ["BOOKED_EMAIL"],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      firstName: "Magnus",
      lastName: "Pedersen-Berg",
      email: "magnus@example.no",
      notifications: ["BOOKED_EMAIL"],
    });
    const sofie = await call("GET", "/api/seller-dashboard/settings", "sofie");
    expect(sofie.json().data.lastName).toBe("Kristiansen");
    expect((await call("GET", "/api/seller-dashboard/settings", "customer")).statusCode).toBe(403);
    expect((await call("GET", "/api/seller-dashboard/settings", null)).statusCode).toBe(401);
    await call("PATCH", "/api/seller-dashboard/settings", "magnus", {
      last_name: "Pedersen",
      notifications: [],
    });
  });
});

describe("osloMonth", () => {
  it("is the month in Oslo time, across the new year and on the last evening of a month", () => {
    expect(osloMonth(Date.parse("2026-12-31T23:30:00.000Z"))).toEqual({
      from: new Date("2026-12-31T23:00:00.000Z"),
      to: new Date("2027-01-31T23:00:00.000Z"),
    });
    expect(osloMonth(Date.parse("2026-03-31T21:59:00.000Z"))).toEqual({
      from: new Date("2026-02-28T23:00:00.000Z"),
      to: new Date("2026-03-31T22:00:00.000Z"),
    });
  });
});
