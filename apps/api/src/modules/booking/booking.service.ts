import { createHash, randomUUID } from "node:crypto";
import type { AvailableTimes, BookingKind, ProjectView, ReservationView } from "@mt/contract/booking";
import type { CartView } from "@mt/contract/cart";
import type { Company } from "@mt/domain/entities/company";
import type { ContactInformation } from "@mt/domain/entities/contact-information";
import { isMediaPath } from "@mt/domain/format/image-url";
import { vatIncluded } from "@mt/domain/price/calculate-price";
import { type Db, transaction } from "../../db/database.ts";
import { isDeadlock, isExclusionViolation, isUniqueViolation } from "../../db/sql-state.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { CartRow, CartService } from "../cart/cart.module.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { ScheduleService, TimeslotRow } from "../schedule/schedule.module.ts";
import type { ReservationRules } from "../settings/settings.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { bookingRepository, type StoredKey } from "./booking.repository.ts";
import { BOOKING_SETTINGS, type BookingSettings } from "./booking.settings.ts";
import { bookingConfirmations, LATER_CART_REMINDER, sellerBookedNotices } from "./booking-messages.ts";
import type { CompanyRegister } from "./company-register.ts";
import type { ReminderLimits } from "./reminders.env.ts";
import { cartReminderService } from "./reminders.service.ts";

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

