import { ROLES, type Role } from "@mt/domain/roles/roles";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { multipartBody } from "../media/media.test-support.ts";
import { bookProject, type Call, caller, messagesTo, tokensFor } from "../project/project.test-support.ts";
import { makeInspection } from "./inspection.test-support.ts";

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
const token = (role: Role | "OTHER_CONTRACTOR_ADMIN") => tokens.get(role) as string;

const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
let video: { uuid: string; number: number };
let site: { uuid: string; number: number };
let job: { uuid: string; number: number };

const put = (url: string, tokenValue: string, payload: object) =>
  t.app.inject({ method: "PUT", url, payload, headers: { authorization: `Bearer ${tokenValue}` } });

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  call = caller(t);
  const elKontroll = await jobOf(t, "el-kontroll");
  ({ tokens } = await tokensFor(t, ROLES));
  video = await bookProject(t, elKontroll, NORA, "2026-03-05T07:00:00.000Z");
  site = await bookProject(t, elKontroll, "+4792222444", "2026-03-05T11:00:00.000Z");
  job = await bookProject(t, elKontroll, NORA, "2026-03-06T07:00:00.000Z");
  await makeInspection(t, video.uuid, "VIDEO");
  await makeInspection(t, site.uuid, "ON_SITE");
}, 180_000);
afterAll(() => t.close());

const STAFF: Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "INSPECTOR"];

describe("the inspections list", () => {
  it("lists inspections, not jobs, by appointment, filtered by mode and date", async () => {
    const res = await call("GET", "/api/inspection", token("INSPECTOR"));
    expect(res.statusCode, res.body).toBe(200);
    const numbers = res.json().data.map((row: { number: number }) => row.number);
    expect(numbers).toEqual([video.number, site.number]);
    expect(res.json().data[0]).toMatchObject({
      mode: "VIDEO",
      status: "inspection_booked",
      hasFindings: false,
    });

    const videos = await call("GET", "/api/inspection?mode=VIDEO", token("CASEWORKER"));
    expect(videos.json().data.map((row: { number: number }) => row.number)).toEqual([video.number]);
    const later = await call("GET", "/api/inspection?from=2026-03-06", token("GLOBAL_ADMIN"));
    expect(later.json().data).toEqual([]);
  });

  it("is only for those who run inspections", async () => {
    for (const role of ROLES.filter((r) => !STAFF.includes(r))) {
      const res = await call("GET", "/api/inspection", token(role));
      expect(res.statusCode, role).toBe(403);
    }
    expect((await call("GET", "/api/inspection")).statusCode).toBe(401);
  });
});

