import type { Offer, OfferChoices } from "@mt/contract/offer";
import {
  type OfferLine,
  offerLine,
  offerTotals,
  offerWorkMinutes,
  sameSource,
} from "@mt/domain/offer/offer-lines";
import { type OfferLineInput, offerMessages } from "@mt/domain/offer/offer-schemas";
import { isOfferExpired, validUntilProblem } from "@mt/domain/offer/offer-validity";
import { transaction } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/sql-state.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, HttpError } from "../../lib/http-error.ts";
import { offerRepository } from "./offer.repository.ts";
import { type OffersDeps, OPEN_FOR_OFFERS, offerBasics } from "./offer-basics.ts";
import { offerSentNews } from "./offer-messages.ts";

/** Building offers (staff): the products and jobs to choose from, saving a version, sending it. */
export function offerBuildingService(deps: OffersDeps) {
  const { now, repo, builds, builderReach, offerReach, viewOne, freshView } = offerBasics(deps);

  /**
   * Prices the lines: a product or job line keeps the frozen price of the same product or job in
   * the version before; a new one gets today's storefront price (a job its starting price).
   */
  async function priceLines(inputs: readonly OfferLineInput[], before: readonly OfferLine[]) {
    const needsCatalogue = inputs.some(
      (input) => input.source !== "free" && !before.some((line) => sameSource(line, input)),
    );
    const choices = needsCatalogue ? await offerChoices() : { products: [], jobs: [] };
    return inputs.map((input, index): OfferLine => {
      if (input.source === "free") {
        return offerLine({
          source: "free",
          refId: null,
          description: input.description,
          quantity: input.quantity,
          unitPriceOre: input.unitPriceOre,
          minutesPerUnit: input.minutesPerUnit,
        });
      }
      const frozen = before.find((line) => sameSource(line, input));
      if (frozen) return offerLine({ ...frozen, quantity: input.quantity });
      const choice =
        input.source === "product"
          ? choices.products.find((p) => p.id === input.refId)
          : choices.jobs.find((j) => j.id === input.refId);
      if (!choice) {
        const what = input.source === "product" ? "Produktet" : "Jobben";
        throw fieldError(
          "VALIDATION_ERROR",
          `lines.${index}.refId`,
          `${what} finnes ikke eller er ikke i salg`,
        );
      }
      return offerLine({
        source: input.source,
        refId: input.refId,
        description: "name" in choice ? choice.name : choice.title,
        quantity: input.quantity,
        unitPriceOre: choice.priceOre,
        minutesPerUnit: "minutes" in choice ? choice.minutes : 0,
      });
    });
  }

  async function offerChoices(): Promise<OfferChoices> {
    const [products, catalogue] = await Promise.all([
      deps.catalogue.products({}),
      deps.catalogue.catalogue(),
    ]);
    const jobs = [...catalogue.categories.flatMap((c) => c.jobs), ...catalogue.uncategorised];
    return {
      products: products
        .filter((p) => p.active)
        .map((p) => ({ id: p.id, name: p.name, priceOre: p.priceOre }))
        .sort((a, b) => a.name.localeCompare(b.name, "nb")),
      jobs: [
        ...new Map(
          jobs.map((j) => [
            j.id,
            { id: j.id, title: j.title, priceOre: j.startingPriceOre, minutes: j.baseDurationMinutes },
          ]),
        ).values(),
      ].sort((a, b) => a.title.localeCompare(b.title, "nb")),
    };
  }

  return {
    offerChoices,

    async save(
      caller: Caller,
      projectRef: string,
      body: { lines: OfferLineInput[]; validUntil: string; message: string },
    ): Promise<Offer> {
      const reached = await builderReach(caller, projectRef);
      const p = reached.row.project;
      if (!OPEN_FOR_OFFERS.includes(p.status)) throw apiError("OFFER_NOT_EDITABLE");
      const problem = validUntilProblem(body.validUntil, now());
      if (problem) throw fieldError("VALIDATION_ERROR", "validUntil", problem);
      // Priced before the transaction (the catalogue reads outside it); numbered inside it.
      const attempt = async () => {
        const before = await repo.newest(p.id);
        const lines = await priceLines(body.lines, before?.lines ?? []);
        if (offerWorkMinutes(lines) === 0)
          throw fieldError("VALIDATION_ERROR", "lines", offerMessages.noWork);
        return transaction(deps.db, async (tx) => {
          const inTx = offerRepository(tx);
          const newest = await inTx.newestLocked(p.id);
          // Someone saved a version meanwhile: its frozen prices are the ones to keep.
          if (newest?.id !== before?.id) throw apiError("OFFER_CHANGED");
          return inTx.create({
            projectId: p.id,
            version: (newest?.version ?? 0) + 1,
            status: "draft",
            lines,
            ...offerTotals(lines),
            validUntil: body.validUntil,
            message: body.message,
            createdByUserId: caller.id,
          });
        });
      };
      // Two versions saved at once: the later one is priced again on top of the first.
      const created = await attempt().catch((error) => {
        if (isUniqueViolation(error) || (error instanceof HttpError && error.code === "OFFER_CHANGED")) {
          return attempt();
        }
        throw error;
      });
      return viewOne(created, reached);
    },

    async send(caller: Caller, uuid: string): Promise<Offer> {
      const { offer, reached } = await offerReach(caller, uuid);
      if (!builds(reached)) throw apiError("FORBIDDEN");
      const p = reached.row.project;
      if (!OPEN_FOR_OFFERS.includes(p.status)) throw apiError("OFFER_NOT_EDITABLE");
      if (offer.status !== "draft") throw apiError("OFFER_ALREADY_SENT");
      if (isOfferExpired(offer.validUntil, now())) {
        throw apiError("OFFER_EXPIRED", {
          message: "Gyldig til-datoen er passert. Lagre en ny versjon med en senere dato, og send den.",
        });
      }
      const linkToken = await deps.linkTokens.sign(offer, reached.row.customer.uuid);
      await transaction(deps.db, async (tx) => {
        const inTx = offerRepository(tx);
        const newest = await inTx.newestLocked(p.id);
        if (newest?.id !== offer.id) throw apiError("OFFER_NOT_NEWEST");
        if (newest.status !== "draft") throw apiError("OFFER_ALREADY_SENT");
        const message = `Tilbud versjon ${offer.version} sendt til kunden`;
        const project =
          p.status === "inspected"
            ? await deps.projects.moveWithin(tx, {
                projectId: p.id,
                move: "send_offer",
                caller,
                roles: reached.staffRoles,
                message,
              })
            : await deps.projects.recordWithin(tx, {
                projectId: p.id,
                kind: "offer",
                caller,
                asCustomer: false,
                message,
                expectStatus: ["offer_sent"],
              });
        const sent = await inTx.update(offer.id, { status: "sent", sentAt: new Date(now()) });
        // Over the limits the offer stays a draft: 429, nothing happened (decision 062).
        await deps.notifications.enqueueLimited(
          tx,
          { purpose: "offer", sender: { userId: caller.id }, subject: p.uuid },
          offerSentNews(sent, project, deps.publicUrl, linkToken),
        );
      });
      deps.notifications.sendSoon();
      return freshView(caller, uuid);
    },
  };
}
