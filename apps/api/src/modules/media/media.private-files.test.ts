import { ROLES, type Role } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone, loginAs, userIdByPhone } from "../auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
} from "../booking/booking.test-support.ts";
import { at, completedProject } from "../claim/claim.test-support.ts";
import { makeInspection } from "../inspection/inspection.test-support.ts";
import { project } from "../project/project.schema.ts";
import { asAuth, bookProject, type Call, caller, tokensFor } from "../project/project.test-support.ts";
import { multipartBody, realPdf } from "./media.test-support.ts";

/*
 * Issue 33, findings 2 and 3, and private files (decision 061): a document or photo is named only by
 * whoever may attach it, and a private file is served only with a valid signed link or to a session
 * that may see it.
 */

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
const token = (role: Role | "OTHER_CONTRACTOR_ADMIN") => tokens.get(role) as string;
let otherCustomer: string;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
const OTHER_CUSTOMER = "+4792222444";
const HOUR = 3_600_000;

const WINDOWS = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 2, 3 + i))).flatMap((d) =>
  ["08:00", "12:00"].map((time) => at(d.toISOString().slice(0, 10), time)),
);
let next = 0;
const window = () => WINDOWS[Math.floor(next++ / 3) % WINDOWS.length] as string;

/** Nora's completed project at the Oslo installer (installer A): claims may be opened on it. */
let ours: { uuid: string; number: number };
/** Nora's inspection, booked with the Oslo installer. */
let inspection: { uuid: string; number: number };

async function upload(url: string, bytes: Buffer, filename: string, session?: string) {
  const body = await multipartBody(bytes, filename);
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { "content-type": body.contentType, ...(session && { authorization: `Bearer ${session}` }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; url: string; hidden: boolean };
}
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#c85014" } })
    .jpeg()
    .toBuffer();
const uploadDocument = async (session: string) =>
  upload("/api/media/upload-document", await realPdf(), "kontrakt.pdf", session);
const uploadImage = async (session?: string) =>
  upload("/api/media/upload-customer-image", await jpeg(), "bilde.jpg", session);

/** The file's address without its signature, as it is stored in carts, projects and claims. */
const bare = (url: string) => url.split("?")[0] as string;
const get = (url: string, session?: string) =>
  t.app.inject({ method: "GET", url, ...(session && { headers: { authorization: `Bearer ${session}` } }) });

const attach = (uuid: string, session: string, mediaId: number, sharedWithCustomer = true) =>
  call("POST", `/api/project/${uuid}/document`, session, { mediaId, title: "Kontrakt", sharedWithCustomer });

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  call = caller(t);
  const job = await jobOf(t, "el-kontroll");
  ({ tokens } = await tokensFor(t, ROLES));
  ours = await completedProject(t, job, NORA, window, "2026-02-20T12:00:00.000Z");
  inspection = await bookProject(t, job, NORA, at("2026-03-20", "08:00"));
  await makeInspection(t, inspection.uuid, "ON_SITE");
  await bookProject(t, job, OTHER_CUSTOMER, at("2026-03-20", "12:00"));
  otherCustomer = await loginAs(asAuth(t), OTHER_CUSTOMER);
}, 180_000);
afterAll(() => t.close());

