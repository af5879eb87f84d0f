import type { ProjectView } from "@mt/contract/booking";
import type { CartLineItem, CartView } from "@mt/contract/cart";
import type { ProjectDetail, ProjectSummary } from "@mt/contract/project";
import type { WorkType } from "@mt/domain/entities/enums";

/** A logged-in customer as `auth/confirm` answers with it. */
export const customerUser = {
  id: 1,
  uuid: "u",
  availableRoles: ["CUSTOMER"],
  activeRoles: ["CUSTOMER"],
  contractor: null,
  email: null,
  guidedToursFinished: [],
};

/** A cart line's data as the server prices it; the rest of a line's fields are empty. */
export function lineData(
  fields: Partial<CartLineItem["data"]> & { typeKey: WorkType; totalOre?: number; durationMinutes?: number },
): CartLineItem["data"] {
  const { totalOre = 0, durationMinutes = 0, ...rest } = fields;
  return {
    jobTypeId: 1,
    jobTypeVersionId: 1,
    slug: "x",
    title: "X",
    inspectionFirst: false,
    totals: { baseOre: 0, answersOre: 0, materialsOre: 0, totalOre, vatOre: totalOre / 5, durationMinutes },
    lines: [],
    materials: [],
    answers: {},
    summary: [],
    images: [],
    commentForElectrician: null,
    solar: null,
    ...rest,
  };
}

/** A booked job as its customer sees it: one el-kontroll line with one photo. */
export function projectView(fields: Partial<ProjectView> = {}): ProjectView {
  return {
    uuid: "8a1c2f0e-1111-4222-8333-444455556666",
    number: 100001,
    status: "ordered",
    kind: "JOB",
    createdAt: "2026-11-22T06:00:00Z",
    windowStartsAt: "2026-11-23T07:00:00Z",
    windowEndsAt: "2026-11-23T11:00:00Z",
    startsAt: "2026-11-23T07:00:00Z",
    endsAt: "2026-11-23T09:00:00Z",
    timeslot_uuid: "9a1c2f0e-1111-4222-8333-444455556666",
    address: "Storgata 1",
    postCode: "0150",
    place: "Oslo",
    contactInformation: {
      firstName: "Ola",
      lastName: "Nordmann",
      email: "ola@eksempel.no",
      phoneNumber: "+4791234567",
      additionalInfo: "",
      company: null,
    },
    contractor: { uuid: "c", name: "Oslo Elektro" },
    electrician: { uuid: "e", firstName: "Kari" },
    lineItems: [
      {
        typeKey: "ELECTRICIAN",
        jobTypeId: 1,
        jobTypeVersionId: 1,
        title: "El-kontroll",
        inspectionFirst: false,
        totals: {
          baseOre: 250_000,
          answersOre: 0,
          materialsOre: 0,
          totalOre: 250_000,
          vatOre: 50_000,
          durationMinutes: 90,
        },
        summary: [{ question: "Last opp et bilde av sikringsskapet", answer: "1 bilde" }],
        commentForElectrician: null,
        images: ["/media/2026/11/0f8e1c2a.png"],
      },
    ],
    totals: { totalOre: 250_000, vatOre: 50_000, durationMinutes: 90 },
    inspection: null,
    ...fields,
  };
}

/** One row of the projects desk table: an ordered el-kontroll for Ola Nordmann. */
export function projectSummary(fields: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    uuid: "8a1c2f0e-1111-4222-8333-444455556666",
    number: 100001,
    status: "ordered",
    kind: "JOB",
    workTypes: ["ELECTRICIAN"],
    titles: ["El-kontroll"],
    salesChannel: "ONLINE",
    salesPartner: null,
    salesPartnerDepartment: null,
    seller: null,
    sellerDescription: null,
    createdAt: "2026-11-22T06:00:00Z",
    windowStartsAt: "2026-11-23T07:00:00Z",
    windowEndsAt: "2026-11-23T11:00:00Z",
    customer: {
      uuid: "7b1c2f0e-1111-4222-8333-444455556666",
      name: "Ola Nordmann",
      phoneNumber: "+4791234567",
      email: "ola@eksempel.no",
      companyName: null,
    },
    address: "Storgata 1",
    postCode: "0150",
    place: "Oslo",
    contractor: { uuid: "6c1c2f0e-1111-4222-8333-444455556666", name: "Oslo Elektro" },
    electrician: { uuid: "5d1c2f0e-1111-4222-8333-444455556666", firstName: "Kari", lastName: "Montør" },
    totalOre: 250_000,
    ...fields,
  };
}

/** The same project as the projects desk sees it: version 3, with a created event and a note. */
export function projectDetail(fields: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...projectView(),
    version: 3,
    salesChannel: "ONLINE",
    salesPartner: null,
    salesPartnerDepartment: null,
    seller: null,
    sellerDescription: null,
    customer: { uuid: "7b1c2f0e-1111-4222-8333-444455556666", name: "Ola Nordmann" },
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
      {
        id: 2,
        at: "2026-11-22T08:00:00Z",
        kind: "note",
        actor: "Lars Berg",
        fromStatus: null,
        toStatus: null,
        message: "Kunden vil ha SMS før vi kommer.",
        internal: true,
      },
    ],
    documents: [],
    allowedMoves: ["confirm", "cancel"],
    mayReschedule: true,
    customerChangeDeadline: null,
    ...fields,
  };
}

/** A cart with one EV charger installation (kr 10 000, two hours) and a reservation. */
export function chargerCart(fields: Partial<CartView> = {}): CartView {
  return {
    uuid: "6f1c2f0e-1111-4222-8333-444455556666",
    reservation: "7a1c2f0e-1111-4222-8333-444455556666",
    postCode: "0150",
    status: "open",
    totals: { totalOre: 1_000_000, vatOre: 200_000, durationMinutes: 120 },
    lineItems: [
      {
        id: 1,
        type: "JOB",
        data: lineData({
          typeKey: "ELECTRICIAN",
          slug: "elbillader",
          title: "Installasjon av elbillader",
          totalOre: 1_000_000,
          durationMinutes: 120,
        }),
      },
    ],
    ...fields,
  };
}
