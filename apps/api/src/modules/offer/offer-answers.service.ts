import type { Offer } from "@mt/contract/offer";
import { offerJobMinutes } from "@mt/domain/offer/offer-lines";
import { isOfferExpired } from "@mt/domain/offer/offer-validity";
import type { Role } from "@mt/domain/roles/roles";
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError } from "../../lib/http-error.ts";
import { type OfferRow, offerRepository } from "./offer.repository.ts";
import { type OffersDeps, offerBasics } from "./offer-basics.ts";

/** Who answers an offer: the acting user and the roles the answer counts under. */
export interface Answerer {
  caller: Caller;
  roles: readonly Role[];
}

/** A step of an answer's own inside its transaction, before the answer (a link's phone code is used up). */
export type WithinAnswer = (tx: Db) => Promise<void>;

/** Refuses an answer to anything but the newest sent version, in the answer's transaction. */
async function checkNewest(tx: Db, o: OfferRow) {
  const newest = await offerRepository(tx).newestSent(o.projectId);
  if (newest?.version !== o.version) throw apiError("OFFER_NOT_NEWEST");
}

/**
 * What the logged-in doors and the link's doors share: one acceptance and one declining, each in
 * its transaction with the project's move.
 */
export function offerAnswering(deps: OffersDeps) {
  const now = deps.now ?? Date.now;
  return {
    /**
     * The one acceptance: `caller` answers through `roles` (the customer's link: ["CUSTOMER"]).
     * Nothing to do when already accepted (idempotent).
     */
    async accept({ caller, roles }: Answerer, offer: OfferRow, uuid: string, within?: WithinAnswer) {
      if (offer.status === "accepted") return;
      if (offer.status === "draft") throw apiError("OFFER_NOT_SENT");
      if (offer.status === "declined") throw apiError("OFFER_ALREADY_ANSWERED");
      await transaction(deps.db, async (tx) => {
        await within?.(tx);
        const inTx = offerRepository(tx);
        const locked = await inTx.lockedByUuid(uuid);
        // Accepted meanwhile (a double click, a second tab): the same answer again.
        if (!locked || locked.status === "accepted") return;
        if (locked.status !== "sent") throw apiError("OFFER_ALREADY_ANSWERED");
        await checkNewest(tx, locked);
        if (isOfferExpired(locked.validUntil, now())) throw apiError("OFFER_EXPIRED");
        await deps.projects.moveWithin(tx, {
          projectId: locked.projectId,
          move: "accept_offer",
          caller,
          roles,
          message: `Tilbud versjon ${locked.version} godtatt`,
          // The offer is the job now: its price, and its working time for the booking to come.
          terms: {
            totalOre: locked.totalOre,
            vatOre: locked.vatOre,
            durationMinutes: offerJobMinutes(locked.lines),
          },
        });
        await inTx.update(locked.id, {
          status: "accepted",
          answeredAt: new Date(now()),
          answeredByUserId: caller.id,
        });
      });
    },

    /** The one declining, for the logged-in caller and for the link (as `accept`). */
    async decline({ caller, roles }: Answerer, offer: OfferRow, uuid: string, within?: WithinAnswer) {
      if (offer.status === "declined") return;
      if (offer.status === "draft") throw apiError("OFFER_NOT_SENT");
      if (offer.status === "accepted") throw apiError("OFFER_ALREADY_ANSWERED");
      await transaction(deps.db, async (tx) => {
        await within?.(tx);
        const inTx = offerRepository(tx);
        const locked = await inTx.lockedByUuid(uuid);
        if (!locked || locked.status === "declined") return;
        if (locked.status !== "sent") throw apiError("OFFER_ALREADY_ANSWERED");
        await checkNewest(tx, locked);
        await deps.projects.recordWithin(tx, {
          projectId: locked.projectId,
          kind: "offer",
          caller,
          asCustomer: !roles.some((role) => role !== "CUSTOMER"),
          message: `Tilbud versjon ${locked.version} avslått`,
          expectStatus: ["offer_sent"],
        });
        await inTx.update(locked.id, {
          status: "declined",
          answeredAt: new Date(now()),
          answeredByUserId: caller.id,
        });
      });
    },
  };
}

/** Answering an offer when logged in: the project's customer, or staff on the customer's word. */
export function offerAnswersService(deps: OffersDeps) {
  const { answers, offerReach, freshView } = offerBasics(deps);
  const answering = offerAnswering(deps);

  /** The offer and project as the answering caller reaches them, or the reason they may not answer. */
  async function answerable(caller: Caller, uuid: string) {
    const { offer, reached } = await offerReach(caller, uuid);
    const roles = answers(reached);
    if (roles.length === 0) throw apiError("FORBIDDEN");
    return { offer, reached, roles };
  }

  return {
    async accept(caller: Caller, uuid: string): Promise<Offer> {
      const { offer, roles } = await answerable(caller, uuid);
      await answering.accept({ caller, roles }, offer, uuid);
      return freshView(caller, uuid);
    },

    async decline(caller: Caller, uuid: string): Promise<Offer> {
      const { offer, roles } = await answerable(caller, uuid);
      await answering.decline({ caller, roles }, offer, uuid);
      return freshView(caller, uuid);
    },
  };
}
