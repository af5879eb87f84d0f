import { MEETING_CLOSE } from "@mt/contract/inspection";
import type { Role } from "@mt/domain/roles/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import {
  bookProject,
  type Call,
  caller,
  messagesTo,
  tokensFor,
  versionOf,
} from "../project/project.test-support.ts";
import { MAX_SIGNALS_PER_SECOND } from "./inspection.rooms.ts";
import { makeInspection } from "./inspection.test-support.ts";

/*
 * Issue 33, finding 8: after the inspection was marked done, the SMS link still answered with the
 * customer's name and address, and the signalling socket relayed 300 frames a second. The link now
 * works only while the inspection is open, and the socket holds each connection to a rate no
 * signalling exchange reaches (decision 062).
 */

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let elKontroll: { id: number; versionId: number };
const token = (role: Role) => tokens.get(role) as string;

beforeAll(async () => {
  // Monday 2 March 2026, 08:00 in Oslo.
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  call = caller(t);
  elKontroll = await jobOf(t, "el-kontroll");
  ({ tokens } = await tokensFor(t, ["CASEWORKER", "INSPECTOR", "CUSTOMER"]));
}, 180_000);
afterAll(() => t.close());

let phoneSeq = 0;
/** A video inspection of its own customer, and the meeting link texted to them. */
async function videoInspection(startsAt: string) {
  const phone = `+479876${String(5100 + ++phoneSeq)}`;
  const project = await bookProject(t, elKontroll, phone, startsAt);
  await makeInspection(t, project.uuid, "VIDEO");
  const sent = await call("POST", `/api/inspection/${project.uuid}/video/link`, token("CASEWORKER"));
  expect(sent.statusCode, sent.body).toBe(200);
  const sms = (await messagesTo(t, phone)).filter((line) => line.text.includes("Videobefaringen")).at(-1);
  const link = new URL(/https:\S+/.exec(sms?.text ?? "")?.[0] ?? "");
  return { uuid: project.uuid, linkToken: link.searchParams.get("t") as string };
}

const meetingByLink = (uuid: string, linkToken: string) =>
  call("GET", `/api/inspection/${uuid}/video?t=${encodeURIComponent(linkToken)}`);

describe("the video link lives only while the inspection is open", () => {
  it("answers as an unknown link once the inspection is marked inspected, without name or address", async () => {
    const { uuid, linkToken } = await videoInspection("2026-03-05T07:00:00.000Z");
    const open = await meetingByLink(uuid, linkToken);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.address).toContain("Storgata 1");

    const done = await call("POST", `/api/inspection/${uuid}/inspected`, token("INSPECTOR"), {
      text: "Sikringsskapet er i orden.",
      measurements: [],
    });
    expect(done.statusCode, done.body).toBe(200);

    const after = await meetingByLink(uuid, linkToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("MEETING_LINK_INVALID");
    expect(after.body).not.toContain("Storgata");
    expect(after.body).not.toContain("Kundesen");
    // The same answer as a link that never opened anything.
    const forged = await meetingByLink(uuid, `${linkToken.slice(0, -2)}xx`);
    expect(after.json()).toEqual(forged.json());
    await expect(
      t.app.injectWS(`/api/inspection/${uuid}/video/socket?t=${encodeURIComponent(linkToken)}`),
    ).rejects.toThrow(/401/);
  });

  it("answers as an unknown link once the inspection is cancelled", async () => {
    const { uuid, linkToken } = await videoInspection("2026-03-05T11:00:00.000Z");
    const cancelled = await call("POST", `/api/project/${uuid}/move`, token("CASEWORKER"), {
      move: "cancel",
      version: await versionOf(call, token("CASEWORKER"), uuid),
      message: "Kunden ringte og avlyste.",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await meetingByLink(uuid, linkToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("MEETING_LINK_INVALID");
    expect(after.body).not.toContain("Storgata");
  });
});

describe("the signalling socket", () => {
  type Ws = Awaited<ReturnType<BookingTestApp["app"]["injectWS"]>>;
  const socketUrl = (uuid: string) => `/api/inspection/${uuid}/video/socket`;
  const until = (check: () => boolean) => expect.poll(check, { timeout: 3_000 }).toBe(true);
  const closeCode = (ws: Ws) =>
    new Promise<number>((resolve) => ws.on("close", (code: number) => resolve(code)));

  async function pair(uuid: string, linkToken: string) {
    const received: { type: string }[] = [];
    const inspector = await t.app.injectWS(socketUrl(uuid), {
      headers: { authorization: `Bearer ${token("INSPECTOR")}` },
    });
    const customer = await t.app.injectWS(
      `${socketUrl(uuid)}?t=${encodeURIComponent(linkToken)}`,
      {},
      { onInit: (socket) => socket.on("message", (data: Buffer) => received.push(JSON.parse(String(data)))) },
    );
    await until(() => received.some((m) => m.type === "joined"));
    return {
      inspector,
      customer,
      signals: () => received.filter((m) => m.type === "signal").length,
      peerJoins: () => received.filter((m) => m.type === "peer-joined").length,
    };
  }

  it("relays no more than a signalling exchange needs per second, and closes a flooding connection", async () => {
    const { uuid, linkToken } = await videoInspection("2026-03-06T07:00:00.000Z");
    const { inspector, customer, signals, peerJoins } = await pair(uuid, linkToken);
    const closed = closeCode(inspector);
    // What the attack sent: 300 small frames at once.
    for (let n = 0; n < 300; n++) inspector.send(JSON.stringify({ type: "signal", data: { candidate: n } }));
    expect(await closed).toBe(MEETING_CLOSE.flood);
    await until(() => signals() >= MAX_SIGNALS_PER_SECOND);
    // The inspector coming back is written after what the flood left to relay, and reaches the customer after it.
    const joinsBefore = peerJoins();
    const back = await t.app.injectWS(socketUrl(uuid), {
      headers: { authorization: `Bearer ${token("INSPECTOR")}` },
    });
    await until(() => peerJoins() === joinsBefore + 1);
    expect(signals()).toBe(MAX_SIGNALS_PER_SECOND);
    back.terminate();
    customer.terminate();
  });

  it("closes a connection that sends an oversized frame (70 KB), relaying nothing of it", async () => {
    const { uuid, linkToken } = await videoInspection("2026-03-06T11:00:00.000Z");
    const { inspector, customer, signals } = await pair(uuid, linkToken);
    const closed = closeCode(inspector);
    inspector.send(JSON.stringify({ type: "signal", data: "x".repeat(70 * 1024) }));
    expect(await closed).toBe(1009);
    expect(signals()).toBe(0);
    customer.terminate();
  });
});
