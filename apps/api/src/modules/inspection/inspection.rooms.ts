import { MEETING_CLOSE, type SignalMessage } from "@mt/contract/inspection";
import type { Participant } from "./inspection.service.ts";

/** What the rooms need of a socket (the `ws` WebSocket). */
export interface PeerSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: "message", listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): unknown;
  on(event: "close" | "pong", listener: () => void): unknown;
}

/** A socket that has not answered a ping within this long is dropped (its place frees up). */
export const PING_INTERVAL_MS = 20_000;

const OPEN = 1;
/** Offers, answers and ICE candidates are small; anything larger is not a signal (the socket closes, 1009). */
export const MAX_SIGNAL_BYTES = 64 * 1024;

/**
 * Frames one connection may send per second. A signalling exchange sends an offer or answer and a
 * burst of ICE candidates (a dozen or two, more with several networks and TURN): far below this. A
 * connection over it is closed (MEETING_CLOSE.flood), and nothing more of it is relayed.
 */
export const MAX_SIGNALS_PER_SECOND = 50;

type Side = Participant["side"];
interface Peer {
  who: Participant;
  socket: PeerSocket;
}

const other = (side: Side): Side => (side === "CUSTOMER" ? "STAFF" : "CUSTOMER");

function send(socket: PeerSocket, message: SignalMessage) {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

/**
 * One room per project, with one place for its customer and one for a staff member. The server only
 * relays signals (offer, answer, ICE candidates) between the two; the media go browser to browser.
 * The same person joining again (a reconnect, a second tab) takes over their place; anyone else
 * finds it taken and is turned away.
 */
export function meetingRooms() {
  const rooms = new Map<string, Partial<Record<Side, Peer>>>();

  return {
    /**
     * `stillOpen` is asked at every heartbeat: once the inspection is done or cancelled (on any
     * server), the socket is closed with MEETING_CLOSE.ended.
     */
    join(
      projectUuid: string,
      who: Participant,
      socket: PeerSocket,
      stillOpen: () => Promise<boolean> = async () => true,
    ): void {
      const room = rooms.get(projectUuid) ?? {};
      const taken = room[who.side];
      if (taken && taken.who.userId !== who.userId) {
        send(socket, {
          type: "error",
          code: "MEETING_FULL",
          message: "Det er allerede noen andre fra oss i denne videobefaringen.",
        });
        socket.close(MEETING_CLOSE.full, "full");
        return;
      }
      if (taken) taken.socket.close(MEETING_CLOSE.replaced, "replaced");
      const me: Peer = { who, socket };
      room[who.side] = me;
      rooms.set(projectUuid, room);
      const peer = room[other(who.side)];
      send(socket, { type: "joined", role: who.side, peerPresent: Boolean(peer) });
      if (peer) send(peer.socket, { type: "peer-joined" });

      let second = Date.now();
      let frames = 0;
      let flooded = false;
      socket.on("message", (raw) => {
        if (flooded) return;
        const at = Date.now();
        if (at - second >= 1000) {
          second = at;
          frames = 0;
        }
        if (++frames > MAX_SIGNALS_PER_SECOND) {
          flooded = true;
          socket.close(MEETING_CLOSE.flood, "too many messages");
          return;
        }
        const text = Buffer.isBuffer(raw)
          ? raw.toString("utf8")
          : Buffer.from(raw as ArrayBuffer).toString("utf8");
        if (text.length > MAX_SIGNAL_BYTES) return;
        let message: { type?: unknown; data?: unknown };
        try {
          message = JSON.parse(text);
        } catch {
          return;
        }
        if (message?.type !== "signal") return;
        const target = rooms.get(projectUuid)?.[other(who.side)];
        if (target && room[who.side] === me) send(target.socket, { type: "signal", data: message.data });
      });
      // A phone that lost its network sends no close: ping, and drop a socket that stops answering.
      let alive = true;
      socket.on("pong", () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
        stillOpen().then(
          (open) => {
            if (!open) socket.close(MEETING_CLOSE.ended, "ended");
          },
          () => {},
        );
      }, PING_INTERVAL_MS);
      heartbeat.unref?.();
      socket.on("close", () => {
        clearInterval(heartbeat);
        const current = rooms.get(projectUuid);
        if (!current || current[who.side] !== me) return;
        delete current[who.side];
        const left = current[other(who.side)];
        if (left) send(left.socket, { type: "peer-left" });
        else rooms.delete(projectUuid);
      });
    },

    /** Who is in a room now (tests, and the page's "the other party has not joined"). */
    present(projectUuid: string): Side[] {
      return Object.keys(rooms.get(projectUuid) ?? {}) as Side[];
    },

    /** The inspection is done or cancelled here: both sides are told by the close code. */
    end(projectUuid: string): void {
      for (const peer of Object.values(rooms.get(projectUuid) ?? {})) {
        peer?.socket.close(MEETING_CLOSE.ended, "ended");
      }
    },

    closeAll(): void {
      for (const room of rooms.values()) for (const peer of Object.values(room)) peer?.socket.close(1001);
      rooms.clear();
    },
  };
}

export type MeetingRooms = ReturnType<typeof meetingRooms>;
