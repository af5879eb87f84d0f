import { createHash, randomUUID } from "node:crypto";
import {
  type AvailableTimes,
  type BookingKind,
  bookingErrors,
  type ProjectView,
  type ReservationView,
} from "@mt/contract/booking";
import type { CartLineItem, CartView } from "@mt/contract/cart";
import type { Company } from "@mt/domain/entities/company";
import type { ContactInformation } from "@mt/domain/entities/contact-information";
import { formatInOslo } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { vatIncluded } from "@mt/domain/price/calculate-price";
import { type Interval, subtractIntervals } from "@mt/domain/time/intervals";
import { type FreeTime, offeredWindows, pickElectrician } from "@mt/domain/time/offered-windows";
import { addDays, osloDate, osloToUtc, weekday } from "@mt/domain/time/oslo-clock";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { CartRepository, CartRow } from "../cart/cart.repository.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { ContractorsRepository } from "../contractors/contractors.repository.ts";
import { covers } from "../contractors/coverage.ts";
import type { NewOutboxMessage } from "../notifications/notifications.repository.ts";
import type { PostCodeDirectory } from "../post-codes/post-code-directory.ts";
import {
  type BookingRepository,
  type ElectricianAvailability,
  type ProjectRow,
  sqlState,
  type TimeslotRow,
  UNIQUE_VIOLATION,
} from "./booking.repository.ts";
import { BOOKING_SETTINGS, type BookingSettings } from "./booking.settings.ts";
import type { CompanyRegister } from "./company-register.ts";

export const bookingError = (
  status: number,
  code: keyof typeof bookingErrors,
  errors: Record<string, string[]> = {},
) => new HttpError(status, code, bookingErrors[code], errors);

const cartExpired = () => bookingError(409, "CART_EXPIRED");
const cartBooked = () => bookingError(409, "CART_BOOKED");
const timeslotTaken = () => bookingError(409, "TIMESLOT_TAKEN");
const keyReused = () => bookingError(422, "IDEMPOTENCY_KEY_REUSED");

export interface BookingDeps {
  repo: BookingRepository;
  carts: CartService;
  cartRepo: CartRepository;
  contractors: ContractorsRepository;
  directory: PostCodeDirectory;
  companies: CompanyRegister;
  /** The verified phone number in a phone verification token, else null. */
  verifyPhone: (token: string) => Promise<string | null>;
  /** Called after a commit that wrote outbox messages. */
  afterCommit: () => void;
  /** The site's address, for links in messages. */
  publicUrl: string;
  now?: () => number;
  settings?: BookingSettings;
  /** Test hook: runs inside the booking transaction just before it commits. */
  beforeCommit?: (tx: Db) => Promise<void>;
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

// Oslo wall-clock to UTC through Intl is the costly step; the answers never change, so keep them.
const utcCache = new Map<string, number>();
function cachedOsloToUtc(date: string, time: string): number {
  const key = `${date} ${time}`;
  let value = utcCache.get(key);
  if (value === undefined) {
    if (utcCache.size > 50_000) utcCache.clear();
    value = osloToUtc(date, time);
    utcCache.set(key, value);
  }
  return value;
}

/**
 * Free time per electrician: their week on real days (as `expandWeekly` lays it out, with the
 * conversions cached and shared by electricians with the same week), minus exceptions and held time.
 */
export function freeTimes(
  rows: readonly ElectricianAvailability[],
  fromDate: string,
  toDate: string,
): FreeTime[] {
  const weeks = new Map<string, Interval[]>();
  const days: { date: string; weekday: number }[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1))
    days.push({ date, weekday: weekday(date) });
  const expand = (pattern: ElectricianAvailability["pattern"]): Interval[] => {
    const key = JSON.stringify(pattern);
    let result = weeks.get(key);
    if (!result) {
      result = [];
      for (const day of days) {
        for (const stretch of pattern) {
          if (stretch.weekday !== day.weekday) continue;
          const start = cachedOsloToUtc(day.date, stretch.start);
          const end = cachedOsloToUtc(day.date, stretch.end);
          if (end > start) result.push({ start, end });
        }
      }
      weeks.set(key, result);
    }
    return result;
  };
  return rows.map((row) => ({
    electricianId: String(row.electricianId),
    free: subtractIntervals(
      expand(row.pattern),
      row.exceptions.concat(row.busy).map(([start, end]) => ({ start, end })),
    ),
  }));
}

