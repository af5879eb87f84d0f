import { randomUUID } from "node:crypto";
import { MEETING_CLOSE } from "@mt/contract/inspection";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import {
  MAX_SIGNALS_PER_SECOND,
  type MeetingRooms,
  meetingRooms,
  type PeerSocket,
  PING_INTERVAL_MS,
} from "./inspection.rooms.ts";
import { meetingPlace } from "./inspection.schema.ts";

/** A socket as the rooms see it, recording what it is sent and how it is closed. */
function fakeSocket() {
  const listeners: Record<string, ((data?: unknown) => void)[]> = {};
  const socket = {
    readyState: 1,
    sent: [] as unknown[],
    closedWith: null as number | null,
    pings: 0,
    /** Whether it answers pings (a phone that lost its network does not). */
    answers: true,
    terminated: false,
    send(data: string) {
      socket.sent.push(JSON.parse(data));
    },
    close(code?: number) {
      socket.closedWith = code ?? 1000;
      socket.readyState = 3;
      for (const listener of listeners.close ?? []) listener();
    },
    ping() {
      socket.pings++;
      if (socket.answers) queueMicrotask(() => socket.emit("pong"));
    },
    terminate() {
      socket.terminated = true;
      socket.close(1006);
    },
    on(event: string, listener: (data?: unknown) => void) {
      listeners[event] = [...(listeners[event] ?? []), listener];
    },
    emit(event: string, data?: unknown) {
      for (const listener of listeners[event] ?? []) listener(data);
    },
  };
  return socket;
}

const customer = { side: "CUSTOMER" as const, userId: 1, name: "Nora" };
const inspector = { side: "STAFF" as const, userId: 2, name: "Sigrid" };
const otherInspector = { side: "STAFF" as const, userId: 3, name: "Per" };

/** A heartbeat short enough to watch. */
const PING_MS = 150;

let database: Database;
/** Two servers' rooms on one database: what one side sends reaches the other only through it. */
let serverA: MeetingRooms;
let serverB: MeetingRooms;

beforeAll(async () => {
  database = await createTestDatabase();
  serverA = meetingRooms({ database, pingIntervalMs: PING_MS });
  serverB = meetingRooms({ database, pingIntervalMs: PING_MS });
}, 60_000);
afterAll(async () => {
  await serverA.closeAll();
  await serverB.closeAll();
  await database.close();
});

const until = (check: () => boolean | Promise<boolean>) => expect.poll(check, { timeout: 3_000 }).toBe(true);
type Fake = ReturnType<typeof fakeSocket>;
const ofType = (socket: Fake, type: string) =>
  socket.sent.filter((m) => (m as { type: string }).type === type);
const joined = (socket: Fake) => until(() => ofType(socket, "joined").length > 0);
const signal = (data: unknown) => Buffer.from(JSON.stringify({ type: "signal", data }));
const peer = (socket: Fake) => socket as unknown as PeerSocket;

/**
 * Once this returns, `server` has delivered every notice committed before it was called: notices
 * arrive in commit order, and the last one is an end of a room of its own that closes a socket there.
 */
async function delivered(server: MeetingRooms) {
  const [room, marker] = [randomUUID(), fakeSocket()];
  server.join(room, customer, peer(marker));
  await joined(marker);
  await server.end(room);
  await until(() => marker.closedWith === MEETING_CLOSE.ended);
}

/** Rooms on a server of their own, so a test can wait for all its sockets' work (`closeAll`). */
const ownServer = () => meetingRooms({ database, pingIntervalMs: PING_MS });

