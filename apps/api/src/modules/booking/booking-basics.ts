import type { BookingKind } from "@mt/contract/booking";
import type { CartView } from "@mt/contract/cart";
import type { Company } from "@mt/domain/entities/company";
import type { ContactInformation } from "@mt/domain/entities/contact-information";
import type { Db } from "../../db/database.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { CartRow, CartService } from "../cart/cart.module.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { ReservationRules } from "../settings/settings.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { BOOKING_SETTINGS, type BookingSettings } from "./booking.settings.ts";
import type { CompanyRegister } from "./company-register.ts";
import type { ReminderLimits } from "./reminders.env.ts";

export interface BookingDeps {
  db: Db;
  cart: CartService;
  schedule: ScheduleService;
  coverage: CoverageService;
  users: UsersService;
  notifications: NotificationsService;
  projects: ProjectsService;
  companies: CompanyRegister;
  /** The verified phone number in a valid phone verification token (used or not), else null. */
  verifyPhone: (token: string) => Promise<string | null>;
  /** Uses the token up inside the booking's transaction: its number, or null if invalid or used already. */
  usePhoneToken: (tx: Db, token: string) => Promise<string | null>;
  /** The site's address, for links in messages. */
  publicUrl: string;
  reminderLimits: ReminderLimits;
  now?: (() => number) | undefined;
  settings?: BookingSettings;
  /** The stored reservation length (system settings), read on every extension; else `settings`'. */
  reservationMinutes?: (() => Promise<number>) | undefined;
  /** What a reservation reads from the system settings, in one query (offer rules, work types on sale, hold length). */
  reservationRules: () => Promise<ReservationRules>;
  /** Hours after "send me the cart" at which later reminders go (system settings); none when left out. */
  reminderHours?: (() => Promise<number[]>) | undefined;
  /** Test hook: runs inside the booking transaction just before it commits. */
  beforeCommit?: ((tx: Db) => Promise<void>) | undefined;
}

export interface BookBody {
  contactInformation: Omit<ContactInformation, "company" | "phoneVerificationToken"> & {
    phoneVerificationToken: string;
    company: Company | null;
  };
  acceptedTerms: true;
  inspectionTopic: string[];
  inspectionMode: "ON_SITE" | "VIDEO";
}

/**
 * A seller booking the cart for the customer in the store (POST cart/{id}/book-by-seller): who they
 * are and where they work. The project records them; the seller is not logged in as the customer.
 */
export interface SellerBooking {
  userId: number;
  name: string;
  salesPartnerId: number;
  salesPartnerDepartmentId: number | null;
}

/** What the booking service's parts share: the settings, the clock, the open cart and what it asks for. */
export function bookingBasics(deps: BookingDeps) {
  const settings = deps.settings ?? BOOKING_SETTINGS;
  const now = deps.now ?? Date.now;
  const { cart } = deps;

  async function openCart(uuid: string): Promise<CartRow> {
    const row = await cart.byUuid(uuid);
    if (!row) throw notFound("Fant ikke handlekurven.");
    if (row.status === "booked") throw apiError("CART_BOOKED");
    return row;
  }

  /** The open cart and its view (as stored), in one round trip. */
  async function openCartWithView(uuid: string) {
    const found = await cart.withView(uuid);
    if (!found) throw notFound("Fant ikke handlekurven.");
    if (found.row.status === "booked") throw apiError("CART_BOOKED");
    return found;
  }

  /**
   * What to offer for a cart: who may come (contractors covering the post code and all work types), for how long.
   * `launched`: the work types on sale, when the settings were read already.
   */
  async function demand(view: CartView, launched?: readonly string[]) {
    if (view.lineItems.length === 0) throw apiError("CART_EMPTY");
    const entry = view.postCode ? await deps.coverage.find(view.postCode) : null;
    if (!entry) throw apiError("NOT_AVAILABLE_IN_AREA");
    const workTypes = [...new Set(view.lineItems.map((l) => l.data.typeKey))];
    const contractorIds = await deps.coverage.contractorsCovering(entry, workTypes, launched);
    const kind: BookingKind = view.lineItems.some((l) => l.data.inspectionFirst) ? "INSPECTION" : "JOB";
    const durationMinutes =
      kind === "INSPECTION" ? settings.inspectionMinutes : Math.max(view.totals.durationMinutes, 30);
    return { entry, workTypes, contractorIds, kind, durationMinutes };
  }

  return { settings, now, openCart, openCartWithView, demand };
}
