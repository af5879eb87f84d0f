import type { ProjectView } from "@mt/contract/booking";
import type { ProjectDetail, ProjectEvent, ProjectSummary } from "@mt/contract/project";
import type { WorkType } from "@mt/domain/entities/enums";
import { isMediaPath } from "@mt/domain/format/image-url";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import type { ProjectJoinedRow, ProjectRepository } from "./project.repository.ts";

type EventRow = Awaited<ReturnType<ProjectRepository["events"]>>[number];
type DocumentRow = Awaited<ReturnType<ProjectRepository["documents"]>>[number];

/** States in which a customer sees who comes: the electrician is planned in. */
export const ELECTRICIAN_SHOWN: readonly ProjectStatus[] = [
  "scheduled",
  "in_progress",
  "completed",
  "invoiced",
];

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** How an answer gives a private file: its signed address (decision 061). */
export interface FileLinks {
  /** A stored `/media/<key>` address, signed. */
  signPath: (path: string) => string;
  /** The signed address of a stored file, by its key. */
  privateUrl: (storageKey: string) => string;
}

/**
 * Projects booked before photos were kept have none; only this site's media files are shown, each
 * by a signed link (the answer goes only to those who reach the project).
 */
function lines(row: ProjectJoinedRow, links: FileLinks) {
  return row.project.lineItems.map((line) => ({
    ...line,
    images: (line.images ?? []).filter(isMediaPath).map(links.signPath),
  }));
}

/** The store channel of an order: partner, store and seller, null for web orders. */
export function channelOf(row: ProjectJoinedRow) {
  const seller = row.seller;
  return {
    salesPartner: row.salesPartner ? { uuid: row.salesPartner.uuid, name: row.salesPartner.name } : null,
    salesPartnerDepartment: row.salesPartnerDepartment
      ? { uuid: row.salesPartnerDepartment.uuid, name: row.salesPartnerDepartment.name }
      : null,
    seller: seller
      ? { uuid: seller.uuid, name: `${seller.firstName ?? ""} ${seller.lastName ?? ""}`.trim() || "Selger" }
      : null,
    sellerDescription: row.project.sellerDescription,
  };
}

/** One row of the list; a customer sees the electrician only once planned in. */
export function toSummary(row: ProjectJoinedRow, asCustomer = false): ProjectSummary {
  const p = row.project;
  const contact = p.contactInformation;
  return {
    uuid: p.uuid,
    number: p.number,
    status: p.status,
    kind: p.kind,
    workTypes: [...new Set(p.lineItems.map((line) => line.typeKey as WorkType))],
    titles: p.lineItems.map((line) => line.title),
    salesChannel: p.salesChannel,
    ...channelOf(row),
    createdAt: p.createdAt.toISOString(),
    windowStartsAt: iso(row.timeslot?.windowStartsAt),
    windowEndsAt: iso(row.timeslot?.windowEndsAt),
    customer: {
      uuid: row.customer.uuid,
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      phoneNumber: contact.phoneNumber,
      email: contact.email,
      companyName: contact.company?.name ?? null,
    },
    address: p.address,
    postCode: p.postCode,
    place: p.place,
    contractor: { uuid: row.contractor.uuid, name: row.contractor.name },
    electrician:
      asCustomer && !ELECTRICIAN_SHOWN.includes(p.status)
        ? null
        : {
            uuid: row.electrician.uuid,
            firstName: row.electrician.firstName,
            lastName: row.electrician.lastName,
          },
    totalOre: p.totalOre,
  };
}

/** The booking's answer: a project that has its timeslot (just booked). */
export function toBookedView(row: ProjectJoinedRow, links: FileLinks): ProjectView | null {
  const p = row.project;
  const slot = row.timeslot;
  if (!slot) return null;
  return {
    uuid: p.uuid,
    number: p.number,
    status: p.status,
    kind: p.kind,
    createdAt: p.createdAt.toISOString(),
    windowStartsAt: slot.windowStartsAt.toISOString(),
    windowEndsAt: slot.windowEndsAt.toISOString(),
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    timeslot_uuid: slot.timeslotUuid ?? slot.uuid,
    address: p.address,
    postCode: p.postCode,
    place: p.place,
    contactInformation: p.contactInformation,
    contractor: { uuid: row.contractor.uuid, name: row.contractor.name },
    electrician: { uuid: row.electrician.uuid, firstName: row.electrician.firstName },
    lineItems: lines(row, links),
    totals: { totalOre: p.totalOre, vatOre: p.vatOre, durationMinutes: p.durationMinutes },
    inspection: p.inspection,
  };
}

export function toEvent(row: EventRow): ProjectEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actor: row.actorName,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    message: row.message,
    internal: row.internal,
  };
}

/** What the caller may do and see beyond the row itself. */
export interface DetailContext {
  /** The caller sees the project only as its customer (no staff or installer role reaches it). */
  asCustomer: boolean;
  allowedMoves: ProjectDetail["allowedMoves"];
  mayReschedule: boolean;
  customerChangeDeadline: Date | null;
  links: FileLinks;
}

export function toDetail(
  row: ProjectJoinedRow,
  events: EventRow[],
  documents: DocumentRow[],
  context: DetailContext,
): ProjectDetail {
  const p = row.project;
  const slot = row.timeslot;
  const showElectrician = !context.asCustomer || ELECTRICIAN_SHOWN.includes(p.status);
  return {
    uuid: p.uuid,
    number: p.number,
    status: p.status,
    kind: p.kind,
    version: p.version,
    salesChannel: p.salesChannel,
    ...channelOf(row),
    createdAt: p.createdAt.toISOString(),
    windowStartsAt: iso(slot?.windowStartsAt),
    windowEndsAt: iso(slot?.windowEndsAt),
    startsAt: iso(slot?.startsAt),
    endsAt: iso(slot?.endsAt),
    timeslot_uuid: slot ? (slot.timeslotUuid ?? slot.uuid) : null,
    address: p.address,
    postCode: p.postCode,
    place: p.place,
    contactInformation: p.contactInformation,
    customer: {
      uuid: row.customer.uuid,
      name: `${p.contactInformation.firstName} ${p.contactInformation.lastName}`.trim(),
    },
    contractor: { uuid: row.contractor.uuid, name: row.contractor.name },
    electrician: showElectrician
      ? { uuid: row.electrician.uuid, firstName: row.electrician.firstName }
      : null,
    lineItems: lines(row, context.links),
    totals: { totalOre: p.totalOre, vatOre: p.vatOre, durationMinutes: p.durationMinutes },
    inspection: p.inspection,
    timeline: events.filter((e) => !(context.asCustomer && e.internal)).map(toEvent),
    documents: documents
      .filter((d) => !context.asCustomer || d.sharedWithCustomer)
      .map((d) => ({
        id: d.id,
        title: d.title,
        url: context.links.privateUrl(d.storageKey),
        sharedWithCustomer: d.sharedWithCustomer,
        createdAt: d.createdAt.toISOString(),
      })),
    allowedMoves: context.allowedMoves,
    mayReschedule: context.mayReschedule,
    customerChangeDeadline: iso(context.customerChangeDeadline),
  };
}
