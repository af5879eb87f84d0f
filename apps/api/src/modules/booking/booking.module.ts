import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { AuthService, SignIn } from "../auth/auth.module.ts";
import type { CartService } from "../cart/cart.module.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { SettingsService } from "../settings/settings.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { bookingRoutes } from "./booking.routes.ts";
import { bookingService } from "./booking.service.ts";
import { type CompanyRegister, companyRegisterFromEnv } from "./company-register.ts";
import type { ReminderLimits } from "./reminders.env.ts";

export type { BookingService, SellerBooking } from "./booking.service.ts";

/** Options the app (and tests) pass to the booking module. */
export interface BookingOptions {
  /** The clock (UTC ms); tests move it. */
  now?: () => number;
  companies?: CompanyRegister;
  /** Test hook inside the booking transaction, just before commit. */
  beforeCommit?: (tx: Db) => Promise<void>;
}

/**
 * Offered times, reservations and booking (cart → project, created through the projects module),
 * cart reminders and the company register.
 */
export function createBookingModule(deps: {
  db: Db;
  env: { COMPANY_REGISTER_URL?: string | undefined; PUBLIC_URL: string } & ReminderLimits;
  cart: CartService;
  schedule: ScheduleService;
  coverage: CoverageService;
  users: UsersService;
  notifications: NotificationsService;
  projects: ProjectsService;
  auth: AuthService;
  settings: SettingsService;
  /** Logs the booking's customer in on the reply. */
  signIn: SignIn;
  options?: BookingOptions | undefined;
}) {
  const service = bookingService({
    db: deps.db,
    cart: deps.cart,
    schedule: deps.schedule,
    coverage: deps.coverage,
    users: deps.users,
    notifications: deps.notifications,
    projects: deps.projects,
    companies: deps.options?.companies ?? companyRegisterFromEnv(deps.env),
    verifyPhone: deps.auth.verifyPhoneToken,
    usePhoneToken: deps.auth.usePhoneToken,
    publicUrl: deps.env.PUBLIC_URL,
    reminderLimits: deps.env,
    reservationMinutes: deps.settings.reservationMinutes,
    reservationRules: deps.settings.reservationRules,
    reminderHours: deps.settings.cartReminderHours,
    now: deps.options?.now,
    beforeCommit: deps.options?.beforeCommit,
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => bookingRoutes(app, service, deps.signIn),
  };
}
