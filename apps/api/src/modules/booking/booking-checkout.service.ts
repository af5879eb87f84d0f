import { createHash, randomUUID } from "node:crypto";
import type { ProjectView } from "@mt/contract/booking";
import type { Company } from "@mt/domain/entities/company";
import { isMediaPath } from "@mt/domain/format/image-url";
import { vatIncluded } from "@mt/domain/price/calculate-price";
import { type Db, transaction } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { CartRow } from "../cart/cart.module.ts";
import { bookingRepository, type StoredKey } from "./booking.repository.ts";
import { type BookBody, type BookingDeps, bookingBasics, type SellerBooking } from "./booking-basics.ts";
import { bookingConfirmations, LATER_CART_REMINDER, sellerBookedNotices } from "./booking-messages.ts";

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

/** The checkout: the company register lookup, and booking the cart (it becomes a project). */
export function bookingCheckoutService(deps: BookingDeps) {
  const { now, openCart, demand } = bookingBasics(deps);
  const repo = bookingRepository(deps.db);
  const { cart, schedule, projects } = deps;

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
  };
}
