import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { cartReminder, cartReminderSend, idempotencyKey, project } from "./booking.schema.ts";

export type ProjectRow = typeof project.$inferSelect;
export type NewProject = Omit<typeof project.$inferInsert, "id" | "number" | "createdAt" | "status">;
export type StoredKey = typeof idempotencyKey.$inferSelect;

export function bookingRepository(db: Db) {
  return {
    async idempotency(key: string) {
      const [row] = await db.select().from(idempotencyKey).where(eq(idempotencyKey.key, key));
      return row ?? null;
    },

    /**
     * Takes the key for the caller's transaction; false when another transaction holds it (the same
     * request is being booked right now). Released when that transaction ends.
     */
    async claimKey(key: string): Promise<boolean> {
      const result = await db.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${key}`}, 0)) as claimed`,
      );
      const rows = ((result as { rows?: { claimed: boolean }[] }).rows ?? result) as { claimed: boolean }[];
      return rows[0]?.claimed === true;
    },

    async storeKey(values: typeof idempotencyKey.$inferInsert): Promise<void> {
      await db.insert(idempotencyKey).values(values);
    },

    async createProject(values: NewProject): Promise<ProjectRow> {
      const [created] = await db.insert(project).values(values).returning();
      if (!created) throw new Error("project not created");
      return created;
    },

    /** A project with what its view needs. */
    async projects(filter: { customerUserId: number; uuid?: string; id?: number }) {
      const conditions = [eq(project.customerUserId, filter.customerUserId)];
      if (filter.uuid) conditions.push(eq(project.uuid, filter.uuid));
      if (filter.id) conditions.push(eq(project.id, filter.id));
      return db
        .select({
          project,
          timeslot,
          contractor: { uuid: contractor.uuid, name: contractor.name },
          electrician: { uuid: electrician.uuid, firstName: electrician.firstName },
        })
        .from(project)
        .innerJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .innerJoin(contractor, eq(contractor.id, project.contractorId))
        .innerJoin(electrician, eq(electrician.id, project.electricianId))
        .where(and(...conditions))
        .orderBy(desc(timeslot.startsAt));
    },

    async projectById(id: number) {
      const [row] = await db
        .select({ customerUserId: project.customerUserId })
        .from(project)
        .where(eq(project.id, id));
      return row ?? null;
    },

    async addReminder(cartId: number, values: { email: string | null; phoneNumber: string | null }) {
      const [row] = await db
        .insert(cartReminder)
        .values({ cartId, ...values })
        .returning();
      if (!row) throw new Error("reminder not stored");
      return row;
    },

    /** Serialises reminder sends that share this key (a recipient, cart or IP) until the transaction ends. */
    async lockReminderKey(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`reminder:${key}`}))`);
    },

    async countReminderSends(
      by: { cartId: number } | { ip: string } | { email: string } | { phoneNumber: string },
      since: Date,
    ): Promise<number> {
      const match =
        "cartId" in by
          ? eq(cartReminderSend.cartId, by.cartId)
          : "ip" in by
            ? eq(cartReminderSend.ip, by.ip)
            : "email" in by
              ? eq(cartReminderSend.email, by.email)
              : eq(cartReminderSend.phoneNumber, by.phoneNumber);
      const [row] = await db
        .select({ n: count() })
        .from(cartReminderSend)
        .where(and(match, gt(cartReminderSend.createdAt, since)));
      return row?.n ?? 0;
    },

    async recordReminderSend(values: typeof cartReminderSend.$inferInsert): Promise<void> {
      await db.insert(cartReminderSend).values(values);
    },

    async deleteReminders(cartId: number): Promise<number> {
      const rows = await db
        .delete(cartReminder)
        .where(eq(cartReminder.cartId, cartId))
        .returning({ id: cartReminder.id });
      return rows.length;
    },
  };
}

export type BookingRepository = ReturnType<typeof bookingRepository>;