export function bookingService(deps: BookingDeps) {
  const settings = deps.settings ?? BOOKING_SETTINGS;
  const now = deps.now ?? Date.now;
  const { repo } = deps;

  let coverage: { at: number; value: Awaited<ReturnType<ContractorsRepository["coverageSnapshot"]>> } | null =
    null;
  async function coverageSnapshot() {
    if (!coverage || Date.now() - coverage.at > 30_000) {
      coverage = { at: Date.now(), value: await deps.contractors.coverageSnapshot() };
    }
    return coverage.value;
  }

  async function openCart(uuid: string): Promise<CartRow> {
    const row = await deps.cartRepo.byUuid(uuid);
    if (!row) throw notFound("Fant ikke handlekurven.");
    if (row.status === "booked") throw cartBooked();
    return row;
  }

  /** What to offer for a cart: who may come (contractors covering the post code and all work types), for how long. */
  async function demand(view: CartView) {
    if (view.lineItems.length === 0) throw bookingError(422, "CART_EMPTY");
    const entry = view.postCode ? await deps.directory.find(view.postCode) : null;
    if (!entry) throw bookingError(422, "NOT_AVAILABLE_IN_AREA");
    const workTypes = [...new Set(view.lineItems.map((l) => l.data.typeKey))];
    const snapshot = await coverageSnapshot();
    const covered = new Map<number, Set<string>>();
    for (const row of snapshot.rows) {
      const listed = snapshot.listed.some(
        (l) => l.contractorId === row.contractorId && l.postCode === entry.code,
      );
      if (covers({ ...row, listed }, entry.position)) {
        covered.set(row.contractorId, (covered.get(row.contractorId) ?? new Set()).add(row.workType));
      }
    }
    const contractorIds = [...covered]
      .filter(([, types]) => workTypes.every((t) => types.has(t)))
      .map(([id]) => id);
    const kind: BookingKind = view.lineItems.some((l) => l.data.inspectionFirst) ? "INSPECTION" : "JOB";
    const durationMinutes =
      kind === "INSPECTION" ? settings.inspectionMinutes : Math.max(view.totals.durationMinutes, 30);
    return { entry, workTypes, contractorIds, kind, durationMinutes };
  }

  async function free(
    need: Awaited<ReturnType<typeof demand>>,
    fromDate: string,
    toDate: string,
    at: number,
    exceptCartId?: number,
  ): Promise<FreeTime[]> {
    const rows = await repo.availability({
      contractorIds: need.contractorIds,
      workTypes: need.workTypes,
      from: new Date(osloToUtc(fromDate, "00:00")),
      to: new Date(osloToUtc(addDays(toDate, 1), "00:00")),
      now: new Date(at),
      exceptCartId,
    });
    return freeTimes(rows, fromDate, toDate);
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

  async function projectView(
    customerUserId: number,
    filter: { uuid?: string; id?: number },
  ): Promise<ProjectView | null> {
    const [row] = await repo.projects({ customerUserId, ...filter });
    return row ? toProjectView(row) : null;
  }

  function toProjectView(row: Awaited<ReturnType<BookingRepository["projects"]>>[number]): ProjectView {
    const p = row.project;
    const contact = p.contactInformation as ProjectView["contactInformation"];
    return {
      uuid: p.uuid,
      number: p.number,
      status: p.status as ProjectView["status"],
      kind: p.kind as BookingKind,
      createdAt: p.createdAt.toISOString(),
      windowStartsAt: row.timeslot.windowStartsAt.toISOString(),
      windowEndsAt: row.timeslot.windowEndsAt.toISOString(),
      startsAt: row.timeslot.startsAt.toISOString(),
      endsAt: row.timeslot.endsAt.toISOString(),
      timeslot_uuid: row.timeslot.timeslotUuid ?? row.timeslot.uuid,
      address: p.address,
      postCode: p.postCode,
      place: p.place,
      contactInformation: contact,
      contractor: row.contractor,
      electrician: row.electrician,
      lineItems: p.lineItems as ProjectView["lineItems"],
      totals: { totalOre: p.totalOre, vatOre: p.vatOre, durationMinutes: p.durationMinutes },
      inspection: p.inspection as ProjectView["inspection"],
    };
  }

  function confirmations(
    p: ProjectRow,
    slot: { windowStartsAt: Date; windowEndsAt: Date },
    email: string,
    phone: string,
    firstName: string,
  ): NewOutboxMessage[] {
    const what = p.kind === "INSPECTION" ? "befaring" : "jobb";
    const day = formatInOslo(slot.windowStartsAt, "dddd D. MMMM");
    const from = formatInOslo(slot.windowStartsAt, "HH:mm");
    const to = formatInOslo(slot.windowEndsAt, "HH:mm");
    const when = `${day} med oppmøte mellom kl. ${from} og ${to}`;
    const meta = { kind: "booking-confirmation", projectUuid: p.uuid, projectNumber: p.number };
    return [
      {
        channel: "sms",
        recipient: phone,
        body: `Takk for bestillingen! Din ${what} (prosjekt ${p.number}) er bestilt ${when}. Pris: ${formatPrice(p.totalOre)}. Se den på Min side: /logginn`,
        meta,
      },
      {
        channel: "email",
        recipient: email,
        subject: `Bekreftelse på bestilling ${p.number}`,
        body: [
          `Hei ${firstName}!`,
          "",
          `Takk for bestillingen. Din ${what} er bestilt ${when}.`,
          `Adresse: ${p.address}, ${p.postCode}${p.place ? ` ${p.place}` : ""}`,
          `Pris: ${formatPrice(p.totalOre)} inkl. mva.`,
          "",
          "Elektrikeren tar kontakt før oppmøte. Du finner bestillingen på Min side (logg inn med telefonnummeret ditt): /logginn",
        ].join("\n"),
        meta,
      },
    ];
  }

  return {
    settings,

    async availableTimes(
      cartUuid: string,
      query: { from?: string | undefined; days?: number | undefined },
    ): Promise<AvailableTimes> {
      const row = await openCart(cartUuid);
      const need = await demand(await deps.carts.viewOf(row));
      const at = now();
      const today = osloDate(at);
      const last = addDays(today, settings.horizonDays - 1);
      const electricians = need.contractorIds.length
        ? await free(need, today, addDays(last, 1), at, row.id)
        : [];
      const all = offeredWindows({
        now: at,
        leadMinutes: settings.leadMinutes,
        horizonDays: settings.horizonDays,
        windows: settings.windows,
        durationMinutes: need.durationMinutes,
        electricians,
      });
      // Oslo dates as "YYYY-MM-DD" compare as strings: clamp to [today, last].
      const [from = today] = [today, query.from ?? today, last].sort().slice(1, 2);
      const days = all.filter((d) => d.date >= from).slice(0, query.days ?? settings.horizonDays);
      const earliest = all.flatMap((d) => d.windows).find((w) => w.available) ?? null;
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
      const row = await openCart(cartUuid);
      const need = await demand(await deps.carts.viewOf(row));
      const startsAt = Date.parse(startsAtIso);
      const date = osloDate(startsAt);
      const window = settings.windows.find((w) => osloToUtc(date, w.start) === startsAt);
      const at = now();
      const today = osloDate(at);
      if (!window || date < today || date > addDays(today, settings.horizonDays - 1)) {
        throw new HttpError(422, "VALIDATION_ERROR", "Ugyldig tidspunkt", {
          startsAt: ["Ugyldig tidspunkt"],
        });
      }
      const range = { startsAt, endsAt: osloToUtc(date, window.end) };
      for (let attempt = 0; attempt < settings.reserveAttempts; attempt++) {
        const electricians = await free(need, addDays(date, -1), addDays(date, 1), at, row.id);
        const pick = pickElectrician(
          { now: at, leadMinutes: settings.leadMinutes, durationMinutes: need.durationMinutes, electricians },
          range,
        );
        if (!pick) break;
        const uuid = randomUUID();
        const ok = await repo.reserve({
          uuid,
          cartId: row.id,
          electricianId: Number(pick.electricianId),
          startsAt: new Date(pick.start),
          endsAt: new Date(pick.end),
          windowStartsAt: new Date(range.startsAt),
          windowEndsAt: new Date(range.endsAt),
          expiresAt: new Date(at + settings.reservationMinutes * 60_000),
          now: new Date(at),
        });
        if (ok) {
          const held = await repo.reservation(row.id, uuid);
          if (!held) break;
          return { reservation: reservationView(held, at), cart: await deps.carts.get(cartUuid) };
        }
      }
      throw timeslotTaken();
    },

    async reservation(cartUuid: string): Promise<ReservationView | null> {
      const row = await deps.cartRepo.byUuid(cartUuid);
      if (!row) throw notFound("Fant ikke handlekurven.");
      if (!row.reservationUuid) return null;
      const held = await repo.reservation(row.id, row.reservationUuid);
      const at = now();
      if (held?.status !== "RESERVED" || (held.expiresAt?.getTime() ?? 0) <= at) return null;
      return reservationView(held, at);
    },

    async extend(cartUuid: string) {
      const row = await openCart(cartUuid);
      if (!row.reservationUuid) throw cartExpired();
      const at = now();
      const held = await repo.extend(
        row.id,
        row.reservationUuid,
        new Date(at),
        new Date(at + settings.reservationMinutes * 60_000),
      );
      if (!held) throw cartExpired();
      return { reservation: reservationView(held, at), cart: await deps.carts.get(cartUuid) };
    },

    async release(cartUuid: string) {
      const row = await openCart(cartUuid);
      await repo.release(row.id, new Date(now()));
      return deps.carts.get(cartUuid);
    },

    /** For PATCH cart/{id}: a reservation uuid must be the cart's live one. */
    reservationHooks: {
      async check(cartId: number, reservationUuid: string) {
        const held = await repo.reservation(cartId, reservationUuid);
        if (held?.status !== "RESERVED" || (held.expiresAt?.getTime() ?? 0) <= now()) throw cartExpired();
      },
      async release(cartId: number) {
        await repo.release(cartId, new Date(now()));
      },
    },

    async book(cartUuid: string, body: BookBody, key: string | null): Promise<ProjectView> {
      // The token proves the number; a retry may carry a fresh one, so it is not part of the request's identity.
      const { phoneVerificationToken: _token, ...identity } = body.contactInformation;
      const requestHash = createHash("sha256")
        .update(stableJson({ cart: cartUuid, body: { ...body, contactInformation: identity } }))
        .digest("hex");
      const scope = `cart-book:${cartUuid}`;
      const replay = async (stored: { requestHash: string; projectId: number; scope: string }) => {
        if (stored.requestHash !== requestHash || stored.scope !== scope) throw keyReused();
        const owner = await repo.projectById(stored.projectId);
        const found = owner && (await projectView(owner.customerUserId, { id: stored.projectId }));
        if (!found) throw new Error("stored project missing");
        return found;
      };
      if (key) {
        const stored = await repo.idempotency(key);
        if (stored) return replay(stored);
      }

      const contact = body.contactInformation;
      const phone = await deps.verifyPhone(contact.phoneVerificationToken);
      if (!phone || phone !== contact.phoneNumber) {
        throw bookingError(422, "PHONE_NOT_VERIFIED", {
          "contactInformation.phoneVerificationToken": [bookingErrors.PHONE_NOT_VERIFIED],
        });
      }
      await openCart(cartUuid);
      const { lines, view } = await deps.carts.repriced(cartUuid);
      const need = await demand(view);
      const frozen = lines.map(({ priced }) => {
        const data = priced.data as CartLineItem["data"];
        return {
          typeKey: data.typeKey,
          jobTypeId: data.jobTypeId,
          jobTypeVersionId: data.jobTypeVersionId,
          title: data.title,
          inspectionFirst: data.inspectionFirst,
          totals: data.totals,
          summary: data.summary,
          commentForElectrician: data.commentForElectrician,
        };
      });
      const totalOre = frozen.reduce((sum, l) => sum + l.totals.totalOre, 0);
      const at = now();
      const timeslotUuid = randomUUID();
      const projectUuid = randomUUID();
      const contactStored: ProjectView["contactInformation"] = {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phoneNumber: contact.phoneNumber,
        additionalInfo: contact.additionalInfo,
        company: contact.company,
      };
      let slotTimes: { windowStartsAt: Date; windowEndsAt: Date } | null = null;
      try {
        const result = await repo.book({
          cartUuid,
          idempotency: key ? { key, scope, requestHash } : null,
          decide: ({ cart, reservation, stored }) => {
            if (stored) {
              if (stored.requestHash !== requestHash || stored.scope !== scope) throw keyReused();
              return { replay: stored.projectId };
            }
            if (cart.status === "booked") throw cartBooked();
            if (!cart.reservationUuid) throw bookingError(409, "NO_RESERVATION");
            if (reservation?.status !== "RESERVED") throw cartExpired();
            if ((reservation.expiresAt?.getTime() ?? 0) <= at) throw cartExpired();
            const reserved = reservation.endsAt.getTime() - reservation.startsAt.getTime();
            if (reserved < need.durationMinutes * 60_000) throw cartExpired();
            slotTimes = reservation;
            return { proceed: true };
          },
          customer: {
            phoneNumber: phone,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
          },
          timeslotUuid,
          project: ({ customerUserId, reservation, contractorId }) => ({
            uuid: projectUuid,
            kind: need.kind,
            cartId: reservation.cartId as number,
            customerUserId,
            contractorId,
            electricianId: reservation.electricianId,
            timeslotId: reservation.id,
            contactInformation: contactStored,
            address: contact.address,
            postCode: need.entry.code,
            place: need.entry.place,
            lineItems: frozen,
            totalOre,
            vatOre: vatIncluded(totalOre),
            durationMinutes: need.durationMinutes,
            inspection:
              need.kind === "INSPECTION" ? { topic: body.inspectionTopic, mode: body.inspectionMode } : null,
          }),
          messages: (p) =>
            confirmations(
              p,
              slotTimes as NonNullable<typeof slotTimes>,
              contact.email,
              phone,
              contact.firstName,
            ),
          beforeCommit: deps.beforeCommit,
        });
        if (!result.replayed) deps.afterCommit();
        const owner = await repo.projectById(result.projectId);
        const found = owner && (await projectView(owner.customerUserId, { id: result.projectId }));
        if (!found) throw new Error("booked project missing");
        return found;
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION && key) {
          // Another request with the same key committed meanwhile.
          const stored = await repo.idempotency(key);
          if (stored) return replay(stored);
          throw cartBooked();
        }
        throw error;
      }
    },

    async myProjects(userId: number): Promise<ProjectView[]> {
      return (await repo.projects({ customerUserId: userId })).map(toProjectView);
    },

    async myProject(userId: number, uuid: string): Promise<ProjectView> {
      const found = await projectView(userId, { uuid });
      if (!found) throw notFound("Fant ikke prosjektet.");
      return found;
    },

    async lookupCompany(organizationNumber: string): Promise<Company> {
      const found = await deps.companies.lookup(organizationNumber);
      if (!found) throw bookingError(404, "ORGANIZATION_NOT_FOUND");
      return found;
    },

    async addReminder(
      cartUuid: string,
      input: { email?: string | undefined; phone_number?: string | undefined },
    ) {
      const row = await openCart(cartUuid);
      const link = new URL(`/bestilling/handlekurv?cart=${row.uuid}`, deps.publicUrl).toString();
      const messages: NewOutboxMessage[] = [];
      const meta = { kind: "cart-reminder", cartUuid: row.uuid };
      if (input.email) {
        messages.push({
          channel: "email",
          recipient: input.email.toLowerCase(),
          subject: "Handlekurven din venter",
          body: `Hei!\n\nHer er handlekurven din, så du kan fullføre bestillingen når det passer: ${link}`,
          meta,
        });
      }
      if (input.phone_number) {
        messages.push({
          channel: "sms",
          recipient: input.phone_number,
          body: `Handlekurven din venter. Fullfør bestillingen her: ${link}`,
          meta,
        });
      }
      const reminder = await repo.addReminder(
        row.id,
        { email: input.email?.toLowerCase() ?? null, phoneNumber: input.phone_number ?? null },
        messages,
      );
      deps.afterCommit();
      return {
        email: reminder.email,
        phoneNumber: reminder.phoneNumber,
        createdAt: reminder.createdAt.toISOString(),
      };
    },

    async deleteReminders(cartUuid: string) {
      const row = await deps.cartRepo.byUuid(cartUuid);
      if (!row) throw notFound("Fant ikke handlekurven.");
      return repo.deleteReminders(row.id);
    },
  };
}

export type BookingService = ReturnType<typeof bookingService>;
