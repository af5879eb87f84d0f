import type { CustomerDetail, CustomerSummary } from "@mt/contract/customer";
import type { ProjectSummary } from "@mt/contract/project";
import { formatPhone } from "@mt/domain/validation/phone";
import type { ContactField } from "../users/users.module.ts";
import type { CustomerRow, CustomersRepository } from "./customers.repository.ts";

type OrderFacts = Awaited<ReturnType<CustomersRepository["orderFacts"]>>[number];
type ProjectRow = Awaited<ReturnType<CustomersRepository["projects"]>>[number];
type EventRow = Awaited<ReturnType<CustomersRepository["events"]>>[number];

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function customerSummary(customer: CustomerRow, facts: OrderFacts | undefined): CustomerSummary {
  return {
    uuid: customer.uuid,
    firstName: customer.firstName ?? "",
    lastName: customer.lastName ?? "",
    phoneNumber: customer.phoneNumber,
    email: customer.email,
    companyName: facts?.companyName ?? null,
    address: facts?.latest?.address ?? null,
    postCode: facts?.latest?.postCode ?? null,
    place: facts?.latest?.place ?? null,
    projectCount: facts?.projectCount ?? 0,
    lastOrderAt: iso(facts?.latest?.createdAt),
  };
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

export function projectSummary(row: ProjectRow, customer: CustomerRow): ProjectSummary {
  const { project } = row;
  return {
    uuid: project.uuid,
    number: project.number,
    status: project.status,
    kind: project.kind,
    workTypes: [...new Set(project.lineItems.map((line) => line.typeKey))],
    titles: project.lineItems.map((line) => line.title),
    salesChannel: project.salesChannel,
    salesPartner: row.salesPartner,
    salesPartnerDepartment: row.salesPartnerDepartment,
    seller: row.seller
      ? { uuid: row.seller.uuid, name: fullName(row.seller.firstName, row.seller.lastName) || "Selger" }
      : null,
    sellerDescription: project.sellerDescription,
    createdAt: project.createdAt.toISOString(),
    windowStartsAt: iso(row.windowStartsAt),
    windowEndsAt: iso(row.windowEndsAt),
    customer: {
      uuid: customer.uuid,
      name: fullName(customer.firstName, customer.lastName),
      phoneNumber: customer.phoneNumber,
      email: customer.email ?? project.contactInformation.email,
      companyName: project.contactInformation.company?.name ?? null,
    },
    address: project.address,
    postCode: project.postCode,
    place: project.place,
    contractor: row.contractor,
    electrician: row.electrician,
    totalOre: project.totalOre,
  };
}

const FIELD_LABELS: Record<ContactField, string> = {
  firstName: "Fornavn",
  lastName: "Etternavn",
  email: "E-post",
  phoneNumber: "Telefon",
};

const shown = (field: ContactField, value: string | null) => {
  if (value === null || value === "") return "(tom)";
  return field === "phoneNumber" ? formatPhone(value) : value;
};

/** "E-post: nora@eksempel.no → nora.hansen@eksempel.no" */
export function contactChangeMessage(field: ContactField, from: string | null, to: string | null): string {
  return `${FIELD_LABELS[field]}: ${shown(field, from)} → ${shown(field, to)}`;
}

/** The customer's timeline, oldest first: each order, and each change staff made to their contact information. */
export function customerTimeline(events: EventRow[], projects: ProjectRow[]): CustomerDetail["timeline"] {
  const changes = events.map(({ event, actorFirstName, actorLastName }) => ({
    at: event.createdAt,
    actor: fullName(actorFirstName, actorLastName) || "Systemet",
    message: contactChangeMessage(event.field as ContactField, event.fromValue, event.toValue),
  }));
  const orders = projects.map(({ project }) => ({
    at: project.createdAt,
    actor: "Kunden",
    message: `Bestilte prosjekt nr. ${project.number}`,
  }));
  return [...changes, ...orders]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
