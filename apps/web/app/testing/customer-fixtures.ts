import type { CustomerDetail } from "@mt/contract/customer";
import type { ProjectDetail } from "@mt/contract/project";
import { projectSummary, projectView } from "./fixtures";

/* Fixtures of the customers desk and of "my page": projects as their customer sees them. */

/** A project as the projects API gives it to its customer: ordered, before the cut-off. */
export function customerProjectDetail(fields: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...projectView(),
    electrician: null,
    version: 1,
    salesChannel: "ONLINE",
    salesPartner: null,
    salesPartnerDepartment: null,
    seller: null,
    sellerDescription: null,
    customer: { uuid: "7a1c2f0e-1111-4222-8333-444455556666", name: "Ola Nordmann" },
    timeline: [
      {
        id: 1,
        at: "2026-11-22T06:00:00Z",
        kind: "created",
        actor: "Kunden",
        fromStatus: null,
        toStatus: "ordered",
        message: null,
        internal: false,
      },
    ],
    documents: [],
    allowedMoves: ["cancel"],
    mayReschedule: true,
    customerChangeDeadline: "2026-11-21T07:00:00Z",
    ...fields,
  };
}

/** A customer as staff see them on the customer page. */
export function customerDetail(fields: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    uuid: "7a1c2f0e-1111-4222-8333-444455556666",
    firstName: "Ola",
    lastName: "Nordmann",
    phoneNumber: "+4791234567",
    email: "ola@eksempel.no",
    companyName: null,
    address: "Storgata 1",
    postCode: "0150",
    place: "Oslo",
    projectCount: 1,
    lastOrderAt: "2026-11-22T06:00:00Z",
    createdAt: "2026-11-22T06:00:00Z",
    projects: [projectSummary()],
    timeline: [],
    ...fields,
  };
}
