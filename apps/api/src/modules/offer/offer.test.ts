import { formatPrice } from "@mt/domain/format/price";
import { plainSpaces } from "@mt/domain/format/spaces";
import type { Role } from "@mt/domain/roles/roles";
import { osloToUtc } from "@mt/domain/time/oslo-clock";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import {
  bookProject,
  type Call,
  caller,
  messagesTo,
  setProject,
  tokensFor,
  versionOf,
} from "../project/project.test-support.ts";
import { offerLinkTokens } from "./offer-link-token.ts";

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let job: { id: number; versionId: number };
const token = (role: Role | "OTHER_CONTRACTOR_ADMIN") => tokens.get(role) as string;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
const OTHER_CUSTOMER = "+4792222555";
const ROLES: Role[] = [
  "GLOBAL_ADMIN",
  "CASEWORKER",
  "INSPECTOR",
  "CONTRACTOR_ADMIN",
  "ELECTRICIAN",
  "CUSTOMER",
  "CUSTOMER_SERVICE",
  "STORE_EMPLOYEE",
];
const at = (date: string, time: string) => new Date(osloToUtc(date, time)).toISOString();

let choices: {
  products: { id: number; name: string; priceOre: number }[];
  jobs: { id: number; title: string; priceOre: number; minutes: number }[];
};

/** Nora's el-kontroll booked on `date`, then set to "inspected" as an inspection project. */
async function inspectedProject(date: string, phone = NORA) {
  const project = await bookProject(t, job, phone, at(date, "08:00"));
  await setProject(t, project.uuid, { status: "inspected", kind: "INSPECTION" });
  return project;
}

async function save(projectUuid: string, body: object, role: Role = "CASEWORKER") {
  return call("POST", `/api/offer/project/${projectUuid}`, token(role), body);
}

const validUntil = "2026-03-20";

function draft(product: { id: number }, extra: object = {}) {
  return {
    lines: [
      { source: "product", refId: product.id, quantity: 2 },
      {
        source: "free",
        description: "Ekstra kursopplegg til bod (ø/å/æ)",
        quantity: 1,
        unitPriceOre: 250_000,
        minutesPerUnit: 150,
      },
    ],
    validUntil,
    message: "Takk for befaringen! Prisen gjelder arbeid og materiell.",
    ...extra,
  };
}

async function savedAndSent(projectUuid: string, body: object) {
  const saved = await save(projectUuid, body);
  expect(saved.statusCode, saved.body).toBe(201);
  const sent = await call("POST", `/api/offer/${saved.json().data.uuid}/send`, token("CASEWORKER"));
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data;
}

/** The token of the offer's signed link in a message's text. */
function linkTokenIn(text: string, offerUuid: string): string {
  const match = new RegExp(`/tilbud/${offerUuid}\\?t=([\\w.-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no link to offer ${offerUuid} in: ${text}`);
  return match[1];
}

/** The token of the newest SMS link to the offer sent to `phone`. */
async function linkToken(offerUuid: string, phone = NORA): Promise<string> {
  const sms = (await messagesTo(t, phone)).filter(
    (line) => line.channel === "sms" && line.text.includes(`/tilbud/${offerUuid}`),
  );
  return linkTokenIn(sms.at(-1)?.text ?? "", offerUuid);
}

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  call = caller(t);
  job = await jobOf(t, "el-kontroll");
  ({ tokens } = await tokensFor(t, ROLES));
  const res = await call("GET", "/api/offer/choices", token("CASEWORKER"));
  expect(res.statusCode, res.body).toBe(200);
  choices = res.json().data;
}, 180_000);
afterAll(() => t.close());

