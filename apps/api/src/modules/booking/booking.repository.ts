import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { appUser } from "../users/users.schema.ts";
import { cartReminder, cartReminderSend, idempotencyKey } from "./booking.schema.ts";

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

    /** A seller's addresses and which booking messages they want (their settings). */
    async sellerContact(userId: number) {
      const [row] = await db
        .select({
          firstName: appUser.firstName,
          phoneNumber: appUser.phoneNumber,
          email: appUser.email,
          notifications: appUser.sellerNotifications,
        })
        .from(appUser)
        .where(eq(appUser.id, userId));
      return row ?? null;
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