describe("finding 2: a document is attached only by its uploader or staff who see every project", () => {
  it("installer A's admin cannot attach installer B's document (422 under mediaId) nor fetch it without a session", async () => {
    const contract = await uploadDocument(token("OTHER_CONTRACTOR_ADMIN"));
    const res = await attach(ours.uuid, token("CONTRACTOR_ADMIN"), contract.id);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ mediaId: ["Fant ikke dokumentet."] });
    const seen = (await call("GET", `/api/project/${ours.uuid}`, token("CUSTOMER"))).json().data;
    expect(seen.documents.map((d: { id: number }) => d.id)).not.toContain(contract.id);
    // Its address alone opens nothing: no session, no signature.
    const file = await get(bare(contract.url));
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: "NOT_FOUND", message: "Fant ikke filen." });
    expect((await get(bare(contract.url), token("CONTRACTOR_ADMIN"))).statusCode).toBe(404);
  });

  it("a store employee, who cannot upload documents, attaches none to a project she reaches", async () => {
    const kari = await userIdByPhone(t.database.db, demoPhone("STORE_EMPLOYEE"));
    await t.database.db.update(project).set({ createdByUserId: kari }).where(eq(project.uuid, ours.uuid));
    expect((await call("GET", `/api/project/${ours.uuid}`, token("STORE_EMPLOYEE"))).statusCode).toBe(200);
    for (const document of [
      await uploadDocument(token("OTHER_CONTRACTOR_ADMIN")),
      await uploadDocument(token("CASEWORKER")),
      await uploadDocument(token("CONTRACTOR_ADMIN")),
    ]) {
      const res = await attach(ours.uuid, token("STORE_EMPLOYEE"), document.id);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ mediaId: ["Fant ikke dokumentet."] });
    }
  });

  it("the uploader attaches their own document, and staff who see every project any", async () => {
    const own = await uploadDocument(token("CONTRACTOR_ADMIN"));
    expect((await attach(ours.uuid, token("CONTRACTOR_ADMIN"), own.id, false)).statusCode).toBe(201);
    const bergens = await uploadDocument(token("OTHER_CONTRACTOR_ADMIN"));
    expect((await attach(ours.uuid, token("CASEWORKER"), bergens.id, false)).statusCode).toBe(201);
    // An image is not a document.
    const image = await uploadImage(token("CASEWORKER"));
    expect((await attach(ours.uuid, token("CASEWORKER"), image.id)).statusCode).toBe(422);
  });
});