describe("building an offer", () => {
  it("lists active products and published jobs at the storefront's prices, for builders only", async () => {
    expect(choices.products.length).toBeGreaterThan(3);
    const catalogue = (await call("GET", "/api/catalogue")).json().data;
    const elKontroll = [
      ...catalogue.categories.flatMap((c: { jobs: unknown[] }) => c.jobs),
      ...catalogue.uncategorised,
    ].find((j: { slug: string }) => j.slug === "el-kontroll");
    expect(choices.jobs.find((j) => j.id === elKontroll.id)?.priceOre).toBe(elKontroll.startingPriceOre);
    for (const role of ["CUSTOMER", "CONTRACTOR_ADMIN", "ELECTRICIAN"] as const) {
      expect((await call("GET", "/api/offer/choices", token(role))).statusCode, role).toBe(403);
    }
    expect((await call("GET", "/api/offer/choices", token("INSPECTOR"))).statusCode).toBe(200);
  });

  it("prices product and job lines from the catalogue, keeps them frozen in later versions, and totals with VAT", async () => {
    const project = await inspectedProject("2026-03-05");
    const product = choices.products[0] as { id: number; priceOre: number };
    const jobChoice = choices.jobs[0] as { id: number; title: string; priceOre: number; minutes: number };
    expect(jobChoice.minutes).toBeGreaterThan(0);
    const first = await save(project.uuid, {
      ...draft(product),
      lines: [...draft(product).lines, { source: "job", refId: jobChoice.id, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const v1 = first.json().data;
    const total = 2 * product.priceOre + 250_000 + jobChoice.priceOre;
    expect(v1).toMatchObject({ version: 1, status: "draft", totalOre: total, validUntil, expired: false });
    expect(v1.vatOre).toBe(total - Math.round(total / 1.25));
    expect(v1.lines[0]).toMatchObject({
      source: "product",
      unitPriceOre: product.priceOre,
      totalOre: 2 * product.priceOre,
    });
    expect(v1.lines[2]).toMatchObject({
      source: "job",
      description: jobChoice.title,
      unitPriceOre: jobChoice.priceOre,
      minutesPerUnit: jobChoice.minutes,
    });
    // The free line's own working time and the job's base time; a product takes none.
    expect(v1.durationMinutes).toBe(150 + jobChoice.minutes);

    // The catalogue price changes; the offer's line keeps the price it was added with.
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/product/${product.id}`,
      headers: { authorization: `Bearer ${token("GLOBAL_ADMIN")}` },
      payload: { priceOre: product.priceOre + 10_000 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const productsOnly = await save(
      project.uuid,
      draft(product, { lines: [{ source: "product", refId: product.id, quantity: 3 }] }),
    );
    expect(productsOnly.statusCode).toBe(422);
    expect(productsOnly.json().errors.lines).toEqual([
      "Tilbudet mangler arbeidstid. Legg til en jobb fra katalogen, eller skriv arbeidstid på en fri linje.",
    ]);
    const second = await save(
      project.uuid,
      draft(product, {
        lines: [
          { source: "product", refId: product.id, quantity: 3 },
          { source: "job", refId: jobChoice.id, quantity: 2 },
        ],
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({
      version: 2,
      totalOre: 3 * product.priceOre + 2 * jobChoice.priceOre,
      durationMinutes: 2 * jobChoice.minutes,
    });

    // The inspector builds too; unknown products are refused per line.
    const unknown = await save(
      project.uuid,
      draft(product, { lines: [{ source: "product", refId: 999_999, quantity: 1 }] }),
      "INSPECTOR",
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors["lines.0.refId"]).toEqual(["Produktet finnes ikke eller er ikke i salg"]);
    await t.app.inject({
      method: "PATCH",
      url: `/api/product/${product.id}`,
      headers: { authorization: `Bearer ${token("GLOBAL_ADMIN")}` },
      payload: { priceOre: product.priceOre },
    });
  });

  it("refuses bad input with Norwegian field messages, and projects not ready for an offer", async () => {
    const project = await inspectedProject("2026-03-05");
    const product = choices.products[0] as { id: number };
    const empty = await save(project.uuid, { lines: [], validUntil });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.lines).toEqual(["Legg til minst én linje i tilbudet"]);
    const past = await save(project.uuid, draft(product, { validUntil: "2026-03-01" }));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.validUntil).toEqual(["Gyldig til kan ikke være før i dag"]);
    await setProject(t, project.uuid, { status: "inspection_booked" });
    const early = await save(project.uuid, draft(product));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "OFFER_NOT_EDITABLE" });
  });
});

describe("sending and answering", () => {
  it("sends: the project moves to offer sent, the customer gets SMS and email with the offer's signed link", async () => {
    const project = await inspectedProject("2026-03-05");
    const product = choices.products[1] as { id: number };
    const saved = (await save(project.uuid, draft(product))).json().data;
    // The customer sees no draft.
    expect((await call("GET", `/api/offer/${saved.uuid}`, token("CUSTOMER"))).statusCode).toBe(404);
    expect(
      (await call("GET", `/api/offer/project/${project.uuid}`, token("CUSTOMER"))).json().data.offers,
    ).toEqual([]);

    const sent = await call("POST", `/api/offer/${saved.uuid}/send`, token("CASEWORKER"));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: "sent", newestSent: true, mayAccept: true });
    const detail = (await call("GET", `/api/project/${project.uuid}`, token("CASEWORKER"))).json().data;
    expect(detail.status).toBe("offer_sent");
    expect(detail.allowedMoves).not.toContain("accept_offer");
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: "status",
      toStatus: "offer_sent",
      message: "Tilbud versjon 1 sendt til kunden",
      actor: "Lars Berg",
    });
    const sms = (await messagesTo(t, NORA)).filter(
      (line) => line.channel === "sms" && line.text.includes("tilbud"),
    );
    // The SMS carries the absolute signed link to this offer, which opens it without a login.
    const signed = `https://montortorget.test/tilbud/${saved.uuid}?t=`;
    expect(sms.at(-1)?.text).toContain(signed);
    expect(sms.at(-1)?.text).toContain("gyldig til 20. mars 2026");
    const smsToken = linkTokenIn(sms.at(-1)?.text ?? "", saved.uuid);
    expect((await call("GET", `/api/offer/${saved.uuid}/link?t=${smsToken}`)).statusCode).toBe(200);
    const mail = (await messagesTo(t, "kunde@example.no")).filter((line) => line.channel === "email");
    expect(mail.at(-1)?.text).toContain("Takk for befaringen!");
    expect(mail.at(-1)?.text).toContain(signed);
    expect(mail.at(-1)?.text).toContain(`https://montortorget.test/dashboard/prosjekt/${project.uuid}`);

    // Sending the same version again is refused; the customer may not send.
    const again = await call("POST", `/api/offer/${saved.uuid}/send`, token("CASEWORKER"));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("OFFER_ALREADY_SENT");
    expect((await call("POST", `/api/offer/${saved.uuid}/send`, token("CUSTOMER"))).statusCode).toBe(403);
    // The manual move is gone from the project API: only the offer flow sends and accepts.
    const manual = await call("POST", `/api/project/${project.uuid}/move`, token("CUSTOMER"), {
      move: "accept_offer",
      version: detail.version,
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().code).toBe("PROJECT_MOVE_NOT_ALLOWED");
  });

  it("only the newest sent version can be accepted; a declined offer gets a new version; acceptance is idempotent", async () => {
    const project = await inspectedProject("2026-03-06");
    const product = choices.products[2] as { id: number };
    const v1 = await savedAndSent(project.uuid, draft(product));
    const v2 = await savedAndSent(project.uuid, draft(product, { message: "Justert pris." }));
    expect(v2.version).toBe(2);
    const list = (await call("GET", `/api/offer/project/${project.uuid}`, token("CUSTOMER"))).json().data;
    expect(
      list.offers.map((o: { version: number; newestSent: boolean }) => [o.version, o.newestSent]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list.offers[0].createdBy).toBeNull();
    const old = await call("POST", `/api/offer/${v1.uuid}/accept`, token("CUSTOMER"));
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: "OFFER_NOT_NEWEST",
      message: "Dette tilbudet er erstattet av et nyere tilbud. Se det nyeste tilbudet og svar på det.",
    });

    const declined = await call("POST", `/api/offer/${v2.uuid}/decline`, token("CUSTOMER"));
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: "declined", mayAccept: false });
    const afterDecline = (await call("GET", `/api/project/${project.uuid}`, token("CASEWORKER"))).json().data;
    expect(afterDecline.status).toBe("offer_sent");
    expect(afterDecline.timeline.at(-1)).toMatchObject({
      kind: "offer",
      actor: "Kunden",
      message: "Tilbud versjon 2 avslått",
    });
    expect((await call("POST", `/api/offer/${v2.uuid}/accept`, token("CUSTOMER"))).json().code).toBe(
      "OFFER_ALREADY_ANSWERED",
    );

    const v3 = await savedAndSent(project.uuid, draft(product, { message: "Nytt forslag." }));
    // Two clicks at once: both answer 200 with the same state, the project moves once.
    const [a, b] = await Promise.all([
      call("POST", `/api/offer/${v3.uuid}/accept`, token("CUSTOMER")),
      call("POST", `/api/offer/${v3.uuid}/accept`, token("CUSTOMER")),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json().data).toMatchObject({ status: "accepted", mayAccept: false });
    expect(b.json().data.answeredAt).toBe(a.json().data.answeredAt);
    const third = await call("POST", `/api/offer/${v3.uuid}/accept`, token("CUSTOMER"));
    expect(third.statusCode).toBe(200);
    expect(third.json().data.answeredAt).toBe(a.json().data.answeredAt);
    const accepted = (await call("GET", `/api/project/${project.uuid}`, token("CUSTOMER"))).json().data;
    expect(accepted.status).toBe("offer_accepted");
    expect(
      accepted.timeline.filter((e: { toStatus: string }) => e.toStatus === "offer_accepted"),
    ).toHaveLength(1);
    // Accepted: no new versions, no declining.
    expect((await save(project.uuid, draft(product))).json().code).toBe("OFFER_NOT_EDITABLE");
    expect((await call("POST", `/api/offer/${v3.uuid}/decline`, token("CUSTOMER"))).json().code).toBe(
      "OFFER_ALREADY_ANSWERED",
    );
  });

  it("refuses an expired offer: it holds through the valid-until day in Oslo", async () => {
    const project = await inspectedProject("2026-03-09");
    const product = choices.products[0] as { id: number };
    const sent = await savedAndSent(project.uuid, draft(product, { validUntil: "2026-03-03" }));
    try {
      t.clock.now = osloToUtc("2026-03-03", "23:59");
      expect((await call("GET", `/api/offer/${sent.uuid}`, token("CUSTOMER"))).json().data).toMatchObject({
        expired: false,
        mayAccept: true,
      });
      t.clock.now = osloToUtc("2026-03-04", "00:00");
      const view = (await call("GET", `/api/offer/${sent.uuid}`, token("CUSTOMER"))).json().data;
      expect(view).toMatchObject({ expired: true, mayAccept: false });
      const res = await call("POST", `/api/offer/${sent.uuid}/accept`, token("CUSTOMER"));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "OFFER_EXPIRED",
        message: "Tilbudet er ikke lenger gyldig. Ta kontakt med oss, så sender vi deg et nytt tilbud.",
      });
      expect((await call("GET", `/api/project/${project.uuid}`, token("CUSTOMER"))).json().data.status).toBe(
        "offer_sent",
      );
      // A draft past its date is not sent either: staff save a new version with a later date.
      const stale = (await save(project.uuid, draft(product, { validUntil: "2026-03-04" }))).json().data;
      t.clock.now = osloToUtc("2026-03-05", "09:00");
      const late = await call("POST", `/api/offer/${stale.uuid}/send`, token("CASEWORKER"));
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe("OFFER_EXPIRED");
    } finally {
      t.clock.now = Date.parse(MONDAY);
    }
  });

  it("answers 404 for foreign projects and offers, and lets only the customer or staff answer", async () => {
    const project = await inspectedProject("2026-03-10");
    const product = choices.products[0] as { id: number };
    const sent = await savedAndSent(project.uuid, draft(product));
    const strangerProject = await inspectedProject("2026-03-10", OTHER_CUSTOMER);
    for (const path of [
      `/api/offer/${sent.uuid}`,
      `/api/offer/${sent.uuid}/pdf`,
      `/api/offer/project/${project.uuid}`,
    ]) {
      expect((await call("GET", path, token("OTHER_CONTRACTOR_ADMIN"))).statusCode, path).toBe(404);
      expect((await call("GET", path, token("STORE_EMPLOYEE"))).statusCode, path).toBe(404);
    }
    // Nora does not reach the other customer's project.
    expect(
      (await call("GET", `/api/offer/project/${strangerProject.uuid}`, token("CUSTOMER"))).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/offer/${crypto.randomUUID()}/accept`, token("CUSTOMER"))).statusCode,
    ).toBe(404);
    // A JOB project is out of the inspector's reach.
    const jobProject = await bookProject(t, job, NORA, at("2026-03-11", "08:00"));
    await setProject(t, jobProject.uuid, { status: "inspected" });
    expect((await save(jobProject.uuid, draft(product), "INSPECTOR")).statusCode).toBe(404);
    // Reaching the project is not enough to answer for the customer.
    const electrician = await call("POST", `/api/offer/${sent.uuid}/accept`, token("CONTRACTOR_ADMIN"));
    expect(electrician.statusCode).toBe(403);
    expect(
      (await call("POST", `/api/offer/project/${project.uuid}`, token("CONTRACTOR_ADMIN"), draft(product)))
        .statusCode,
    ).toBe(403);
    // Staff may accept on the customer's word.
    const byStaff = await call("POST", `/api/offer/${sent.uuid}/accept`, token("CASEWORKER"));
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const detail = (await call("GET", `/api/project/${project.uuid}`, token("CASEWORKER"))).json().data;
    expect(detail.timeline.at(-1)).toMatchObject({ toStatus: "offer_accepted", actor: "Lars Berg" });
  });
});

describe("the PDF and the job time after acceptance", () => {
  it("makes a PDF with the product name, lines, totals, VAT, validity and the installer's organisation number", async () => {
    const project = await inspectedProject("2026-03-12");
    const product = choices.products[0] as { id: number; name: string; priceOre: number };
    const sent = await savedAndSent(project.uuid, draft(product));
    const res = await call("GET", `/api/offer/${sent.uuid}/pdf`, token("CUSTOMER"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    // Made for the caller who reaches the offer, and never kept (decision 061); no login, no PDF.
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect((await call("GET", `/api/offer/${sent.uuid}/pdf`)).statusCode).toBe(401);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const plain = text.replace(/\u00a0/g, " ");
    const kr = (ore: number) => plainSpaces(formatPrice(ore));
    for (const expected of [
      "Montørtorget",
      `Tilbud nr. ${project.number}-1`,
      product.name,
      "Ekstra kursopplegg til bod (ø/å/æ)",
      kr(2 * product.priceOre + 250_000),
      "Herav mva. (25 %)",
      kr(sent.vatOre),
      "Gyldig til og med 20. mars 2026",
      "Oslo Elektro og Varme AS",
      "Org.nr. 912 345",
    ]) {
      expect(plain, expected).toContain(expected);
    }
  });

  it("lets the customer pick the job time through the offered windows once the offer is accepted", async () => {
    const project = await inspectedProject("2026-03-05");
    const product = choices.products[0] as { id: number };
    const sent = await savedAndSent(project.uuid, draft(product));
    // The inspection lies behind us; the cut-off of its time no longer blocks anything.
    t.clock.now = Date.parse("2026-03-07T07:00:00.000Z");
    try {
      expect((await call("POST", `/api/offer/${sent.uuid}/accept`, token("CUSTOMER"))).statusCode).toBe(200);
      const detail = (await call("GET", `/api/project/${project.uuid}`, token("CUSTOMER"))).json().data;
      expect(detail).toMatchObject({
        status: "offer_accepted",
        mayReschedule: true,
        customerChangeDeadline: null,
      });
      const res = await call("POST", `/api/project/${project.uuid}/reschedule`, token("CUSTOMER"), {
        version: await versionOf(call, token("CUSTOMER"), project.uuid),
        startsAt: at("2026-03-17", "12:00"),
      });
      expect(res.statusCode, res.body).toBe(200);
      const moved = res.json().data;
      expect(moved).toMatchObject({
        status: "offer_accepted",
        windowStartsAt: at("2026-03-17", "12:00"),
        // The offer is the job now: its price, and its 2 t 30 min of work (not the inspection's hour).
        totals: { totalOre: sent.totalOre, vatOre: sent.vatOre, durationMinutes: 150 },
      });
      expect(Date.parse(moved.endsAt) - Date.parse(moved.startsAt)).toBe(150 * 60_000);
    } finally {
      t.clock.now = Date.parse(MONDAY);
    }
  });
});

describe("answering by the signed link plus a phone code", () => {
  const byLink = (offerUuid: string, linkToken: string) =>
    call("GET", `/api/offer/${offerUuid}/link?t=${encodeURIComponent(linkToken)}`);
  const answer = (offerUuid: string, kind: "accept" | "decline", body: object) =>
    call("POST", `/api/offer/${offerUuid}/link/${kind}`, null, body);
  const INVALID = {
    code: "OFFER_LINK_INVALID",
    message: "Lenken er utløpt eller ugyldig. Logg inn på Min side for å se tilbudet.",
  };

  it("reads the offer as the customer sees it, with its PDF, without a login; other offers and forged links are refused", async () => {
    const project = await inspectedProject("2026-03-13");
    const product = choices.products[0] as { id: number };
    const sent = await savedAndSent(project.uuid, draft(product));
    const link = await linkToken(sent.uuid);
    const res = await byLink(sent.uuid, link);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await call("GET", `/api/offer/${sent.uuid}`, token("CUSTOMER"))).json().data;
    expect(res.json().data).toEqual({
      ...mine,
      pdfUrl: `/api/offer/${sent.uuid}/link/pdf?t=${link}`,
    });
    expect(res.json().data).toMatchObject({ status: "sent", mayAccept: true, createdBy: null });
    const pdf = await call("GET", res.json().data.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // The link opens its own offer only; forged, missing or mangled tokens open nothing.
    const other = await savedAndSent(
      (await inspectedProject("2026-03-13", OTHER_CUSTOMER)).uuid,
      draft(product),
    );
    const forged = await offerLinkTokens("not-the-server-key-0123456789abcdef", () => t.clock.now).sign(
      sent,
      JSON.parse(Buffer.from(link.split(".")[1] ?? "", "base64url").toString()).sub,
    );
    for (const [uuid, bad] of [
      [other.uuid, link],
      [sent.uuid, forged],
      [sent.uuid, `${link.slice(0, -3)}abc`],
      [sent.uuid, await linkToken(other.uuid, OTHER_CUSTOMER)],
    ] as const) {
      const refused = await byLink(uuid, bad);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toMatchObject(INVALID);
      expect((await call("GET", `/api/offer/${uuid}/link/pdf?t=${bad}`)).statusCode).toBe(404);
      const accept = await answer(uuid, "accept", { token: bad, phoneToken: await t.phoneToken(NORA) });
      expect(accept.json()).toMatchObject(INVALID);
    }
    expect((await call("GET", `/api/offer/${sent.uuid}/link`)).statusCode).toBe(422);
    expect((await call("GET", `/api/project/${project.uuid}`, token("CUSTOMER"))).json().data.status).toBe(
      "offer_sent",
    );
  });

  it("accepts with a code for the project's phone, as the customer on my page (Kunden, idempotent); other phones are refused", async () => {
    const project = await inspectedProject("2026-03-16");
    const product = choices.products[1] as { id: number };
    const sent = await savedAndSent(project.uuid, draft(product));
    const link = await linkToken(sent.uuid);

    const wrongPhone = await answer(sent.uuid, "accept", {
      token: link,
      phoneToken: await t.phoneToken(OTHER_CUSTOMER),
    });
    expect(wrongPhone.statusCode).toBe(422);
    expect(wrongPhone.json()).toMatchObject({
      code: "OFFER_PHONE_MISMATCH",
      errors: { phoneToken: ["Bekreft med telefonnummeret tilbudet ble sendt til."] },
    });
    const noCode = await answer(sent.uuid, "accept", { token: link, phoneToken: "not-a-token" });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().code).toBe("PHONE_NOT_VERIFIED");
    expect(noCode.json().errors.phoneToken).toHaveLength(1);
    expect((await byLink(sent.uuid, link)).json().data.status).toBe("sent");

    const phoneToken = await t.phoneToken(NORA);
    const accepted = await answer(sent.uuid, "accept", { token: link, phoneToken });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: "accepted", mayAccept: false });
    expect(accepted.json().data.pdfUrl).toContain("/link/pdf?t=");
    const detail = (await call("GET", `/api/project/${project.uuid}`, token("CASEWORKER"))).json().data;
    expect(detail.status).toBe("offer_accepted");
    expect(detail.timeline.at(-1)).toMatchObject({
      toStatus: "offer_accepted",
      actor: "Kunden",
      message: "Tilbud versjon 1 godtatt",
    });

    // The same answer again (a second press, the same code): the same state, one move.
    const again = await answer(sent.uuid, "accept", { token: link, phoneToken });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.answeredAt).toBe(accepted.json().data.answeredAt);
    const mine = (await call("GET", `/api/offer/${sent.uuid}`, token("CUSTOMER"))).json().data;
    expect(mine).toMatchObject({ status: "accepted", answeredAt: accepted.json().data.answeredAt });
    const after = (await call("GET", `/api/project/${project.uuid}`, token("CASEWORKER"))).json().data;
    expect(after.timeline.filter((e: { toStatus: string }) => e.toStatus === "offer_accepted")).toHaveLength(
      1,
    );
    // Accepted: declining by link is refused as on my page.
    const decline = await answer(sent.uuid, "decline", { token: link, phoneToken: await t.phoneToken(NORA) });
    expect(decline.statusCode).toBe(409);
    expect(decline.json().code).toBe("OFFER_ALREADY_ANSWERED");
  });

  it("refuses an older version and a used code; declines as the customer; the expired offer and the expired link", async () => {
    const project = await inspectedProject("2026-03-17");
    const product = choices.products[2] as { id: number };
    const v1 = await savedAndSent(project.uuid, draft(product));
    const v1Link = await linkToken(v1.uuid);
    const v2 = await savedAndSent(project.uuid, draft(product, { message: "Justert pris." }));
    const v2Link = await linkToken(v2.uuid);
    expect((await byLink(v1.uuid, v1Link)).json().data).toMatchObject({
      newestSent: false,
      mayAccept: false,
    });
    // The link of one version opens that version only, even for the same customer.
    const crossed = await byLink(v2.uuid, v1Link);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject(INVALID);
    const old = await answer(v1.uuid, "accept", { token: v1Link, phoneToken: await t.phoneToken(NORA) });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: "OFFER_NOT_NEWEST",
      message: "Dette tilbudet er erstattet av et nyere tilbud. Se det nyeste tilbudet og svar på det.",
    });

    // A code answers once: the refused answer above did not use it, the decline below does.
    const phoneToken = await t.phoneToken(NORA);
    const declined = await answer(v2.uuid, "decline", { token: v2Link, phoneToken });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: "declined", mayAccept: false });
    const detail = (await call("GET", `/api/project/${project.uuid}`, token("CASEWORKER"))).json().data;
    expect(detail).toMatchObject({ status: "offer_sent" });
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: "offer",
      actor: "Kunden",
      message: "Tilbud versjon 2 avslått",
    });
    const v3 = await savedAndSent(project.uuid, draft(product, { validUntil: "2026-03-04" }));
    const v3Link = await linkToken(v3.uuid);
    const reused = await answer(v3.uuid, "accept", { token: v3Link, phoneToken });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("PHONE_NOT_VERIFIED");

    try {
      // After the valid-until day the link still shows the offer, which can no longer be accepted.
      t.clock.now = osloToUtc("2026-03-05", "09:00");
      expect((await byLink(v3.uuid, v3Link)).json().data).toMatchObject({ expired: true, mayAccept: false });
      const late = await answer(v3.uuid, "accept", { token: v3Link, phoneToken: await t.phoneToken(NORA) });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe("OFFER_EXPIRED");
      // Two weeks after it the link itself has run out.
      t.clock.now = osloToUtc("2026-03-19", "09:00");
      const expired = await byLink(v3.uuid, v3Link);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject(INVALID);
    } finally {
      t.clock.now = Date.parse(MONDAY);
    }
  });
});
