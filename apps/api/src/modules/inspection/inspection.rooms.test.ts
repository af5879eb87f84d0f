import { MEETING_CLOSE } from "@mt/contract/inspection";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MAX_SIGNALS_PER_SECOND,
  meetingRooms,
  type PeerSocket,
  PING_INTERVAL_MS,
} from "./inspection.rooms.ts";

/** A socket as the rooms see it, recording what it is sent and how it is closed. */
function fakeSocket() {
  const listeners: Record<string, ((data?: unknown) => void)[]> = {};
  const socket = {
    readyState: 1,
    sent: [] as unknown[],
    closedWith: null as number | null,
    pings: 0,
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

/** Lets the heartbeat's question (a resolved promise) be answered. */
const settled = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(resolve)));

const customer = { side: "CUSTOMER" as const, userId: 1, name: "Nora" };
const inspector = { side: "STAFF" as const, userId: 2, name: "Sigrid" };

describe("meeting rooms", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("relays only signals, and only to the other side of the same room", () => {
    const rooms = meetingRooms();
    const a = fakeSocket();
    const b = fakeSocket();
    const elsewhere = fakeSocket();
    rooms.join("p1", customer, a as unknown as PeerSocket);
    rooms.join("p1", inspector, b as unknown as PeerSocket);
    rooms.join("p2", inspector, elsewhere as unknown as PeerSocket);
    expect(b.sent[0]).toEqual({ type: "joined", role: "STAFF", peerPresent: true });
    expect(a.sent).toContainEqual({ type: "peer-joined" });

    b.emit("message", Buffer.from(JSON.stringify({ type: "signal", data: { x: 1 } })));
    b.emit("message", Buffer.from(JSON.stringify({ type: "joined", role: "STAFF" })));
    b.emit("message", Buffer.from("not json"));
    b.emit("message", Buffer.from(JSON.stringify({ type: "signal", data: "x".repeat(70_000) })));
    expect(a.sent.filter((m) => (m as { type: string }).type === "signal")).toEqual([
      { type: "signal", data: { x: 1 } },
    ]);
    expect(elsewhere.sent).toEqual([{ type: "joined", role: "STAFF", peerPresent: false }]);
    expect(rooms.present("p1").sort()).toEqual(["CUSTOMER", "STAFF"]);
  });

  it("drops a socket that stops answering pings, and tells the other side", () => {
    const rooms = meetingRooms();
    const a = fakeSocket();
    const b = fakeSocket();
    rooms.join("p1", customer, a as unknown as PeerSocket);
    rooms.join("p1", inspector, b as unknown as PeerSocket);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(a.pings).toBe(1);
    b.emit("pong");
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    // The customer never answered; the inspector did.
    expect(a.terminated).toBe(true);
    expect(b.terminated).toBe(false);
    expect(b.sent).toContainEqual({ type: "peer-left" });
    expect(rooms.present("p1")).toEqual(["STAFF"]);
  });

  it("relays a signalling exchange's burst, closes a connection over the frames a second allows", () => {
    const rooms = meetingRooms();
    const a = fakeSocket();
    const b = fakeSocket();
    rooms.join("p1", customer, a as unknown as PeerSocket);
    rooms.join("p1", inspector, b as unknown as PeerSocket);
    const signal = (n: number) => Buffer.from(JSON.stringify({ type: "signal", data: { candidate: n } }));
    const relayed = () => a.sent.filter((m) => (m as { type: string }).type === "signal").length;
    // A full second's worth, then the next second's: a real exchange never needs more.
    for (let n = 0; n < MAX_SIGNALS_PER_SECOND; n++) b.emit("message", signal(n));
    vi.advanceTimersByTime(1000);
    for (let n = 0; n < MAX_SIGNALS_PER_SECOND; n++) b.emit("message", signal(n));
    expect(relayed()).toBe(2 * MAX_SIGNALS_PER_SECOND);
    expect(b.closedWith).toBeNull();
    // One more within the same second closes it; nothing more of it is relayed.
    b.emit("message", signal(-1));
    expect(b.closedWith).toBe(MEETING_CLOSE.flood);
    b.emit("message", signal(-2));
    expect(relayed()).toBe(2 * MAX_SIGNALS_PER_SECOND);
  });

  it("closes both sides once the inspection is over: at once where it ended, at the heartbeat elsewhere", async () => {
    const rooms = meetingRooms();
    const [a, b] = [fakeSocket(), fakeSocket()];
    rooms.join("p1", customer, a as unknown as PeerSocket);
    rooms.join("p1", inspector, b as unknown as PeerSocket);
    rooms.end("p1");
    expect([a.closedWith, b.closedWith]).toEqual([MEETING_CLOSE.ended, MEETING_CLOSE.ended]);

    let open = true;
    const c = fakeSocket();
    rooms.join("p2", customer, c as unknown as PeerSocket, async () => open);
    c.emit("pong");
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    await settled();
    expect(c.closedWith).toBeNull();
    open = false;
    c.emit("pong");
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    await settled();
    expect(c.closedWith).toBe(MEETING_CLOSE.ended);
  });
});
