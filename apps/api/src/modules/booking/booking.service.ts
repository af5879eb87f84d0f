import { type BookingDeps, bookingBasics } from "./booking-basics.ts";
import { bookingCheckoutService } from "./booking-checkout.service.ts";
import { bookingReservationsService } from "./booking-reservations.service.ts";
import { cartReminderService } from "./reminders.service.ts";

export type { BookBody, BookingDeps, SellerBooking } from "./booking-basics.ts";

/**
 * Offered times, reservations, booking and cart reminders, one file per purpose; every method is
 * named here so a reader (or a tool) goes from a route's `service.x` straight to the file that holds it.
 */
export function bookingService(deps: BookingDeps) {
  const { settings, now } = bookingBasics(deps);
  const reservations = bookingReservationsService(deps);
  const checkout = bookingCheckoutService(deps);
  const reminders = cartReminderService({
    db: deps.db,
    cart: deps.cart,
    notifications: deps.notifications,
    publicUrl: deps.publicUrl,
    limits: deps.reminderLimits,
    laterHours: deps.reminderHours ?? (async () => []),
    now,
  });
  return {
    settings,

    availableTimes: reservations.availableTimes,
    reserve: reservations.reserve,
    reservation: reservations.reservation,
    extend: reservations.extend,
    release: reservations.release,

    book: checkout.book,
    lookupCompany: checkout.lookupCompany,

    withinReminderLimits: reminders.withinReminderLimits,
    scheduleLaterReminders: reminders.scheduleLaterReminders,
    laterReminderHours: reminders.laterReminderHours,
    recordCartSend: reminders.recordCartSend,
    addReminder: reminders.addReminder,
    deleteReminders: reminders.deleteReminders,
  };
}

export type BookingService = ReturnType<typeof bookingService>;
