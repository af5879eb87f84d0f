import type { Offer, OfferChoices, ProjectOffers } from "@mt/contract/offer";
import {
  type OfferLine,
  offerJobMinutes,
  offerLine,
  offerTotals,
  offerWorkMinutes,
  sameSource,
} from "@mt/domain/offer/offer-lines";
import { type OfferLineInput, type OfferStatus, offerMessages } from "@mt/domain/offer/offer-schemas";
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
import type { OfferLinkTokens } from "./offer-link-token.ts";
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
  /** Signs and checks the offer link of the SMS and email. */
  linkTokens: OfferLinkTokens;
  /** The number in a phone verification token, used or not; null when it is not valid. */
  verifyPhone: (token: string) => Promise<string | null>;
  /** The number in a phone verification token that this call uses up (inside `tx`); else null. */
  usePhoneToken: (tx: Db, token: string) => Promise<string | null>;
  now?: (() => number) | undefined;
}

type Reached = Awaited<ReturnType<ProjectsService["reached"]>>;
/** Who answers an offer: the acting user and the roles the answer counts under. */
interface Answerer {
  caller: Caller;
  roles: readonly Role[];
}
const CUSTOMER_ONLY: readonly Role[] = ["CUSTOMER"];
const linkInvalid = () => apiError("OFFER_LINK_INVALID");

/** A step of an answer's own inside its transaction, before the answer (a link's phone code is used up). */
type WithinAnswer = (tx: Db) => Promise<void>;

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
      durationMinutes: offerWorkMinutes(o.lines),
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

  /** The offer and project as the answering caller reaches them, or the reason they may not answer. */
  async function answerable(caller: Caller, uuid: string) {
    const { offer, reached } = await offerReach(caller, uuid);
    const roles = answers(reached);
    if (roles.length === 0) throw apiError("FORBIDDEN");
    return { offer, reached, roles };
  }

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

  /** Refuses an answer to anything but the newest sent version, in the answer's transaction. */
  async function checkNewest(tx: Db, o: OfferRow) {
    const newest = await offerRepository(tx).newestSent(o.projectId);
    if (newest?.version !== o.version) throw apiError("OFFER_NOT_NEWEST");
  }

  const service = {
    offerChoices,
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

    async pdf(caller: Caller, uuid: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const { offer, reached } = await offerReach(caller, uuid);
      return answering.pdf(offer, reached);
    },

    async pdfByLink(uuid: string, token: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const { offer, reached } = await linkReach(uuid, token);
      return answering.pdf(offer, reached);
    },
  };

  /** What the logged-in doors and the link's doors share: one acceptance, one declining, one PDF. */
  const answering = {
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

    async pdf(offer: OfferRow, reached: Reached): Promise<{ bytes: Uint8Array; fileName: string }> {
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

  return service;
}

export type OffersService = ReturnType<typeof offersService>;