describe("findings", () => {
  it("answers 404 to anyone who does not run inspections, and for a job", async () => {
    for (const role of ROLES) {
      const res = await call("GET", `/api/inspection/${video.uuid}`, token(role));
      expect(res.statusCode, role).toBe(STAFF.includes(role) ? 200 : 404);
      const saved = await put(`/api/inspection/${video.uuid}/findings`, token(role), { text: "x" });
      expect(saved.statusCode, role).toBe(STAFF.includes(role) ? 200 : 404);
    }
    const ofJob = await call("GET", `/api/inspection/${job.uuid}`, token("INSPECTOR"));
    expect(ofJob.statusCode).toBe(404);
  });

  it("saves a draft, takes a photo, then marks inspected with the findings on the timeline", async () => {
    const draft = await put(`/api/inspection/${site.uuid}/findings`, token("INSPECTOR"), {
      text: "Gammelt sikringsskap",
      measurements: [{ label: "Hovedsikring", value: "63", unit: "A" }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({
      text: "Gammelt sikringsskap",
      measurements: [{ label: "Hovedsikring", value: "63", unit: "A" }],
      updatedBy: "Sigrid Dahl",
      open: true,
      inspectedAt: null,
    });

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#08f" } })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipartBody(png, "skap.png");
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/media/upload-customer-image",
      payload,
      // The inspector takes the photo with their own session: only its uploader (or staff) may attach it.
      headers: { "content-type": contentType, authorization: `Bearer ${token("INSPECTOR")}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const mediaId = uploaded.json().data.id;
    const photo = await call("POST", `/api/inspection/${site.uuid}/photo`, token("INSPECTOR"), {
      mediaId,
      source: "PHOTO",
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const photos = photo.json().data.photos;
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ source: "PHOTO" });
    expect((await t.app.inject({ method: "GET", url: photos[0].url })).statusCode).toBe(200);

    // Only an uploaded customer image, and only by those who run inspections.
    const unknown = await call("POST", `/api/inspection/${site.uuid}/photo`, token("INSPECTOR"), {
      mediaId: 999_999,
    });
    expect(unknown.statusCode).toBe(422);
    const byCustomer = await call("POST", `/api/inspection/${site.uuid}/photo`, token("CUSTOMER_SERVICE"), {
      mediaId,
    });
    expect(byCustomer.statusCode).toBe(404);

    const empty = await call("POST", `/api/inspection/${site.uuid}/inspected`, token("INSPECTOR"), {
      text: " ",
      measurements: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe("INSPECTION_FINDINGS_REQUIRED");

    const done = await call("POST", `/api/inspection/${site.uuid}/inspected`, token("INSPECTOR"), {
      text: "Gammelt sikringsskap, må byttes",
      measurements: [{ label: "Hovedsikring", value: "63", unit: "A" }],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: "inspected", open: false });
    expect(done.json().data.inspectedAt).not.toBeNull();

    const project = (await call("GET", `/api/project/${site.uuid}`, token("CASEWORKER"))).json().data;
    expect(project.status).toBe("inspected");
    const event = project.timeline.find((e: { toStatus: string }) => e.toStatus === "inspected");
    expect(event).toMatchObject({ actor: "Sigrid Dahl", fromStatus: "inspection_booked" });
    expect(event.message).toBe("Gammelt sikringsskap, må byttes\nMålinger: Hovedsikring: 63 A\n1 bilde");

    const again = await call("POST", `/api/inspection/${site.uuid}/inspected`, token("CASEWORKER"), {
      text: "igjen",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("INSPECTION_CLOSED");
    const late = await put(`/api/inspection/${site.uuid}/findings`, token("INSPECTOR"), { text: "endret" });
    expect(late.json().code).toBe("INSPECTION_CLOSED");

    const list = await call("GET", "/api/inspection?state=done", token("INSPECTOR"));
    expect(list.json().data).toMatchObject([{ number: site.number, hasFindings: true }]);
  });

  it("refuses too many or too long measurements", async () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ label: `M${i}`, value: "1", unit: "" }));
    expect(
      (await put(`/api/inspection/${video.uuid}/findings`, token("INSPECTOR"), { measurements: many }))
        .statusCode,
    ).toBe(422);
    const long = await put(`/api/inspection/${video.uuid}/findings`, token("INSPECTOR"), {
      measurements: [{ label: "x".repeat(101), value: "1" }],
    });
    expect(long.statusCode).toBe(422);
  });
});

describe("the video meeting", () => {
  it("opens for the customer and staff who run inspections, and no one else", async () => {
    const customer = await call("GET", `/api/inspection/${video.uuid}/video`, token("CUSTOMER"));
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json().data).toMatchObject({
      role: "CUSTOMER",
      iceServers: [],
      socketPath: `/api/inspection/${video.uuid}/video/socket`,
    });
    const staff = await call("GET", `/api/inspection/${video.uuid}/video`, token("INSPECTOR"));
    expect(staff.json().data).toMatchObject({ role: "STAFF", selfName: "Sigrid Dahl" });
    for (const role of ["CUSTOMER_SERVICE", "CONTRACTOR_ADMIN", "ELECTRICIAN", "STORE_EMPLOYEE"] as const) {
      const res = await call("GET", `/api/inspection/${video.uuid}/video`, token(role));
      expect(res.statusCode, role).toBe(404);
    }
    expect((await call("GET", `/api/inspection/${video.uuid}/video`)).statusCode).toBe(401);
    const onSite = await call("GET", `/api/inspection/${site.uuid}/video`, token("INSPECTOR"));
    expect(onSite.json().code).toBe("INSPECTION_NOT_VIDEO");
  });

  it("texts the customer a link that opens this meeting only, until it runs out", async () => {
    expect(
      (await call("POST", `/api/inspection/${video.uuid}/video/link`, token("CUSTOMER"))).statusCode,
    ).toBe(404);
    const sent = await call("POST", `/api/inspection/${video.uuid}/video/link`, token("CASEWORKER"));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sentTo).toBe(NORA);
    const sms = (await messagesTo(t, NORA)).filter((line) => line.text.includes("Videobefaringen"));
    expect(sms).toHaveLength(1);
    const link = new URL(/https:\S+/.exec(sms[0]?.text ?? "")?.[0] ?? "");
    expect(link.origin).toBe("https://montortorget.test");
    expect(link.pathname).toBe(`/project/${video.uuid}/inspection/video`);
    const linkToken = link.searchParams.get("t") as string;

    const opened = await call(
      "GET",
      `/api/inspection/${video.uuid}/video?t=${encodeURIComponent(linkToken)}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.role).toBe("CUSTOMER");
    // Not a session: no other call takes it.
    const asSession = await call("GET", `/api/project/${video.uuid}`, linkToken);
    expect(asSession.statusCode).toBe(401);
    // Not another meeting.
    const other = await call("GET", `/api/inspection/${site.uuid}/video?t=${encodeURIComponent(linkToken)}`);
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe("MEETING_LINK_INVALID");
    const forged = await call("GET", `/api/inspection/${video.uuid}/video?t=${linkToken.slice(0, -2)}xx`);
    expect(forged.json().code).toBe("MEETING_LINK_INVALID");

    const start = t.clock.now;
    t.clock.now = start + 2 * 3600_000 + 1000;
    try {
      const expired = await call(
        "GET",
        `/api/inspection/${video.uuid}/video?t=${encodeURIComponent(linkToken)}`,
      );
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe("MEETING_LINK_INVALID");
    } finally {
      t.clock.now = start;
    }
  });
});

describe("the signalling socket", () => {
  type Ws = Awaited<ReturnType<BookingTestApp["app"]["injectWS"]>>;
  type Message = { type: string; [key: string]: unknown };
  const socketUrl = (uuid: string, query = "") => `/api/inspection/${uuid}/video/socket${query}`;
  /** A socket with its messages gathered from the start (the server greets at once). */
  const open = async (role: Role, uuid = video.uuid) => {
    const messages: Message[] = [];
    const ws = await t.app.injectWS(
      socketUrl(uuid),
      { headers: { authorization: `Bearer ${token(role)}` } },
      { onInit: (socket) => socket.on("message", (data: Buffer) => messages.push(JSON.parse(String(data)))) },
    );
    return { ws, messages };
  };
  const closed = (ws: Ws) =>
    new Promise<number>((resolve) => ws.on("close", (code: number) => resolve(code)));
  const until = (check: () => boolean) => expect.poll(check, { timeout: 3_000 }).toBe(true);

  it("refuses anyone but the customer and staff before joining", async () => {
    for (const role of ["CUSTOMER_SERVICE", "ELECTRICIAN", "CONTRACTOR_ADMIN"] as const) {
      await expect(open(role), role).rejects.toThrow(/404/);
    }
    await expect(t.app.injectWS(socketUrl(video.uuid))).rejects.toThrow(/401/);
    await expect(t.app.injectWS(socketUrl(video.uuid, "?t=nope"))).rejects.toThrow(/401/);
  });

  it("relays signals between the customer and one staff member, and turns a third away", async () => {
    const { ws: inspector, messages: fromInspector } = await open("INSPECTOR");
    // A join takes its place in the database: the customer comes once the inspector is in.
    await until(() => fromInspector.some((m) => m.type === "joined"));
    const { ws: customer, messages: fromCustomer } = await open("CUSTOMER");
    await until(() => fromCustomer.some((m) => m.type === "joined"));
    expect(fromCustomer[0]).toEqual({ type: "joined", role: "CUSTOMER", peerPresent: true });
    await until(() => fromInspector.some((m) => m.type === "peer-joined"));

    inspector.send(JSON.stringify({ type: "signal", data: { description: { type: "offer", sdp: "v=0" } } }));
    await until(() => fromCustomer.some((m) => m.type === "signal"));
    expect(fromCustomer.find((m) => m.type === "signal")).toEqual({
      type: "signal",
      data: { description: { type: "offer", sdp: "v=0" } },
    });

    // A second staff member finds the staff place taken.
    const { ws: caseworker, messages: fromCaseworker } = await open("CASEWORKER");
    expect(await closed(caseworker)).toBe(4409);
    expect(fromCaseworker[0]).toMatchObject({ type: "error", code: "MEETING_FULL" });

    // The customer reconnecting takes over their own place; the inspector is told.
    const oldClosed = closed(customer);
    const { ws: again } = await open("CUSTOMER");
    expect(await oldClosed).toBe(4410);
    await until(() => fromInspector.filter((m) => m.type === "peer-joined").length === 2);

    const gone = fromInspector.length;
    again.terminate();
    await until(() => fromInspector.slice(gone).some((m) => m.type === "peer-left"));
    inspector.terminate();
  });
});
