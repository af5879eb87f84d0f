import { randomUUID } from "node:crypto";
import { MEETING_CLOSE, type SignalMessage } from "@mt/contract/inspection";
import { and, eq, lt, sql } from "drizzle-orm";
import { type Database, transaction } from "../../db/database.ts";
import { meetingPlace, meetingSignal } from "./inspection.schema.ts";
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

/** The channel every server listens on for the meetings (decision 085). */
const CHANNEL = "mt_meeting";
/** `NOTIFY` payloads stay under PostgreSQL's 8000 bytes; larger signals go through `meeting_signal`. */
const INLINE_BYTES = 7_000;

type Side = Participant["side"];

/** What one server tells another (or itself) through the channel. */
type Notice =
  | { to: string; send: SignalMessage }
  | { to: string; stored: number }
  | { to: string; close: number }
  | { end: string };

const other = (side: Side): Side => (side === "CUSTOMER" ? "STAFF" : "CUSTOMER");

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

  const alive = sql<boolean>`${meetingPlace.seenAt} > now() - make_interval(secs => ${staleSeconds})`;
  const notify = (tx: Pick<Database["db"], "execute">, notice: Notice) =>
    tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);

  // Notices are handled one after another, in the order PostgreSQL delivers them (commit order).
  let received: Promise<void> = Promise.resolve();
  function onNotice(payload: string) {
    received = received.then(() => deliver(JSON.parse(payload) as Notice)).catch(() => {});
  }
  async function deliver(notice: Notice) {
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
      const [row] = await db.delete(meetingSignal).where(eq(meetingSignal.id, notice.stored)).returning();
      if (row && peer && peer.socket.readyState === OPEN) peer.socket.send(row.body);
    }
  }
  let listening: Promise<() => Promise<void>> | null = null;
  const listen = () => {
    listening ??= deps.database.listen(CHANNEL, onNotice).catch((error) => {
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

  /** Takes the place, or answers who holds it; tells the others in the same transaction. */
  async function take(projectUuid: string, who: Participant, holder: string, socket: PeerSocket) {
    const taken = await transaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting:${projectUuid}`}))`);
      const places = await tx
        .select({ side: meetingPlace.side, userId: meetingPlace.userId, holder: meetingPlace.holder, alive })
        .from(meetingPlace)
        .where(eq(meetingPlace.projectUuid, projectUuid));
      const mine = places.find((place) => place.side === who.side && place.alive);
      if (mine && mine.userId !== who.userId) return false;
      if (mine) await notify(tx, { to: mine.holder, close: MEETING_CLOSE.replaced });
      await tx
        .insert(meetingPlace)
        .values({ projectUuid, side: who.side, userId: who.userId, holder })
        .onConflictDoUpdate({
          target: [meetingPlace.projectUuid, meetingPlace.side],
          set: { userId: who.userId, holder, seenAt: sql`now()` },
        });
      const peer = places.find((place) => place.side === other(who.side) && place.alive);
      if (peer) await notify(tx, { to: peer.holder, send: { type: "peer-joined" } });
      return { peerPresent: Boolean(peer) };
    });
    // After the commit: a signal sent on "joined" finds this socket holding its place.
    if (taken) send(socket, { type: "joined", role: who.side, peerPresent: taken.peerPresent });
    return taken !== false;
  }

  /** Sends a signal to whoever holds the other place, if this socket still holds its own. */
  async function relay(projectUuid: string, who: Participant, holder: string, text: string) {
    const target = sql`(select p.holder from ${meetingPlace} p
      where p.project_uuid = ${projectUuid} and p.side = ${other(who.side)}
        and exists (select 1 from ${meetingPlace} m
          where m.project_uuid = ${projectUuid} and m.side = ${who.side} and m.holder = ${holder}))`;
    if (Buffer.byteLength(text) <= INLINE_BYTES) {
      await db.execute(sql`select pg_notify(${CHANNEL}, json_build_object('to', t.holder, 'send', ${text}::json)::text)
        from ${target} as t`);
      return;
    }
    await db.execute(sql`with t as ${target},
      stored as (insert into ${meetingSignal} (body) select ${text} from t returning id)
      select pg_notify(${CHANNEL}, json_build_object('to', t.holder, 'stored', stored.id)::text) from t, stored`);
  }

  /** Gives the place up if this socket still holds it, and tells the other side. */
  async function leave(projectUuid: string, who: Participant, holder: string) {
    await transaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting:${projectUuid}`}))`);
      const gone = await tx
        .delete(meetingPlace)
        .where(
          and(
            eq(meetingPlace.projectUuid, projectUuid),
            eq(meetingPlace.side, who.side),
            eq(meetingPlace.holder, holder),
          ),
        )
        .returning();
      if (gone.length === 0) return;
      const [peer] = await tx
        .select({ holder: meetingPlace.holder })
        .from(meetingPlace)
        .where(and(eq(meetingPlace.projectUuid, projectUuid), eq(meetingPlace.side, other(who.side)), alive));
      if (peer) await notify(tx, { to: peer.holder, send: { type: "peer-left" } });
      // Large signals nobody collected, and places nobody took back (their server died), do not stay.
      await tx.delete(meetingSignal).where(lt(meetingSignal.createdAt, sql`now() - interval '5 minutes'`));
      await tx.delete(meetingPlace).where(lt(meetingPlace.seenAt, sql`now() - interval '1 day'`));
    });
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
          if (joined) await relay(projectUuid, who, holder, signal);
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
          if (joined) {
            await db.update(meetingPlace).set({ seenAt: sql`now()` }).where(eq(meetingPlace.holder, holder));
          }
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
          if (joined) await leave(projectUuid, who, holder);
        });
      });
    },

    /** Who is in a room now, on any server (tests, and the page's "the other party has not joined"). */
    async present(projectUuid: string): Promise<Side[]> {
      const rows = await db
        .select({ side: meetingPlace.side })
        .from(meetingPlace)
        .where(and(eq(meetingPlace.projectUuid, projectUuid), alive));
      return rows.map((row) => row.side);
    },

    /** The inspection is done or cancelled: both sides, on every server, are told by the close code. */
    async end(projectUuid: string): Promise<void> {
      await notify(db, { end: projectUuid });
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
