import type { ProjectView } from "@mt/contract/booking";
import type {
  BookCartBySellerBody,
  SellerCart,
  SellerCartState,
  SellerNotification,
  SellerOrder,
  SellerSettings,
  sellerDashboardQuery,
  sendCartBySellerBody,
  updateSellerSettingsBody,
} from "@mt/contract/seller";
import type { Role } from "@mt/domain/roles/roles";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import type { z } from "zod";
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { BookingService, SellerBooking } from "../booking/booking.module.ts";
import type { CartRow, CartService } from "../cart/cart.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { type DeskScope, sellerRepository } from "./seller.repository.ts";
import { sellerCartMessages } from "./seller-messages.ts";

/** A sent cart not booked within this many days counts as expired on the desk. */
export const SELLER_CART_EXPIRES_AFTER_DAYS = 14;
/** Carts and orders the desk lists at most. */
export const SELLER_DESK_LIMIT = 50;
/** Carts one seller may send per hour, all customers together (each customer's own limit holds too). */
export const SELLER_SENDS_PER_HOUR = 30;

/** Who sells: sends carts and books for customers. */
export const SELLING_ROLES: readonly Role[] = [
  "SALES_PARTNER_SELLER",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "SALES_PARTNER_ADMIN",
];
/** Who has a seller's desk and settings: the sellers, and store employees (their store's orders). */
export const DESK_ROLES: readonly Role[] = [...SELLING_ROLES, "STORE_EMPLOYEE"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** This month in Oslo as instants: [its first day 00:00, the next month's first day 00:00). */
export function osloMonth(at: number): { from: Date; to: Date } {
  const first = `${osloDate(at).slice(0, 7)}-01`;
  // The 28th plus four days is always in the next month.
  const next = `${addDays(`${first.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  return { from: new Date(osloToUtc(first, "00:00")), to: new Date(osloToUtc(next, "00:00")) };
}

type Row = Awaited<ReturnType<ReturnType<typeof sellerRepository>["carts"]>>[number];

const fullName = (p: { firstName: string | null; lastName: string | null } | null) =>
  [p?.firstName, p?.lastName].filter(Boolean).join(" ");

export function sellerService(deps: {
  db: Db;
  cart: CartService;
  booking: BookingService;
  notifications: NotificationsService;
  users: UsersService;
  publicUrl: string;
  now?: (() => number) | undefined;
}) {
  const now = deps.now ?? Date.now;
  const repo = sellerRepository(deps.db);

  const acting = (caller: Caller, roles: readonly Role[]) =>
    caller.activeRoles.some((r) => roles.includes(r));

  /** The seller behind the call: a selling role and a sales partner, else 403. */
  async function sellerOf(caller: Caller): Promise<SellerBooking & { store: string }> {
    if (!acting(caller, SELLING_ROLES) || !caller.salesPartner) throw apiError("FORBIDDEN");
    const person = await repo.person(caller.id);
    if (!person) throw apiError("FORBIDDEN");
    return {
      userId: caller.id,
      name: fullName(person.user) || "Selger",
      salesPartnerId: caller.salesPartner.id,
      salesPartnerDepartmentId: caller.salesPartnerDepartment?.id ?? null,
      store: person.department?.name ?? person.partner?.name ?? "butikken",
    };
  }

  /** A cart claimed by another sales partner is out of reach: 404, as if it did not exist. */
  function inReach(row: CartRow | null, seller: SellerBooking): CartRow {
    if (!row || (row.salesPartnerId !== null && row.salesPartnerId !== seller.salesPartnerId))
      throw notFound("Fant ikke handlekurven.");
    return row;
  }

  function stateOf(row: Row, at: number): SellerCartState {
    const c = row.cart;
    if (c.status === "booked" || row.project?.number) return "BOOKED";
    if (!c.sentAt) return "DRAFT";
    if (at - c.sentAt.getTime() > SELLER_CART_EXPIRES_AFTER_DAYS * DAY_MS) return "EXPIRED";
    return c.openedAt ? "OPENED" : "SENT";
  }

  function cartView(row: Row, at: number): SellerCart {
    const c = row.cart;
    return {
      uuid: c.uuid,
      state: stateOf(row, at),
      sentTo: row.sentTo ? { email: row.sentTo.email, phoneNumber: row.sentTo.phoneNumber } : null,
      postCode: c.postCode,
      place: row.place,
      // A booked cart shows what was booked: the project's frozen lines and total.
      titles: row.project ? row.project.lineItems.map((l) => l.title) : row.lines.map((l) => l.title),
      totalOre: row.project
        ? row.project.totalOre
        : row.lines.reduce((sum, l) => sum + (l.totals?.totalOre ?? 0), 0),
      sellerDescription: c.sellerDescription,
      seller: { uuid: row.seller.uuid, name: fullName(row.seller) },
      department: row.department,
      createdAt: c.createdAt.toISOString(),
      sentAt: c.sentAt?.toISOString() ?? null,
      openedAt: c.openedAt?.toISOString() ?? null,
      project: row.project
        ? { number: row.project.number, bookedAt: row.project.createdAt.toISOString() }
        : null,
    };
  }

  async function oneCart(cartId: number): Promise<SellerCart> {
    const [row] = await repo.carts({ cartId }, 1);
    if (!row) throw notFound("Fant ikke handlekurven.");
    return cartView(row, now());
  }

  /** Which carts and orders the desk shows, and whose figures count as the store's. */
  function desk(caller: Caller, scope: "own" | "department"): { list: DeskScope; store: DeskScope | null } {
    const partner = caller.salesPartner;
    const department = caller.salesPartnerDepartment;
    if (!partner) throw apiError("FORBIDDEN");
    const partnerAdmin = acting(caller, ["SALES_PARTNER_ADMIN"]);
    const departmentAdmin = acting(caller, ["SALES_PARTNER_DEPARTMENT_ADMIN"]);
    const storeEmployee = acting(caller, ["STORE_EMPLOYEE"]) && !acting(caller, SELLING_ROLES);
    const store: DeskScope | null = department
      ? { departmentId: department.id }
      : partnerAdmin
        ? { salesPartnerId: partner.id }
        : null;
    // A store employee sells nothing themselves: their desk is always their store's (decision 033).
    if (storeEmployee) {
      if (!store) throw apiError("FORBIDDEN");
      return { list: store, store };
    }
    if (scope === "own") return { list: { sellerUserId: caller.id }, store };
    if (partnerAdmin) return { list: { salesPartnerId: partner.id }, store };
    if (departmentAdmin && department) return { list: { departmentId: department.id }, store };
    throw apiError("FORBIDDEN");
  }

  async function figures(scope: DeskScope, from: Date, to: Date) {
    const f = await repo.figures(scope, from, to);
    return {
      orders: f.orders,
      revenueOre: f.revenueOre,
      sentCarts: f.sent,
      conversion: f.sent === 0 ? null : f.booked / f.sent,
    };
  }

  async function settingsOf(userId: number): Promise<SellerSettings> {
    const person = await repo.person(userId);
    if (!person) throw notFound();
    const u = person.user;
    return {
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phoneNumber: u.phoneNumber,
      salesPartner: person.partner,
      department: person.department,
      notifications: u.sellerNotifications.filter(
        (n): n is SellerNotification => n === "BOOKED_SMS" || n === "BOOKED_EMAIL",
      ),
    };
  }

  return {
    /**
     * The seller sends the cart to the customer: it becomes theirs (partner, store, description,
     * sent now) and the customer gets a link that opens it. Limited per seller, cart and recipient.
     */
    async send(
      caller: Caller,
      cartUuid: string,
      body: z.output<typeof sendCartBySellerBody>,
    ): Promise<{ cart: SellerCart }> {
      const seller = await sellerOf(caller);
      const found = inReach(await deps.cart.byUuid(cartUuid), seller);
      if (found.status === "booked") throw apiError("CART_BOOKED");
      const email = body.email?.toLowerCase() ?? null;
      const phoneNumber = body.phone_number ?? null;
      const at = new Date(now());
      const laterHours = await deps.booking.laterReminderHours();
      const sent = await transaction(deps.db, async (tx) => {
        const locked = inReach(await deps.cart.lock(tx, cartUuid), seller);
        if (locked.status === "booked") throw apiError("CART_BOOKED");
        const source = { cartId: locked.id, ip: `seller:${seller.userId}`, email, phoneNumber };
        const sender = { userId: seller.userId };
        if (!(await deps.booking.withinReminderLimits(tx, source, SELLER_SENDS_PER_HOUR, sender)))
          return false;
        await deps.cart.claimForSeller(tx, locked.id, {
          sellerUserId: seller.userId,
          salesPartnerId: seller.salesPartnerId,
          salesPartnerDepartmentId: seller.salesPartnerDepartmentId,
          sellerDescription: body.sellerDescription,
          sentAt: at,
          ...(locked.userId === seller.userId ? { userId: null } : {}),
        });
        await deps.booking.recordCartSend(tx, locked.id, { email, phoneNumber });
        const messages = sellerCartMessages(
          locked.uuid,
          { email: email ?? undefined, phone: phoneNumber ?? undefined },
          { sellerName: seller.name, store: seller.store },
          deps.publicUrl,
        );
        for (const message of messages) await deps.notifications.enqueue(tx, message);
        const to = { email: email ?? undefined, phone: phoneNumber ?? undefined };
        await deps.booking.scheduleLaterReminders(tx, locked.uuid, to, laterHours);
        return true;
      });
      if (!sent) throw apiError("CART_REMINDER_LIMIT");
      deps.notifications.sendSoon();
      return { cart: await oneCart(found.id) };
    },

    /** The seller books for the customer: the booking's own guarantees; the seller stays themselves. */
    async book(
      caller: Caller,
      cartUuid: string,
      body: BookCartBySellerBody & Parameters<BookingService["book"]>[1],
      key: string | null,
    ): Promise<{ project: ProjectView }> {
      const seller = await sellerOf(caller);
      inReach(await deps.cart.byUuid(cartUuid), seller);
      const { project } = await deps.booking.book(cartUuid, body, key, seller);
      return { project };
    },

    async markOpened(cartUuid: string): Promise<{ openedAt: string | null }> {
      const openedAt = await deps.cart.markOpened(cartUuid, new Date(now()));
      return { openedAt: openedAt?.toISOString() ?? null };
    },

    async dashboard(caller: Caller, query: z.output<typeof sellerDashboardQuery>) {
      const { list, store } = desk(caller, query.scope);
      const person = await repo.person(caller.id);
      const at = now();
      const { from, to } = osloMonth(at);
      const [carts, orders, own, storeFigures] = await Promise.all([
        repo.carts(list, SELLER_DESK_LIMIT),
        repo.orders(list, SELLER_DESK_LIMIT),
        figures({ sellerUserId: caller.id }, from, to),
        store ? figures(store, from, to) : Promise.resolve(null),
      ]);
      return {
        salesPartner: person?.partner ?? null,
        department: person?.department ?? null,
        carts: carts.map((row) => cartView(row, at)),
        orders: orders.map(
          (row): SellerOrder => ({
            uuid: row.project.uuid,
            number: row.project.number,
            status: row.project.status,
            customerName: fullName(row.project.contactInformation),
            place: row.project.place,
            totalOre: row.project.totalOre,
            startsAt: row.startsAt?.toISOString() ?? null,
            createdAt: row.project.createdAt.toISOString(),
            seller: row.seller ? { uuid: row.seller.uuid, name: fullName(row.seller) } : null,
            department: row.department,
          }),
        ),
        figures: { own, store: storeFigures },
      };
    },

    settings: (caller: Caller) => settingsOf(caller.id),

    async updateSettings(caller: Caller, body: z.output<typeof updateSellerSettingsBody>) {
      await deps.users.updatePartnerPerson(deps.db, caller.id, {
        ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
        ...(body.email !== undefined ? { email: body.email?.toLowerCase() ?? null } : {}),
        ...(body.notifications !== undefined
          ? { sellerNotifications: [...new Set(body.notifications)] }
          : {}),
      });
      return settingsOf(caller.id);
    },
  };
}

export type SellerService = ReturnType<typeof sellerService>;
