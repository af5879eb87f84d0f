import type { Contractor, ElectricianWithWork, PostCodePreview } from "@mt/contract/contractor";
import { stubApi as stubApiWith } from "../../testing/api-stub";

/** The partner pages' API stub: a reply queued for a path also answers it with a query, and the last one keeps answering. */
export const stubApi = () => stubApiWith({ repeatLast: true, matchWithoutQuery: true });

export const CONTRACTOR_UUID = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

export function contractorFixture(change: Partial<Contractor> = {}): Contractor {
  return {
    id: 1,
    uuid: CONTRACTOR_UUID,
    name: "Oslo Elektro og Varme AS",
    organizationNumber: "912345674",
    address: "Storgata 1",
    postCode: "0155",
    postArea: "Oslo",
    basePostCode: "0150",
    basePlace: "Oslo",
    radiusKm: 30,
    active: true,
    status: "ACTIVE",
    workTypes: [
      { workType: "ELECTRICIAN", extendedRadiusKm: null },
      { workType: "SOLAR", extendedRadiusKm: 80 },
    ],
    postCodes: ["1400"],
    invoiceEmails: ["faktura@osloelektro.no"],
    department: null,
    electricianCount: 2,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-01T09:00:00.000Z",
    ...change,
  };
}

export function previewFixture(change: Partial<PostCodePreview> = {}): PostCodePreview {
  return {
    basePostCode: "0150",
    basePlace: "Oslo",
    radiusKm: 30,
    workTypes: [
      { workType: "ELECTRICIAN", extendedRadiusKm: null },
      { workType: "SOLAR", extendedRadiusKm: 80 },
    ],
    counts: {
      total: 420,
      withinRadius: 300,
      listed: 1,
      perWorkType: [
        { workType: "ELECTRICIAN", postCodeCount: 300 },
        { workType: "SOLAR", postCodeCount: 420 },
      ],
    },
    postCodes: [],
    added: [],
    dropped: [],
    affected: { openCarts: 0, futureProjects: [] },
    ...change,
  };
}

export function electricianFixture(change: Partial<ElectricianWithWork> = {}): ElectricianWithWork {
  return {
    uuid: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
    firstName: "Per",
    lastName: "Nilsen",
    phoneNumber: "+4791234567",
    userUuid: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f",
    workTypes: ["ELECTRICIAN", "HEAT_PUMP"],
    createdAt: "2026-11-01T09:00:00.000Z",
    upcoming: [],
    heldTimes: 0,
    ...change,
  };
}
