import type { SignalMessage } from "@mt/contract/inspection";
import { MEETING_CLOSE } from "@mt/contract/inspection";
import { and, eq, lt, sql } from "drizzle-orm";
import { type Database, transaction } from "../../db/database.ts";
import { meetingPlace, meetingSignal } from "./inspection.schema.ts";
import type { Participant } from "./inspection.service.ts";

/** The channel every server listens on for the meetings (decision 085). */
export const MEETING_CHANNEL = "mt_meeting";
/** `NOTIFY` payloads stay under PostgreSQL's 8000 bytes; larger signals go through `meeting_signal`. */
const INLINE_BYTES = 7_000;

type Side = Participant["side"];

/** What one server tells another (or itself) through the channel. */
export type MeetingNotice =
  | { to: string; send: SignalMessage }
  | { to: string; stored: number }
  | { to: string; close: number }
  | { end: string };

const other = (side: Side): Side => (side === "CUSTOMER" ? "STAFF" : "CUSTOMER");

/**
 * The meetings' places (`meeting_place`) and the notices between servers (`NOTIFY`, large signals
 * through `meeting_signal`). A place whose server has not refreshed it for `staleSeconds` counts as free.
 */
export function meetingRepository(db: Database["db"], staleSeconds: number) {
  const alive = sql<boolean>`${meetingPlace.seenAt} > now() - make_interval(secs => ${staleSeconds})`;
  const notify = (tx: Pick<Database["db"], "execute">, notice: MeetingNotice) =>
    tx.execute(sql`select pg_notify(${MEETING_CHANNEL}, ${JSON.stringify(notice)})`);
  const lockRoom = (tx: Pick<Database["db"], "execute">, projectUuid: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting:${projectUuid}`}))`);

  return {
    notify: (notice: MeetingNotice) => notify(db, notice),

    /** Takes the place, or answers false when someone else holds it; tells the others in the same transaction. */
    take(projectUuid: string, who: Participant, holder: string) {
      return transaction(db, async (tx) => {
        await lockRoom(tx, projectUuid);
        const places = await tx
          .select({
            side: meetingPlace.side,
            userId: meetingPlace.userId,
            holder: meetingPlace.holder,
            alive,
          })
          .from(meetingPlace)
          .where(eq(meetingPlace.projectUuid, projectUuid));
        const mine = places.find((place) => place.side === who.side && place.alive);
        if (mine && mine.userId !== who.userId) return false as const;
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
    },

    /** Sends a signal to whoever holds the other place, if `holder` still holds its own. */
    async relay(projectUuid: string, who: Participant, holder: string, text: string) {
      const target = sql`(select p.holder from ${meetingPlace} p
        where p.project_uuid = ${projectUuid} and p.side = ${other(who.side)}
          and exists (select 1 from ${meetingPlace} m
            where m.project_uuid = ${projectUuid} and m.side = ${who.side} and m.holder = ${holder}))`;
      if (Buffer.byteLength(text) <= INLINE_BYTES) {
        await db.execute(sql`select pg_notify(${MEETING_CHANNEL}, json_build_object('to', t.holder, 'send', ${text}::json)::text)
          from ${target} as t`);
        return;
      }
      await db.execute(sql`with t as ${target},
        stored as (insert into ${meetingSignal} (body) select ${text} from t returning id)
        select pg_notify(${MEETING_CHANNEL}, json_build_object('to', t.holder, 'stored', stored.id)::text) from t, stored`);
    },

    /** A large signal, taken once by the server it was meant for. */
    async takeStored(id: number): Promise<string | null> {
      const [row] = await db.delete(meetingSignal).where(eq(meetingSignal.id, id)).returning();
      return row?.body ?? null;
    },

    /** The holder's server is alive: the place does not count as free. */
    async refresh(holder: string) {
      await db.update(meetingPlace).set({ seenAt: sql`now()` }).where(eq(meetingPlace.holder, holder));
    },

    /** Gives the place up if `holder` still holds it, and tells the other side. */
    async leave(projectUuid: string, who: Participant, holder: string) {
      await transaction(db, async (tx) => {
        await lockRoom(tx, projectUuid);
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
          .where(
            and(eq(meetingPlace.projectUuid, projectUuid), eq(meetingPlace.side, other(who.side)), alive),
          );
        if (peer) await notify(tx, { to: peer.holder, send: { type: "peer-left" } });
        // Large signals nobody collected, and places nobody took back (their server died), do not stay.
        await tx.delete(meetingSignal).where(lt(meetingSignal.createdAt, sql`now() - interval '5 minutes'`));
        await tx.delete(meetingPlace).where(lt(meetingPlace.seenAt, sql`now() - interval '1 day'`));
      });
    },

    /** The sides present in a room, on any server. */
    async present(projectUuid: string): Promise<Side[]> {
      const rows = await db
        .select({ side: meetingPlace.side })
        .from(meetingPlace)
        .where(and(eq(meetingPlace.projectUuid, projectUuid), alive));
      return rows.map((row) => row.side);
    },
  };
}
