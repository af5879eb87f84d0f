import { z } from "zod";

const limit = z.coerce.number().int().min(1).max(100_000);

/** Limits of "send me the cart" (spread into the app's env schema); they hold across servers and restarts. */
export const remindersEnvShape = {
  /** Reminders one phone number or one email address may receive per hour, from all carts together. */
  CART_REMINDERS_PER_RECIPIENT_PER_HOUR: limit.default(3),
  /** Reminders one cart may send per day, to all recipients together. */
  CART_REMINDERS_PER_CART_PER_DAY: limit.default(5),
  /** Reminders one IP address may ask for per hour, for all carts together. */
  CART_REMINDERS_PER_IP_PER_HOUR: limit.default(20),
};

export interface ReminderLimits {
  CART_REMINDERS_PER_RECIPIENT_PER_HOUR: number;
  CART_REMINDERS_PER_CART_PER_DAY: number;
  CART_REMINDERS_PER_IP_PER_HOUR: number;
}
