import type { CartLineItem } from "@mt/contract/cart";
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