describe("meeting rooms on two servers", () => {
  it("relays only signals, only to the other side of the same room, whichever server each reached", async () => {
    const [p1, p2] = [randomUUID(), randomUUID()];
    const [a, b, elsewhere] = [fakeSocket(), fakeSocket(), fakeSocket()];
    serverA.join(p1, customer, peer(a));
    await joined(a);
    serverB.join(p1, inspector, peer(b));
    serverA.join(p2, inspector, peer(elsewhere));
    await joined(b);
    expect(b.sent[0]).toEqual({ type: "joined", role: "STAFF", peerPresent: true });
    await until(() => ofType(a, "peer-joined").length === 1);

    // An offer larger than a NOTIFY payload goes through the table; the order holds.
    const offer = { sdp: "v=0 ".repeat(5_000) };
    b.emit("message", signal(offer));
    b.emit("message", signal({ x: 1 }));
    b.emit("message", Buffer.from(JSON.stringify({ type: "joined", role: "STAFF" })));
    b.emit("message", Buffer.from("not json"));
    b.emit("message", signal("x".repeat(70_000)));
    a.emit("message", signal({ answer: true }));
    await until(() => ofType(a, "signal").length === 2 && ofType(b, "signal").length === 1);
    expect(ofType(a, "signal")).toEqual([
      { type: "signal", data: offer },
      { type: "signal", data: { x: 1 } },
    ]);
    expect(ofType(b, "signal")).toEqual([{ type: "signal", data: { answer: true } }]);
    expect(elsewhere.sent).toEqual([{ type: "joined", role: "STAFF", peerPresent: false }]);
    expect((await serverB.present(p1)).sort()).toEqual(["CUSTOMER", "STAFF"]);
    for (const socket of [a, b, elsewhere]) socket.close();
    await until(async () => (await serverA.present(p1)).length === 0);
  });

  it("turns another staff member away from a taken place, and lets the same person take theirs over", async () => {
    const p = randomUUID();
    const [a, b, stranger, again] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()];
    const serverOfB = ownServer();
    serverA.join(p, customer, peer(a));
    await joined(a);
    serverOfB.join(p, inspector, peer(b));
    await joined(b);
    serverB.join(p, otherInspector, peer(stranger));
    await until(() => stranger.closedWith === MEETING_CLOSE.full);
    expect(ofType(stranger, "error")).toMatchObject([{ code: "MEETING_FULL" }]);

    serverB.join(p, inspector, peer(again));
    await joined(again);
    await until(() => b.closedWith === MEETING_CLOSE.replaced);
    expect(ofType(again, "joined")).toEqual([{ type: "joined", role: "STAFF", peerPresent: true }]);
    // The replaced socket's close does not free the place its successor holds: its leave is done
    // once its server has closed, and a peer-left it sent would have reached the customer by now.
    await serverOfB.closeAll();
    await delivered(serverA);
    expect((await serverA.present(p)).sort()).toEqual(["CUSTOMER", "STAFF"]);
    expect(ofType(a, "peer-left")).toEqual([]);
    a.emit("message", signal({ to: "again" }));
    await until(() => ofType(again, "signal").length === 1);
    a.close();
    again.close();
  });

  it("counts a place as free once its server stopped refreshing it (the server died)", async () => {
    const p = randomUUID();
    await database.db.insert(meetingPlace).values({
      projectUuid: p,
      side: "STAFF",
      userId: inspector.userId,
      holder: `${randomUUID()}/1`,
      seenAt: new Date(Date.now() - 3 * PING_INTERVAL_MS - 1000),
    });
    const b = fakeSocket();
    serverB.join(p, otherInspector, peer(b));
    await joined(b);
    expect(b.closedWith).toBeNull();
    expect(await serverA.present(p)).toEqual(["STAFF"]);
    b.close();
  });

  it("drops a socket that stops answering pings, and tells the other side on the other server", async () => {
    const p = randomUUID();
    const [a, b] = [fakeSocket(), fakeSocket()];
    serverA.join(p, customer, peer(a));
    serverB.join(p, inspector, peer(b));
    await joined(a);
    await joined(b);
    // The customer's phone lost its network; the inspector answers.
    a.answers = false;
    await until(() => a.terminated);
    await until(() => ofType(b, "peer-left").length === 1);
    expect(b.terminated).toBe(false);
    expect(await serverA.present(p)).toEqual(["STAFF"]);
    b.close();
  });

  it("closes a connection over the frames a second allows, relaying no more than that", async () => {
    const p = randomUUID();
    const [a, b] = [fakeSocket(), fakeSocket()];
    const serverOfB = ownServer();
    serverA.join(p, customer, peer(a));
    serverOfB.join(p, inspector, peer(b));
    await joined(a);
    await joined(b);
    for (let n = 0; n < MAX_SIGNALS_PER_SECOND; n++) b.emit("message", signal({ candidate: n }));
    expect(b.closedWith).toBeNull();
    b.emit("message", signal({ candidate: -1 }));
    expect(b.closedWith).toBe(MEETING_CLOSE.flood);
    b.emit("message", signal({ candidate: -2 }));
    // Everything b's server was still writing is written, and what it wrote has reached a.
    await serverOfB.closeAll();
    await delivered(serverA);
    expect(ofType(a, "signal").map((m) => (m as { data: { candidate: number } }).data.candidate)).toEqual(
      Array.from({ length: MAX_SIGNALS_PER_SECOND }, (_, n) => n),
    );
    a.close();
  });

  it("closes both sides once the inspection is over: at once on every server, and at the heartbeat", async () => {
    const p = randomUUID();
    const [a, b] = [fakeSocket(), fakeSocket()];
    serverA.join(p, customer, peer(a));
    serverB.join(p, inspector, peer(b));
    await joined(a);
    await joined(b);
    await serverA.end(p);
    await until(() => a.closedWith === MEETING_CLOSE.ended && b.closedWith === MEETING_CLOSE.ended);

    let open = true;
    const c = fakeSocket();
    serverB.join(randomUUID(), customer, peer(c), async () => open);
    await joined(c);
    // Two heartbeats: the first one's question (still open) has been answered by the second.
    await until(() => c.pings >= 2);
    expect(c.closedWith).toBeNull();
    open = false;
    await until(() => c.closedWith === MEETING_CLOSE.ended);
  });
});