describe("finding 3: a photo goes into a claim or an inspection only from whoever may show it", () => {
  it("another customer's hidden image cannot go into a claim (422 under imageIds)", async () => {
    const theirs = await uploadImage(otherCustomer);
    const anonymous = await uploadImage();
    for (const imageIds of [[theirs.id], [anonymous.id]]) {
      const res = await call("POST", "/api/claim", token("CUSTOMER"), {
        project: ours.uuid,
        description: "Stikkontakten er løs.",
        imageIds,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ imageIds: ["Fant ikke bildet."] });
    }
    expect((await get(bare(theirs.url), token("CUSTOMER"))).statusCode).toBe(404);
    const mine = await uploadImage(token("CUSTOMER"));
    const opened = await call("POST", "/api/claim", token("CUSTOMER"), {
      project: ours.uuid,
      description: "Stikkontakten er løs.",
      imageIds: [mine.id],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const [shown] = opened.json().data.images;
    expect(bare(shown.url)).toBe(bare(mine.url));
    expect((await get(shown.url)).statusCode).toBe(200);
  });

  it("another customer's hidden image cannot go into an inspection (422 under mediaId)", async () => {
    const theirs = await uploadImage(otherCustomer);
    const res = await call("POST", `/api/inspection/${inspection.uuid}/photo`, token("INSPECTOR"), {
      mediaId: theirs.id,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ mediaId: ["Fant ikke bildet."] });
    const own = await uploadImage(token("INSPECTOR"));
    const added = await call("POST", `/api/inspection/${inspection.uuid}/photo`, token("INSPECTOR"), {
      mediaId: own.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [photo] = added.json().data.photos;
    expect((await get(photo.url)).statusCode).toBe(200);
    expect((await get(bare(photo.url))).statusCode).toBe(404);
  });
});

describe("a private file is served only to those who may see it", () => {
  it("answers 404 without a session or signature, and to an altered or expired signature", async () => {
    const photo = await uploadImage();
    const url = new URL(photo.url, "http://local.invalid");
    expect(url.searchParams.get("exp")).toMatch(/^\d+$/);
    expect(url.searchParams.get("sig")).toMatch(/^[\w-]{43}$/);
    const sig = url.searchParams.get("sig") as string;
    const exp = Number(url.searchParams.get("exp"));
    const path = url.pathname;
    const refused = [
      path,
      `${path}?exp=${exp}`,
      `${path}?sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`,
      `${path}?exp=${exp + 3600}&sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig}x`,
      `${path}?exp=${exp}&exp=${exp}&sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig}&sig=${sig}`,
      `${path}?exp=1e12&sig=${sig}`,
      `${path}?exp=-1&sig=${sig}`,
      `${path}?exp=${"9".repeat(400)}&sig=${sig}`,
      `${path}?exp=${exp}&sig=%ff%fe`,
      `${path}?exp=${exp}&sig=${encodeURIComponent("<script>")}`,
      `${path}?exp=${exp}&sig=${"=".repeat(43)}`,
      `${path}?exp[a]=1&sig[]=2`,
      `${path}?exp=${exp}&sig=${sig}&w=abc&dpr=9&crop=x`.replace(sig, "A".repeat(43)),
    ];
    for (const address of refused) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.headers["cache-control"], address).toBe("no-store");
    }
    // A NUL byte anywhere is the input guard's (422), as on every route.
    expect((await get(`${path}?exp=${exp}&sig=%00`)).statusCode).toBe(422);
    // The same link with a variant: served, private, for as long as the link lasts.
    const thumb = await get(`${photo.url}&w=80&dpr=1`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toMatch(/^image\//);
    const cache = thumb.headers["cache-control"] as string;
    expect(cache).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(cache.replace(/\D+/g, ""));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(t.clock.now / 1000));
    expect(thumb.headers.vary).toBe("Accept");
    expect(thumb.headers["x-robots-tag"]).toBe("noindex");
    // Once the link has run out it opens nothing.
    const start = t.clock.now;
    try {
      t.clock.now = exp * 1000 + 1;
      expect((await get(photo.url)).statusCode).toBe(404);
      t.clock.now = start + HOUR;
      expect((await get(photo.url)).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it("serves a session that may see it (not stored, varies by cookie), and answers 404 to another tenant's", async () => {
    const contract = await uploadDocument(token("OTHER_CONTRACTOR_ADMIN"));
    const path = bare(contract.url);
    for (const role of [
      "OTHER_CONTRACTOR_ADMIN",
      "GLOBAL_ADMIN",
      "CASEWORKER",
      "CUSTOMER_SERVICE",
    ] as const) {
      const res = await get(path, token(role));
      expect(res.statusCode, role).toBe(200);
      expect(res.headers["cache-control"], role).toBe("private, no-store");
      expect(res.headers.vary, role).toBe("Accept, Cookie, Authorization");
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
    }
    for (const role of [
      "CONTRACTOR_ADMIN",
      "ELECTRICIAN",
      "STORE_EMPLOYEE",
      "CUSTOMER",
      "INSPECTOR",
    ] as const) {
      expect((await get(path, token(role))).statusCode, role).toBe(404);
    }
    // An expired link still opens for a session that may see the file.
    const start = t.clock.now;
    try {
      t.clock.now = start + 5 * HOUR;
      expect((await get(contract.url)).statusCode).toBe(404);
      expect((await get(contract.url, token("OTHER_CONTRACTOR_ADMIN"))).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it("shows a customer a project's document only once it is shared with them", async () => {
    const internal = await uploadDocument(token("CASEWORKER"));
    const shared = await uploadDocument(token("CASEWORKER"));
    expect((await attach(ours.uuid, token("CASEWORKER"), internal.id, false)).statusCode).toBe(201);
    expect((await attach(ours.uuid, token("CASEWORKER"), shared.id, true)).statusCode).toBe(201);
    const seen = (await call("GET", `/api/project/${ours.uuid}`, token("CUSTOMER"))).json().data;
    const urls = seen.documents.map((d: { url: string }) => d.url);
    expect(urls.map(bare)).toContain(bare(shared.url));
    expect(urls.map(bare)).not.toContain(bare(internal.url));
    const link = urls.find((url: string) => bare(url) === bare(shared.url));
    expect((await get(link)).statusCode).toBe(200);
    // With the customer's session alone: the shared one, never the internal one.
    expect((await get(bare(shared.url), token("CUSTOMER"))).statusCode).toBe(200);
    expect((await get(bare(internal.url), token("CUSTOMER"))).statusCode).toBe(404);
    // The installer who reaches the project sees both; another installer neither.
    expect((await get(bare(internal.url), token("CONTRACTOR_ADMIN"))).statusCode).toBe(200);
    expect((await get(bare(shared.url), token("OTHER_CONTRACTOR_ADMIN"))).statusCode).toBe(404);
  });

  it("keeps CMS images public and cacheable", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#0b3d5c" } })
      .png()
      .toBuffer();
    const cms = await upload("/api/media/upload-cms-image", png, "logo.png", token("GLOBAL_ADMIN"));
    expect(cms.url).toMatch(/^\/media\/[\w/-]+\.png$/);
    for (const address of [cms.url, `${cms.url}?w=80&dpr=1`, `${cms.url}?exp=1&sig=nonsense`]) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers["cache-control"], address).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("ordering with photos", () => {
  const line = (job: { id: number; versionId: number }, data: Record<string, unknown>) => ({
    type: "JOB",
    data: { jobTypeId: job.id, jobTypeVersionId: job.versionId, ...data },
  });

  it("an anonymous customer sees their photos in the cart and, once booked, on their project", async () => {
    const job = await jobOf(t, "el-kontroll");
    const photo = await uploadImage();
    expect((await get(photo.url)).statusCode).toBe(200);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/cart",
      payload: {
        post_code: "0150",
        line_items: [line(job, { answers: { bolig: "leilighet" }, images: [photo.url] })],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const cart = created.json().data;
    const [shown] = cart.lineItems[0].data.images;
    expect(bare(shown)).toBe(bare(photo.url));
    expect((await get(shown)).statusCode).toBe(200);
    // The stored line holds the bare address: the cart answers with a signed link each time.
    const again = (await get(`/api/cart/${cart.uuid}`)).json().data;
    expect(again.lineItems[0].data.images.map(bare)).toEqual([bare(photo.url)]);
    // A photo already in the line may be sent back by its bare address (an old link, ran out).
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/cart/${cart.uuid}/line-item/${cart.lineItems[0].id}`,
      payload: { data: { images: [bare(photo.url)] } },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const reserved = await t.app.inject({
      method: "POST",
      url: `/api/cart/${cart.uuid}/reservation`,
      payload: { startsAt: at("2026-03-25", "08:00") },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const phone = "+4792222555";
    const booked = await t.app.inject({
      method: "POST",
      url: `/api/cart/${cart.uuid}/book`,
      payload: await bookBody(t, phone),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const projectUuid = booked.json().data.project.uuid;
    const session = await loginAs(asAuth(t), phone);
    const mine = (await call("GET", `/api/project/${projectUuid}`, session)).json().data;
    const [onProject] = mine.lineItems[0].images;
    expect(bare(onProject)).toBe(bare(photo.url));
    expect((await get(onProject)).statusCode).toBe(200);
    expect((await get(bare(photo.url), session)).statusCode).toBe(200);
    expect((await get(bare(photo.url), otherCustomer)).statusCode).toBe(404);
  });

  it("a cart refuses a photo by a bare or altered address it was never given (422 under the field)", async () => {
    const theirs = await uploadImage(otherCustomer);
    const elKontroll = await jobOf(t, "el-kontroll");
    const battery = await jobOf(t, "batteri-solcelleanlegg");
    const altered = `${bare(theirs.url)}?exp=9999999999&sig=${"A".repeat(43)}`;
    const attempts: [object, string][] = [
      [
        line(elKontroll, { answers: { bolig: "leilighet" }, images: [bare(theirs.url)] }),
        "line_items.0.data.images",
      ],
      [line(elKontroll, { answers: { bolig: "leilighet" }, images: [altered] }), "line_items.0.data.images"],
      [
        line(battery, { answers: { "bilde-sikringsskap": [bare(theirs.url)] } }),
        "line_items.0.data.answers.bilde-sikringsskap",
      ],
    ];
    for (const [item, field] of attempts) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/cart",
        payload: { post_code: "0150", line_items: [item] },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ [field]: ["Fant ikke bildet. Last det opp på nytt."] });
    }
  });
});
