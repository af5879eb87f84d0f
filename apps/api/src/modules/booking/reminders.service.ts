import { type Db, transaction } from "../../db/database.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { CartService } from "../cart/cart.module.ts";
import type { MessageSender, NotificationsService } from "../notifications/notifications.module.ts";
import { bookingRepository } from "./booking.repository.ts";
import { cartReminders, LATER_CART_REMINDER } from "./booking-messages.ts";
import type { ReminderLimits } from "./reminders.env.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Send me the cart": anyone holding the cart's uuid may send it to an address of their choice, so
 * every send counts against the recipient (each phone number and email address), the cart and the
 * caller's IP address, in the database, so the limits hold across servers and restarts. Every limit
 * answers the same CART_REMINDER_LIMIT, and nothing here looks at accounts.
 */
export function cartReminderService(deps: {
  db: Db;
  cart: CartService;
  notifications: NotificationsService;
  publicUrl: string;
  limits: ReminderLimits;
  /** Hours after the first reminder at which later ones go (system settings), read per send. */
  laterHours: () => Promise<number[]>;
  now: () => number;
}) {
  const { limits } = deps;

  /**
   * Records the send if every limit allows it. `ip` is who asks: an IP address, or for a logged-in
   * seller `seller:<user id>` (counted against `sourceMax`, their own limit, instead of the IP's),
   * and `sender` the same for the message limits.
   */
  async function withinLimits(
    tx: Db,
    to: { cartId: number; ip: string; email: string | null; phoneNumber: string | null },
    sourceMax: number = limits.CART_REMINDERS_PER_IP_PER_HOUR,
    sender: MessageSender = { ip: to.ip },
  ): Promise<boolean> {
    const repo = bookingRepository(tx);
    const keys = [`cart:${to.cartId}`, `ip:${to.ip}`];
    if (to.email) keys.push(`email:${to.email}`);
    if (to.phoneNumber) keys.push(`phone:${to.phoneNumber}`);
    // One order for every request, so two requests sharing keys queue instead of deadlocking.
    for (const key of keys.sort()) await repo.lockReminderKey(key);
    const at = deps.now();
    const hourAgo = new Date(at - HOUR_MS);
    const checks: [Parameters<typeof repo.countReminderSends>[0], Date, number][] = [
      [{ cartId: to.cartId }, new Date(at - 24 * HOUR_MS), limits.CART_REMINDERS_PER_CART_PER_DAY],
      [{ ip: to.ip }, hourAgo, sourceMax],
    ];
    if (to.email) checks.push([{ email: to.email }, hourAgo, limits.CART_REMINDERS_PER_RECIPIENT_PER_HOUR]);
    if (to.phoneNumber)
      checks.push([{ phoneNumber: to.phoneNumber }, hourAgo, limits.CART_REMINDERS_PER_RECIPIENT_PER_HOUR]);
    for (const [by, since, max] of checks) {
      if ((await repo.countReminderSends(by, since)) >= max) return false;
    }
    // Then the daily limits every message sender has (decision 062).
    const recipients = [to.email, to.phoneNumber].filter((r): r is string => r !== null);
    const verdict = await deps.notifications.check(tx, { purpose: "cart", sender, recipients });
    if (verdict.over) return false;
    await repo.recordReminderSend({ ...to, createdAt: new Date(at) });
    return true;
  }

  /**
   * The later reminders, through the outbox at their time; booking the cart cancels them. A newer
   * send to the same address replaces its schedule, so an address has one schedule at a time.
   */
  async function scheduleLater(
    tx: Db,
    cartUuid: string,
    to: { email?: string | undefined; phone?: string | undefined },
    laterHours: number[],
  ) {
    const at = deps.now();
    for (const recipient of [to.email?.toLowerCase(), to.phone]) {
      if (recipient) await deps.notifications.cancelPending(tx, { kind: LATER_CART_REMINDER }, recipient);
    }
    for (const hours of laterHours) {
      for (const message of cartReminders(cartUuid, to, deps.publicUrl, new Date(at + hours * HOUR_MS)))
        await deps.notifications.enqueue(tx, message);
    }
  }

  return {
    withinReminderLimits: withinLimits,
    /**
     * Inside the caller's transaction, with the schedule read before it began (the settings are read
     * on their own connection, which the embedded database would make wait for this transaction).
     */
    scheduleLaterReminders: scheduleLater,
    laterReminderHours: () => deps.laterHours(),

    /** Inside the caller's transaction (a seller's send): to whom the cart went; the desk shows the latest. */
    recordCartSend: (tx: Db, cartId: number, to: { email: string | null; phoneNumber: string | null }) =>
      bookingRepository(tx).addReminder(cartId, to),

    async addReminder(
      cartUuid: string,
      input: { email?: string | undefined; phone_number?: string | undefined },
      ip: string,
    ) {
      const row = await deps.cart.byUuid(cartUuid);
      if (!row) throw notFound("Fant ikke handlekurven.");
      if (row.status === "booked") throw apiError("CART_BOOKED");
      const email = input.email?.toLowerCase() ?? null;
      const phoneNumber = input.phone_number ?? null;
      const laterHours = await deps.laterHours();
      const reminder = await transaction(deps.db, async (tx) => {
        if (!(await withinLimits(tx, { cartId: row.id, ip, email, phoneNumber }))) return null;
        const stored = await bookingRepository(tx).addReminder(row.id, { email, phoneNumber });
        const to = { email: input.email, phone: input.phone_number };
        for (const message of cartReminders(row.uuid, to, deps.publicUrl))
          await deps.notifications.enqueue(tx, message);
        await scheduleLater(tx, row.uuid, to, laterHours);
        return stored;
      });
      if (!reminder) throw apiError("CART_REMINDER_LIMIT");
      deps.notifications.sendSoon();
      return {
        email: reminder.email,
        phoneNumber: reminder.phoneNumber,
        createdAt: reminder.createdAt.toISOString(),
      };
    },

    async deleteReminders(cartUuid: string) {
      const row = await deps.cart.byUuid(cartUuid);
      if (!row) throw notFound("Fant ikke handlekurven.");
      return transaction(deps.db, async (tx) => {
        await deps.notifications.cancelPending(tx, { kind: LATER_CART_REMINDER, cartUuid: row.uuid });
        return bookingRepository(tx).deleteReminders(row.id);
      });
    },
  };
}