/** Key order does not change the hash. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function bookingService(deps: BookingDeps) {
  const settings = deps.settings ?? BOOKING_SETTINGS;
  const reservationMs = async () =>
    (deps.reservationMinutes ? await deps.reservationMinutes() : settings.reservationMinutes) * 60_000;
  const now = deps.now ?? Date.now;
  const repo = bookingRepository(deps.db);
  const { cart, schedule, projects } = deps;

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

  function reservationView(row: TimeslotRow, at: number): ReservationView {
    const expiresAt = row.expiresAt ?? new Date(at);
    return {
      reservation_uuid: row.uuid,
      windowStartsAt: row.windowStartsAt.toISOString(),
      windowEndsAt: row.windowEndsAt.toISOString(),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      secondsLeft: Math.max(0, Math.floor((expiresAt.getTime() - at) / 1000)),
    };
  }

  /** The booked project and its customer, whom the booking logs in (the phone token proved the number). */
  async function bookedProject(projectId: number): Promise<{ project: ProjectView; customerUserId: number }> {
    const booked = await projects.bookedView(projectId);
    if (!booked) throw apiError("CART_BOOKED");
    return booked;
  }

  /** A seller may book a cart nobody claimed yet, or one of their own sales partner's. */
  const sellerMayHave = (row: CartRow, who: SellerBooking) =>
    row.salesPartnerId === null || row.salesPartnerId === who.salesPartnerId;

  /**
   * The store channel of the project: the seller booking it now, or the seller whose cart the
   * customer books (created by nobody then: the customer booked it); null for a plain web cart.
   */
  function storeChannel(row: CartRow, who: SellerBooking | null, description: string | null | undefined) {
    if (who) {
      return {
        salesChannel: "STORE" as const,
        createdByUserId: who.userId,
        sellerUserId: who.userId,
        salesPartnerId: who.salesPartnerId,
        salesPartnerDepartmentId: who.salesPartnerDepartmentId,
        sellerDescription: description ?? row.sellerDescription,
      };
    }
    if (row.sellerUserId === null || row.salesPartnerId === null) return null;
    return {
      salesChannel: "STORE" as const,
      createdByUserId: null,
      sellerUserId: row.sellerUserId,
      salesPartnerId: row.salesPartnerId,
      salesPartnerDepartmentId: row.salesPartnerDepartmentId,
      sellerDescription: row.sellerDescription,
    };
  }

  /** What the seller asked to be told (their settings) when a customer of theirs books. */
  async function sellerNotices(
    tx: Db,
    sellerUserId: number,
    created: Parameters<typeof sellerBookedNotices>[0],
  ) {
    const who = await bookingRepository(tx).sellerContact(sellerUserId);
    return who ? sellerBookedNotices(created, who, deps.publicUrl) : [];
  }

  return {
    settings,

    async availableTimes(
      cartUuid: string,
      query: { from?: string | undefined; days?: number | undefined },
    ): Promise<AvailableTimes> {
      const { row, view } = await openCartWithView(cartUuid);
      const need = await demand(view);
      const { from, days, earliest } = await schedule.offeredTimes(
        {
          contractorIds: need.contractorIds,
          workTypes: need.workTypes,
          durationMinutes: need.durationMinutes,
          now: now(),
          exceptCartId: row.id,
        },
        query,
      );
      return {
        timeZone: "Europe/Oslo",
        kind: need.kind,
        durationMinutes: need.durationMinutes,
        from,
        days,
        earliest,
      };
    },

    async reserve(
      cartUuid: string,
      startsAtIso: string,
    ): Promise<{ reservation: ReservationView; cart: CartView }> {
      const [{ row, view }, stored] = await Promise.all([
        openCartWithView(cartUuid),
        deps.reservationRules(),
      ]);
      const rules = stored.offer;
      const need = await demand(view, stored.launchedWorkTypes);
      const at = now();
      const range = await schedule.windowAt(Date.parse(startsAtIso), at, rules);
      if (!range) throw fieldError("VALIDATION_ERROR", "startsAt", "Ugyldig tidspunkt");
      const offerDemand = {
        contractorIds: need.contractorIds,
        workTypes: need.workTypes,
        durationMinutes: need.durationMinutes,
        now: at,
        exceptCartId: row.id,
      };
      const holdMs = stored.reservationMinutes * 60_000;
      for (let attempt = 0; attempt < settings.reserveAttempts; attempt++) {
        const pick = need.contractorIds.length
          ? await schedule.pickElectrician(offerDemand, range, undefined, rules)
          : null;
        if (!pick) break;
        const expiresAt = new Date(at + holdMs);
        const uuid = randomUUID();
        const held = await transaction(deps.db, (tx) =>
          schedule.reserveForCart(
            tx,
            {
              uuid,
              cartId: row.id,
              electricianId: Number(pick.electricianId),
              startsAt: new Date(pick.start),
              endsAt: new Date(pick.end),
              windowStartsAt: new Date(range.startsAt),
              windowEndsAt: new Date(range.endsAt),
              expiresAt,
            },
            new Date(at),
          ),
        ).catch((error: unknown) => {
          // Someone else holds the time (the database refused it): try the next free stretch.
          if (isExclusionViolation(error) || isDeadlock(error)) return null;
          throw error;
        });
        if (held) {
          return {
            reservation: reservationView(held, at),
            cart: await cart.current({ ...row, reservationUuid: uuid }),
          };
        }
      }
      throw apiError("TIMESLOT_TAKEN");
    },

    async reservation(cartUuid: string): Promise<ReservationView | null> {
      const row = await cart.byUuid(cartUuid);
      if (!row) throw notFound("Fant ikke handlekurven.");
      if (!row.reservationUuid) return null;
      const held = await schedule.reservation(row.id, row.reservationUuid);
      const at = now();
      return schedule.isLive(held, at) ? reservationView(held, at) : null;
    },

    async extend(cartUuid: string) {
      const row = await openCart(cartUuid);
      if (!row.reservationUuid) throw apiError("CART_EXPIRED");
      const at = now();
      const held = await schedule.extend(
        row.id,
        row.reservationUuid,
        new Date(at),
        new Date(at + (await reservationMs())),
      );
      if (!held) throw apiError("CART_EXPIRED");
      return { reservation: reservationView(held, at), cart: await cart.get(cartUuid) };
    },

    async release(cartUuid: string) {
      const row = await openCart(cartUuid);
      await transaction(deps.db, async (tx) => {
        await schedule.release(tx, row.id);
        await cart.setReservation(tx, row.id, null);
      });
      return cart.get(cartUuid);
    },

    /**
     * Books the cart in one transaction: the reservation becomes the timeslot, the project is
     * created with frozen prices, the cart is marked booked, the key and the confirmations are
     * written. The same Idempotency-Key and body give the same project; the same key while its
     * first request is still running answers IDEMPOTENCY_KEY_IN_USE.
     */
    async book(
      cartUuid: string,
      body: BookBody & { sellerDescription?: string | null },
      key: string | null,
      seller: SellerBooking | null = null,
      /** The client's address, the sender of an anonymous booking's confirmations (decision 062). */
      ip = "unknown",
    ): Promise<{ project: ProjectView; customerUserId: number }> {
      // The token proves the number; a retry may carry a fresh one, so it is not part of the request's identity.
      const { phoneVerificationToken: _token, ...identity } = body.contactInformation;
      const requestHash = createHash("sha256")
        .update(stableJson({ cart: cartUuid, body: { ...body, contactInformation: identity } }))
        .digest("hex");
      const scope = seller ? `cart-book-by-seller:${cartUuid}:${seller.userId}` : `cart-book:${cartUuid}`;
      const contact = body.contactInformation;
      const phone = await deps.verifyPhone(contact.phoneVerificationToken);
      const phoneNotVerified = () =>
        fieldError("PHONE_NOT_VERIFIED", "contactInformation.phoneVerificationToken");
      // A replay gives the customer's project, so it proves the phone too (a token already used is fine).
      if (!phone || phone !== contact.phoneNumber) throw phoneNotVerified();
      const replay = (stored: StoredKey) => {
        if (stored.requestHash !== requestHash || stored.scope !== scope) {
          throw apiError("IDEMPOTENCY_KEY_REUSED");
        }
        return bookedProject(stored.projectId);
      };
      if (key) {
        const stored = await repo.idempotency(key);
        if (stored) return replay(stored);
      }

      const opened = await openCart(cartUuid);
      if (seller && !sellerMayHave(opened, seller)) throw notFound("Fant ikke handlekurven.");
      const { lines, view } = await cart.repriced(cartUuid);
      const need = await demand(view);
      const frozen = lines.map(({ priced: { data } }) => ({
        typeKey: data.typeKey,
        jobTypeId: data.jobTypeId,
        jobTypeVersionId: data.jobTypeVersionId,
        title: data.title,
        inspectionFirst: data.inspectionFirst,
        totals: data.totals,
        summary: data.summary,
        commentForElectrician: data.commentForElectrician,
        images: data.images.filter(isMediaPath),
      }));
      const totalOre = frozen.reduce((sum, l) => sum + l.totals.totalOre, 0);
      const at = now();
      try {
        const result = await transaction(deps.db, async (tx) => {
          const inTx = bookingRepository(tx);
          if (key && !(await inTx.claimKey(key))) throw apiError("IDEMPOTENCY_KEY_IN_USE");
          const locked = await cart.lock(tx, cartUuid);
          if (!locked) throw notFound("Fant ikke handlekurven.");
          const stored = key ? await inTx.idempotency(key) : null;
          if (stored) return { projectId: stored.projectId, replayed: stored };
          if (seller && !sellerMayHave(locked, seller)) throw notFound("Fant ikke handlekurven.");
          if (locked.status === "booked") throw apiError("CART_BOOKED");
          if (!locked.reservationUuid) throw apiError("NO_RESERVATION");
          const reservation = await schedule.lockReservation(tx, locked.id, locked.reservationUuid);
          if (!schedule.isLive(reservation, at)) throw apiError("CART_EXPIRED");
          const reserved = reservation.endsAt.getTime() - reservation.startsAt.getTime();
          if (reserved < need.durationMinutes * 60_000) throw apiError("CART_EXPIRED");

          if (!(await deps.usePhoneToken(tx, contact.phoneVerificationToken))) throw phoneNotVerified();
          const customer = await deps.users.findOrCreateCustomer(tx, {
            phoneNumber: phone,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
          });
          const timeslotUuid = randomUUID();
          const { contractorId } = await schedule.book(tx, reservation.id, timeslotUuid);
          const channel = storeChannel(locked, seller, body.sellerDescription);
          if (seller && channel) {
            await cart.claimForSeller(tx, locked.id, {
              sellerUserId: channel.sellerUserId,
              salesPartnerId: channel.salesPartnerId,
              salesPartnerDepartmentId: channel.salesPartnerDepartmentId,
              sellerDescription: channel.sellerDescription,
              // Built while the seller was logged in: the booked cart is the customer's.
              ...(locked.userId === seller.userId ? { userId: null } : {}),
            });
          }
          await cart.markBooked(
            tx,
            seller && locked.userId === seller.userId ? { ...locked, userId: null } : locked,
            customer.id,
          );
          // A booked cart needs no more reminders.
          await deps.notifications.cancelPending(tx, { kind: LATER_CART_REMINDER, cartUuid: locked.uuid });
          // The project's insert comes last but for what needs its id: its key-figure triggers lock the
          // day's shared summary rows until commit, so every other booking waits for what follows (decision 055).
          const created = await projects.create(
            tx,
            {
              ...channel,
              uuid: randomUUID(),
              kind: need.kind,
              cartId: locked.id,
              customerUserId: customer.id,
              contractorId,
              electricianId: reservation.electricianId,
              timeslotId: reservation.id,
              contactInformation: {
                firstName: contact.firstName,
                lastName: contact.lastName,
                email: contact.email,
                phoneNumber: contact.phoneNumber,
                additionalInfo: contact.additionalInfo,
                company: contact.company,
              },
              address: contact.address,
              postCode: need.entry.code,
              place: need.entry.place,
              lineItems: frozen,
              totalOre,
              vatOre: vatIncluded(totalOre),
              durationMinutes: need.durationMinutes,
              inspection:
                need.kind === "INSPECTION"
                  ? { topic: body.inspectionTopic, mode: body.inspectionMode }
                  : null,
            },
            seller ? seller.name : undefined,
          );
          if (key) await inTx.storeKey({ key, scope, requestHash, projectId: created.id });
          const messages = bookingConfirmations(
            created,
            reservation,
            { email: contact.email, phone, firstName: contact.firstName },
            deps.publicUrl,
          );
          // The customer booked a seller's cart themselves: the seller hears of it as they chose.
          if (!seller && channel) messages.push(...(await sellerNotices(tx, channel.sellerUserId, created)));
          const sender = seller ? { userId: seller.userId } : { ip };
          await deps.notifications.enqueueLimited(tx, { purpose: "booking", sender }, messages);
          if (deps.beforeCommit) await deps.beforeCommit(tx);
          return { projectId: created.id, replayed: null };
        });
        if (result.replayed) return replay(result.replayed);
        deps.notifications.sendSoon();
        return bookedProject(result.projectId);
      } catch (error) {
        if (isUniqueViolation(error) && key) {
          // Another request with the same key committed meanwhile.
          const stored = await repo.idempotency(key);
          if (stored) return replay(stored);
          throw apiError("CART_BOOKED");
        }
        throw error;
      }
    },

    async lookupCompany(organizationNumber: string): Promise<Company> {
      const found = await deps.companies.lookup(organizationNumber);
      if (!found) throw apiError("ORGANIZATION_NOT_FOUND");
      return found;
    },

    ...cartReminderService({
      db: deps.db,
      cart,
      notifications: deps.notifications,
      publicUrl: deps.publicUrl,
      limits: deps.reminderLimits,
      laterHours: deps.reminderHours ?? (async () => []),
      now,
    }),
  };
}

export type BookingService = ReturnType<typeof bookingService>;
