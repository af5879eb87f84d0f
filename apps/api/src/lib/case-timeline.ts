import type { Db } from "../db/database.ts";
import type {
  MessagePurpose,
  NewOutboxMessage,
  NotificationsService,
} from "../modules/notifications/notifications.module.ts";
import type { Caller } from "./access.ts";
import { userName } from "./case-timeline.repository.ts";

/**
 * One case timeline for projects, claims and inspections: who an event names, the event in the
 * case's own table (its module writes it), and what the customer is told of it, through the outbox
 * within the message limits (decision 062), all in the change's transaction.
 */

/** An event as a case's timeline table keeps it, less the case's id. */
export interface CaseEvent<Kind extends string, Status extends string> {
  kind: Kind;
  actorUserId: number;
  actorName: string;
  fromStatus: Status | null;
  toStatus: Status | null;
  message: string | null;
  internal: boolean;
  meta: Record<string, unknown> | null;
}

/** One change to a case: who made it, what it was, and whether it was the customer's own. */
export interface CaseChange<Kind extends string, Status extends string> {
  caller: Caller;
  /** The name the timeline shows (`actorName`). */
  actor: string;
  kind: Kind;
  fromStatus?: Status | null;
  toStatus?: Status | null;
  message?: string | null | undefined;
  /** Shown to staff and installers only, never to the customer. */
  internal?: boolean;
  meta?: Record<string, unknown> | undefined;
  /** The customer's own change (their claim, their reschedule or cancel), not staff's: its own message limits. */
  selfService?: boolean;
}

/** Who the timeline names: the customer as "Kunden", anyone else by name; inside a transaction pass its handle. */
export async function actorName(db: Db, caller: Caller, asCustomer = false): Promise<string> {
  if (asCustomer) return "Kunden";
  return (await userName(db, caller.id)) || "Ukjent bruker";
}

/**
 * Writes messages to a case's customer in the caller's transaction, counted against the limits of
 * their purpose (per project when `subject` names one); those over a limit are dropped and the change
 * that caused them stands. Call `notifications.sendSoon()` after the commit.
 */
export async function tellCustomer(
  tx: Db,
  notifications: Pick<NotificationsService, "enqueueLimited">,
  send: { purpose: MessagePurpose; caller: Caller; subject?: string | undefined },
  messages: readonly NewOutboxMessage[],
): Promise<void> {
  const { purpose, caller, subject } = send;
  await notifications.enqueueLimited(tx, { purpose, sender: { userId: caller.id }, subject }, messages);
}

/**
 * A case's timeline writer: `addEvent` puts the event in the case's own table through the
 * transaction's handle; `record` writes the event of a change and the messages that tell the
 * customer of it (none when `news` is null).
 */
export function caseTimeline<Kind extends string, Status extends string>(deps: {
  notifications: Pick<NotificationsService, "enqueueLimited">;
  addEvent: (tx: Db, caseId: number, event: CaseEvent<Kind, Status>) => Promise<void>;
}) {
  return {
    async record(
      tx: Db,
      target: { caseId: number; projectUuid: string },
      change: CaseChange<Kind, Status>,
      news: readonly NewOutboxMessage[] | null,
    ): Promise<void> {
      await deps.addEvent(tx, target.caseId, {
        kind: change.kind,
        actorUserId: change.caller.id,
        actorName: change.actor,
        fromStatus: change.fromStatus ?? null,
        toStatus: change.toStatus ?? null,
        message: change.message ?? null,
        internal: change.internal ?? false,
        meta: change.meta ?? null,
      });
      if (!news) return;
      const purpose = change.selfService ? "self-service" : "news";
      await tellCustomer(
        tx,
        deps.notifications,
        { purpose, caller: change.caller, subject: target.projectUuid },
        news,
      );
    },
  };
}
