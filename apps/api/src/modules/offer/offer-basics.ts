import type { Offer } from "@mt/contract/offer";
import { offerWorkMinutes } from "@mt/domain/offer/offer-lines";
import { isOfferExpired } from "@mt/domain/offer/offer-validity";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import type { Db } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { CatalogueService } from "../catalogue/catalogue.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import { type OfferRow, offerRepository } from "./offer.repository.ts";
import type { OfferLinkTokens } from "./offer-link-token.ts";
import { type OfferPdfInput, offerPdf } from "./offer-pdf.ts";

/** Who builds and sends offers. */
export const OFFER_BUILDERS: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "INSPECTOR"];
/** Who answers an offer: the project's customer, or staff on the customer's word. */
const OFFER_ANSWERERS: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER"];
/** A project takes a new offer version after its inspection and until one is accepted. */
export const OPEN_FOR_OFFERS: readonly ProjectStatus[] = ["inspected", "offer_sent"];

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

export type Reached = Awaited<ReturnType<ProjectsService["reached"]>>;

/**
 * What the offer service's parts share: the caller's reach to a project or an offer, the offer as
 * the caller sees it, and its PDF.
 */
export function offerBasics(deps: OffersDeps) {
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

  /** The offer's PDF with its installer, for whichever door reached it. */
  async function pdfOf(offer: OfferRow, reached: Reached): Promise<{ bytes: Uint8Array; fileName: string }> {
    const p = reached.row.project;
    const installer = await repo.contractorOf(p.id);
    const input: OfferPdfInput = {
      productName: await deps.productName(),
      offer,
      project: p,
      installer: installer ?? { name: reached.row.contractor.name, organizationNumber: null },
    };
    return { bytes: await offerPdf(input), fileName: `tilbud-${p.number}-v${offer.version}.pdf` };
  }

  return { now, repo, builds, answers, builderReach, offerReach, view, viewOne, freshView, pdfOf };
}
