import { emptyContactInformation } from "./empty-contact-information.ts";
import type { OrderState } from "./order-state.ts";

/** A new visitor's order state (built without zod, for the browser). */
export function initialOrderState(): OrderState {
  return {
    cart: null,
    inspectionDateTime: null,
    inspectionTopic: [],
    postCode: null,
    postCodePlace: null,
    postCodeValid: false,
    postCodeNotificationRequested: false,
    postCodeSupportedJobTypes: [],
    sellerDescription: null,
    contactInformation: emptyContactInformation(),
  };
}
