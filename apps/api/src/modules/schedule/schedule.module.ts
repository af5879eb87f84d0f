import type { Db } from "../../db/database.ts";
import type { OfferSettings } from "./offer.settings.ts";
import { scheduleService } from "./schedule.service.ts";

export type { NewReservation } from "./schedule.repository.ts";
export type { ScheduleService, TimeslotRow } from "./schedule.service.ts";

/**
 * Electricians' time: their weeks, exceptions, the public holidays their contractor opens, and the
 * timeslots that hold it (a cart's reservation, or a project's booked time). Its calls come with the
 * installers' calendars.
 *
 * Writes to timeslot fire other modules' triggers, in the writer's transaction (decision 087):
 * - contractor/calendar-version.triggers.sql: the calendar version of a booked timeslot's electrician
 */
export function createScheduleModule(deps: {
  db: Db;
  /** Lead time, horizon and arrival windows, read per call (system settings); today's when left out. */
  offerSettings?: () => Promise<OfferSettings>;
}) {
  return {
    service: scheduleService(deps.db, deps.offerSettings),
    registerRoutes: () => {},
  };
}
