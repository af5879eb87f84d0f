import { randomUUID } from "node:crypto";
import { MEETING_CLOSE, type SignalMessage } from "@mt/contract/inspection";
import type { Database } from "../../db/database.ts";
import { MEETING_CHANNEL, type MeetingNotice, meetingRepository } from "./inspection.meeting.repository.ts";
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

function send(socket: PeerSocket, message: SignalMessage) {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

/**
 * One room per project, with one place for its customer and one for a staff member. The server only
 * relays signals (offer, answer, ICE candidates) between the two; the media go browser to browser.
 * The same person joining again (a reconnect, a second tab) takes over their place; anyone else
 * finds it taken and is turned away.
 *
 * The places are rows in PostgreSQL (`meeting_place`) and every message between the two goes
 * through `NOTIFY`, so the two may reach different servers (decision 085). What a server keeps is
 * its own sockets, by their holder id. A place whose server stopped refreshing it (`seen_at`, at
 * every heartbeat) for three heartbeats counts as free.
 */
export function meetingRooms(deps: { database: Database; pingIntervalMs?: number; staleAfterMs?: number }) {
  const { db } = deps.database;
  const pingMs = deps.pingIntervalMs ?? PING_INTERVAL_MS;
  const staleSeconds = (deps.staleAfterMs ?? 3 * PING_INTERVAL_MS) / 1000;
  const server = randomUUID();
  let sequence = 0;
  /** This server's sockets, by holder id. */
  const local = new Map<string, { projectUuid: string; socket: PeerSocket }>();
  /** Joins, signals and leaves still on their way to the database (shutdown waits for them). */
  const pending = new Set<Promise<unknown>>();

  const places = meetingRepository(db, staleSeconds);

  // Notices are handled one after another, in the order PostgreSQL delivers them (commit order).
  let received: Promise<void> = Promise.resolve();
  function onNotice(payload: string) {
    received = received.then(() => deliver(JSON.parse(payload) as MeetingNotice)).catch(() => {});
  }
  async function deliver(notice: MeetingNotice) {
    if ("end" in notice) {
      for (const peer of local.values()) {
        if (peer.projectUuid === notice.end) peer.socket.close(MEETING_CLOSE.ended, "ended");
      }
      return;
    }
    if (!notice.to.startsWith(`${server}/`)) return;
    const peer = local.get(notice.to);
    if ("close" in notice) peer?.socket.close(notice.close, "closed");
    else if ("send" in notice) {
      if (peer) send(peer.socket, notice.send);
    } else {
      const body = await places.takeStored(notice.stored);
      if (body !== null && peer && peer.socket.readyState === OPEN) peer.socket.send(body);
    }
  }
  let listening: Promise<() => Promise<void>> | null = null;
  const listen = () => {
    listening ??= deps.database.listen(MEETING_CHANNEL, onNotice).catch((error) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  /** Runs `work` after the socket's earlier work, so its messages reach the database in order. */
  function inOrder() {
    let chain: Promise<unknown> = Promise.resolve();
    return (work: () => Promise<unknown>) => {
      const next = chain.then(work).catch(() => {});
      chain = next;
      pending.add(next);
      next.finally(() => pending.delete(next));
      return next;
    };
  }

  /** Takes the place, or answers who holds it; "joined" only after the commit, so a signal sent on it finds the place held. */
  async function take(projectUuid: string, who: Participant, holder: string, socket: PeerSocket) {
    const taken = await places.take(projectUuid, who, holder);
    if (taken) send(socket, { type: "joined", role: who.side, peerPresent: taken.peerPresent });
    return taken !== false;
  }

  return {
    /** Listens before the first socket joins (the app's start), so no notice is missed. */
    ready: async () => {
      await listen();
    },

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
      const holder = `${server}/${++sequence}`;
      const queue = inOrder();
      let joined = false;
      let closed = false;
      queue(async () => {
        if (closed) return;
        local.set(holder, { projectUuid, socket });
        try {
          await listen();
          joined = await take(projectUuid, who, holder, socket);
        } catch (error) {
          local.delete(holder);
          socket.close(1011, "unavailable");
          throw error;
        }
        if (!joined) {
          local.delete(holder);
          send(socket, {
            type: "error",
            code: "MEETING_FULL",
            message: "Det er allerede noen andre fra oss i denne videobefaringen.",
          });
          socket.close(MEETING_CLOSE.full, "full");
        }
      });

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
        const signal = JSON.stringify({ type: "signal", data: message.data });
        queue(async () => {
          if (joined) await places.relay(projectUuid, who, holder, signal);
        });
      });
      // A phone that lost its network sends no close: ping, and drop a socket that stops answering.
      let answered = true;
      socket.on("pong", () => {
        answered = true;
      });
      const heartbeat = setInterval(() => {
        if (!answered) return socket.terminate();
        answered = false;
        socket.ping();
        // This server still holds the place: it does not count as free.
        queue(async () => {
          if (joined) await places.refresh(holder);
        });
        stillOpen().then(
          (open) => {
            if (!open) socket.close(MEETING_CLOSE.ended, "ended");
          },
          () => {},
        );
      }, pingMs);
      heartbeat.unref?.();
      socket.on("close", () => {
        closed = true;
        clearInterval(heartbeat);
        local.delete(holder);
        queue(async () => {
          if (joined) await places.leave(projectUuid, who, holder);
        });
      });
    },

    /** Who is in a room now, on any server (tests, and the page's "the other party has not joined"). */
    present: (projectUuid: string): Promise<Side[]> => places.present(projectUuid),

    /** The inspection is done or cancelled: both sides, on every server, are told by the close code. */
    async end(projectUuid: string): Promise<void> {
      await places.notify({ end: projectUuid });
    },

    /** Closes this server's sockets, gives their places up, and stops listening. */
    async closeAll(): Promise<void> {
      for (const peer of [...local.values()]) peer.socket.close(1001);
      await Promise.allSettled([...pending]);
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

export type MeetingRooms = ReturnType<typeof meetingRooms>;
