import type { Offer, ProjectOffers } from "@mt/contract/offer";
import type { Caller } from "../../lib/access.ts";
import { type OffersDeps, OPEN_FOR_OFFERS, offerBasics } from "./offer-basics.ts";

/** Reading offers as the caller reaches their project: the list, one offer, its PDF. */
export function offerReadingService(deps: OffersDeps) {
  const { repo, builds, offerReach, view, viewOne, pdfOf } = offerBasics(deps);

  return {
    /** The offer as the caller reaches it (its project's reach; drafts never to customers); 404 otherwise. */
    reached: offerReach,

    async list(caller: Caller, projectRef: string): Promise<ProjectOffers> {
      const reached = await deps.projects.reached(caller, projectRef);
      const rows = await repo.ofProject(reached.row.project.id);
      const visible = rows.filter((r) => !reached.asCustomer || r.offer.status !== "draft");
      const newestSent = rows.find((r) => r.offer.status !== "draft")?.offer.version ?? null;
      return {
        offers: visible.map((r) =>
          view(
            r.offer,
            reached,
            newestSent,
            r.createdBy ? `${r.createdBy.firstName} ${r.createdBy.lastName}`.trim() : null,
          ),
        ),
        mayBuild: builds(reached) && OPEN_FOR_OFFERS.includes(reached.row.project.status),
      };
    },

    async get(caller: Caller, uuid: string): Promise<Offer> {
      const { offer, reached } = await offerReach(caller, uuid);
      return viewOne(offer, reached);
    },

    async pdf(caller: Caller, uuid: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const { offer, reached } = await offerReach(caller, uuid);
      return pdfOf(offer, reached);
    },
  };
}
