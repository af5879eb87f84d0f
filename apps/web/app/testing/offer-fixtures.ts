import type { Offer } from "@mt/contract/offer";
import { projectView } from "./fixtures";

/* Fixtures of offers as their customer reads them (on "my page" and by the offer link). */

export const OFFER_UUID = "9b2d3f10-2222-4333-8444-555566667777";

/** A free line: a new circuit to the shed, 10 000 kr. */
export const NEW_CIRCUIT_LINE: Offer["lines"][number] = {
  source: "free",
  refId: null,
  description: "Ny kurs til bod",
  quantity: 1,
  unitPriceOre: 1_000_000,
  totalOre: 1_000_000,
  minutesPerUnit: 180,
};

/** The newest offer sent for the customer's project (`projectView`), not answered: it may be accepted. */
export function sentOffer(fields: Partial<Offer> = {}): Offer {
  return {
    uuid: OFFER_UUID,
    projectUuid: projectView().uuid,
    projectNumber: 100001,
    version: 2,
    status: "sent",
    lines: [NEW_CIRCUIT_LINE],
    totalOre: 1_000_000,
    vatOre: 200_000,
    durationMinutes: 180,
    validUntil: "2027-03-20",
    expired: false,
    message: "Takk for befaringen!",
    createdAt: "2026-11-19T10:00:00.000Z",
    createdBy: null,
    sentAt: "2026-11-19T10:05:00.000Z",
    answeredAt: null,
    newestSent: true,
    mayAccept: true,
    pdfUrl: `/api/offer/${OFFER_UUID}/pdf`,
    ...fields,
  };
}
