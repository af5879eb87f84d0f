import { offerAnswersService } from "./offer-answers.service.ts";
import type { OffersDeps } from "./offer-basics.ts";
import { offerBuildingService } from "./offer-building.service.ts";
import { offerLinkService } from "./offer-link.service.ts";
import { offerReadingService } from "./offer-reading.service.ts";

export { OFFER_BUILDERS, type OffersDeps } from "./offer-basics.ts";

/**
 * Offers, one file per purpose; every method is named here so a reader (or a tool) goes from a
 * route's `service.x` straight to the file that holds it.
 */
export function offersService(deps: OffersDeps) {
  const reading = offerReadingService(deps);
  const building = offerBuildingService(deps);
  const answers = offerAnswersService(deps);
  const link = offerLinkService(deps);
  return {
    reached: reading.reached,
    list: reading.list,
    get: reading.get,
    pdf: reading.pdf,

    offerChoices: building.offerChoices,
    save: building.save,
    send: building.send,

    accept: answers.accept,
    decline: answers.decline,

    getByLink: link.getByLink,
    acceptByLink: link.acceptByLink,
    declineByLink: link.declineByLink,
    pdfByLink: link.pdfByLink,
  };
}

export type OffersService = ReturnType<typeof offersService>;
