import type { Offer } from "@mt/contract/offer";
import type { OfferStatus } from "@mt/domain/offer/offer-schemas";
import type { Role } from "@mt/domain/roles/roles";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError } from "../../lib/http-error.ts";
import { offerRepository } from "./offer.repository.ts";
import { offerAnswering, type WithinAnswer } from "./offer-answers.service.ts";
import { type OffersDeps, offerBasics, type Reached } from "./offer-basics.ts";

const CUSTOMER_ONLY: readonly Role[] = ["CUSTOMER"];
const linkInvalid = () => apiError("OFFER_LINK_INVALID");

/**
 * The offer link of the SMS and email (no login): reading the offer and its PDF, and the customer's
 * answer with a phone code for the project's number.
 */
export function offerLinkService(deps: OffersDeps) {
  const { repo, viewOne, freshView, pdfOf } = offerBasics(deps);
  const answering = offerAnswering(deps);

  /**
   * The offer and its project as the customer the signed link names reaches them. The link acts for
   * that customer only, in the customer role only, and only for this offer (404 otherwise).
   */
  async function linkReach(uuid: string, token: string) {
    const customerUuid = await deps.linkTokens.verify(token, uuid);
    const found = customerUuid ? await repo.withCustomer(uuid) : null;
    if (!found || found.customer.uuid !== customerUuid || found.offer.status === "draft") throw linkInvalid();
    // Not a session: the customer as the link names them, for the project calls this module makes.
    const customer: Caller = {
      id: found.customer.id,
      uuid: found.customer.uuid,
      phoneNumber: found.customer.phoneNumber,
      availableRoles: ["CUSTOMER"],
      activeRoles: ["CUSTOMER"],
      contractor: null,
      sessionId: "",
    };
    const reached = await deps.projects.reached(customer, found.projectUuid).catch(() => {
      throw linkInvalid();
    });
    return { offer: found.offer, reached, customer };
  }

  /** The view read by link: its PDF opens with the link's token. */
  function linkView(offer: Offer, token: string): Offer {
    const pdf = new URL(`/api/offer/${offer.uuid}/link/pdf`, "http://x");
    pdf.searchParams.set("t", token);
    return { ...offer, pdfUrl: `${pdf.pathname}${pdf.search}` };
  }

  /** The phone token must prove the number the offer was sent to (the project's contact number). */
  async function provenPhone(reached: Reached, phoneToken: string) {
    const phone = await deps.verifyPhone(phoneToken);
    if (!phone)
      throw fieldError(
        "PHONE_NOT_VERIFIED",
        "phoneToken",
        "Telefonnummeret er ikke bekreftet. Be om en ny kode.",
      );
    if (phone !== reached.row.project.contactInformation.phoneNumber) {
      throw fieldError("OFFER_PHONE_MISMATCH", "phoneToken");
    }
  }

  /**
   * Uses up the link's phone token inside the answer's transaction. A token already used is fine
   * only when the offer already has this answer (a double click: the same answer again).
   */
  const spendPhoneToken =
    (uuid: string, phoneToken: string, answer: OfferStatus): WithinAnswer =>
    async (tx) => {
      if (await deps.usePhoneToken(tx, phoneToken)) return;
      const locked = await offerRepository(tx).lockedByUuid(uuid);
      if (locked?.status !== answer) {
        throw fieldError("PHONE_NOT_VERIFIED", "phoneToken", "Koden er allerede brukt. Be om en ny kode.");
      }
    };

  return {
    /** The offer as its customer sees it, opened by the signed link (no login). */
    async getByLink(uuid: string, token: string): Promise<Offer> {
      const { offer, reached } = await linkReach(uuid, token);
      return linkView(await viewOne(offer, reached), token);
    },

    /** Accepting by the link plus a phone code for the project's number: the customer's own acceptance. */
    async acceptByLink(uuid: string, body: { token: string; phoneToken: string }): Promise<Offer> {
      const { offer, reached, customer } = await linkReach(uuid, body.token);
      await provenPhone(reached, body.phoneToken);
      const answerer = { caller: customer, roles: CUSTOMER_ONLY };
      await answering.accept(answerer, offer, uuid, spendPhoneToken(uuid, body.phoneToken, "accepted"));
      return linkView(await freshView(customer, uuid), body.token);
    },

    /** Declining by the link plus a phone code, as the customer does on "my page". */
    async declineByLink(uuid: string, body: { token: string; phoneToken: string }): Promise<Offer> {
      const { offer, reached, customer } = await linkReach(uuid, body.token);
      await provenPhone(reached, body.phoneToken);
      const answerer = { caller: customer, roles: CUSTOMER_ONLY };
      await answering.decline(answerer, offer, uuid, spendPhoneToken(uuid, body.phoneToken, "declined"));
      return linkView(await freshView(customer, uuid), body.token);
    },

    async pdfByLink(uuid: string, token: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const { offer, reached } = await linkReach(uuid, token);
      return pdfOf(offer, reached);
    },
  };
}
