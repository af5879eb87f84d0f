import type { Offer, OfferChoices, ProjectOffers } from "@mt/contract/offer";
import { type OfferLine, offerLine, offerTotals, sameSource } from "@mt/domain/offer/offer-lines";
import type { OfferLineInput } from "@mt/domain/offer/offer-schemas";
import { isOfferExpired, validUntilProblem } from "@mt/domain/offer/offer-validity";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import { type Db, transaction } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/sql-state.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, HttpError, notFound } from "../../lib/http-error.ts";
import type { CatalogueService } from "../catalogue/catalogue.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import { type OfferRow, offerRepository } from "./offer.repository.ts";
import { offerSentNews } from "./offer-messages.ts";
import { type OfferPdfInput, offerPdf } from "./offer-pdf.ts";

/** Who builds and sends offers. */
export const OFFER_BUILDERS: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "INSPECTOR"];
/** Who answers an offer: the project's customer, or staff on the customer's word. */
const OFFER_ANSWERERS: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER"];
/** A project takes a new offer version after its inspection and until one is accepted. */
const OPEN_FOR_OFFERS: readonly ProjectStatus[] = ["inspected", "offer_sent"];

export interface OffersDeps {
  db: Db;
  projects: ProjectsService;
  catalogue: CatalogueService;
  notifications: NotificationsService;
  publicUrl: string;
  productName: () => Promise<string>;
  now?: (() => number) | undefined;
}

type Reached = Awaited<ReturnType<ProjectsService["reached"]>>;

export function offersService(deps: OffersDeps) {
  const now = deps.now ?? Date.now;
  const repo = offerRepository(deps.db);

  const builds = (reached: Reached) => reached.roles.some((role) => OFFER_BUILDERS.includes(role));
  const answers = (reached: Reached) => reached.roles.filter((role) => OFFER_ANSWERERS.includes(role));

  async function builderReach(caller: Caller, projectRef: string) {
    const reached = await deps.projects.reached(caller, projectRef);
    if (!builds(reached)) throw apiError("FORBIDDEN");
    return reached;
  }

  /** The offer and its project as the caller reaches them; drafts are invisible to customers. */
  async function offerReach(caller: Caller, uuid: string) {
    const found = await repo.byUuid(uuid);
    if (!found) throw notFound("Fant ikke tilbudet.");
    const reached = await deps.projects.reached(caller, found.projectUuid).catch(() => {
      throw notFound("Fant ikke tilbudet.");
    });
    if (reached.asCustomer && found.offer.status === "draft") throw notFound("Fant ikke tilbudet.");
    return { offer: found.offer, reached };
  }

  function view(
    o: OfferRow,
    reached: Reached,
    newestSentVersion: number | null,
    createdBy: string | null,
  ): Offer {
    const expired = isOfferExpired(o.validUntil, now());
    const newestSent = o.status !== "draft" && o.version === newestSentVersion;
    const p = reached.row.project;
    return {
      uuid: o.uuid,
      projectUuid: p.uuid,
      projectNumber: p.number,
      version: o.version,
      status: o.status,
      lines: o.lines,
      totalOre: o.totalOre,
      vatOre: o.vatOre,
      validUntil: o.validUntil,
      expired,
      message: o.message,
      createdAt: o.createdAt.toISOString(),
      createdBy: reached.asCustomer ? null : createdBy,
      sentAt: o.sentAt?.toISOString() ?? null,
      answeredAt: o.answeredAt?.toISOString() ?? null,
      newestSent,
      mayAccept:
        newestSent &&
        o.status === "sent" &&
        !expired &&
        p.status === "offer_sent" &&
        answers(reached).length > 0,
      pdfUrl: `/api/offer/${o.uuid}/pdf`,
    };
  }

  async function viewOne(o: OfferRow, reached: Reached): Promise<Offer> {
    const newest = await repo.newestSent(o.projectId);
    return view(o, reached, newest?.version ?? null, null);
  }

  /** A fresh read after a change (the project's status moved with it). */
  async function freshView(caller: Caller, uuid: string): Promise<Offer> {
    const { offer, reached } = await offerReach(caller, uuid);
    return viewOne(offer, reached);
  }

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
          jobs.map((j) => [j.id, { id: j.id, title: j.title, priceOre: j.startingPriceOre }]),
        ).values(),
      ].sort((a, b) => a.title.localeCompare(b.title, "nb")),
    };
  }

  /** The offer and project as the answering caller reaches them, or the reason they may not answer. */
  async function answerable(caller: Caller, uuid: string) {
    const { offer, reached } = await offerReach(caller, uuid);
    const roles = answers(reached);
    if (roles.length === 0) throw apiError("FORBIDDEN");
    return { offer, reached, roles };
  }

  /** Refuses an answer to anything but the newest sent version, in the answer's transaction. */
  async function checkNewest(tx: Db, o: OfferRow) {
    const newest = await offerRepository(tx).newestSent(o.projectId);
    if (newest?.version !== o.version) throw apiError("OFFER_NOT_NEWEST");
  }

  return {
    offerChoices,

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
        for (const news of offerSentNews(sent, project, deps.publicUrl))
          await deps.notifications.enqueue(tx, news);
      });
      deps.notifications.sendSoon();
      return freshView(caller, uuid);
    },

    async accept(caller: Caller, uuid: string): Promise<Offer> {
      const { offer, reached, roles } = await answerable(caller, uuid);
      if (offer.status === "accepted") return viewOne(offer, reached);
      if (offer.status === "draft") throw apiError("OFFER_NOT_SENT");
      if (offer.status === "declined") throw apiError("OFFER_ALREADY_ANSWERED");
      await transaction(deps.db, async (tx) => {
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
        });
        await inTx.update(locked.id, {
          status: "accepted",
          answeredAt: new Date(now()),
          answeredByUserId: caller.id,
        });
      });
      return freshView(caller, uuid);
    },

    async decline(caller: Caller, uuid: string): Promise<Offer> {
      const { offer, reached, roles } = await answerable(caller, uuid);
      if (offer.status === "declined") return viewOne(offer, reached);
      if (offer.status === "draft") throw apiError("OFFER_NOT_SENT");
      if (offer.status === "accepted") throw apiError("OFFER_ALREADY_ANSWERED");
      await transaction(deps.db, async (tx) => {
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
      return freshView(caller, uuid);
    },

    async pdf(caller: Caller, uuid: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const { offer, reached } = await offerReach(caller, uuid);
      const p = reached.row.project;
      const installer = await repo.contractorOf(p.id);
      const input: OfferPdfInput = {
        productName: await deps.productName(),
        offer,
        project: p,
        installer: installer ?? { name: reached.row.contractor.name, organizationNumber: null },
      };
      return { bytes: await offerPdf(input), fileName: `tilbud-${p.number}-v${offer.version}.pdf` };
    },
  };
}

export type OffersService = ReturnType<typeof offersService>;
