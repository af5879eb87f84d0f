import { emptyContactInformation } from "../entities/empty-contact-information.ts";
import { initialOrderState } from "../entities/initial-order-state.ts";
import type { OrderState } from "../entities/order-state.ts";
import { isCartPath, isCheckoutOrConfirmPath, routes } from "../routes/routes.ts";
import { withoutReservation } from "./cart.ts";
import { resetPostCode } from "./post-code-state.ts";

export type OrderResetVariant = "full" | "cart" | "contact";

/** Order-state resets: fully, the cart only (also clearing sellerDescription), or contact information only. */
export function resetOrderState(state: OrderState, variant: OrderResetVariant): OrderState {
  switch (variant) {
    case "full":
      return initialOrderState();
    case "cart":
      return { ...state, cart: null, sellerDescription: null };
    case "contact":
      return { ...state, contactInformation: emptyContactInformation() };
  }
}

/** A seller logging in on the login page starts clean: cart and contact information are cleared. */
export function onSellerLogin(state: OrderState): OrderState {
  return resetOrderState(resetOrderState(state, "cart"), "contact");
}

export interface StateWithRedirect {
  state: OrderState;
  /** Where to go next, or null to stay. */
  redirectTo: string | null;
  /** The reservation to release on the server, if any. */
  releaseReservation: string | null;
}

/**
 * Closing the post-code modal with an empty input resets the post-code state, clears the inspection
 * date-time, releases any cart reservation and, from checkout, goes back to the cart.
 */
export function closePostCodeModalWithEmptyInput(state: OrderState, pathname: string): StateWithRedirect {
  const reservation = state.cart?.reservation ?? null;
  return {
    state: {
      ...state,
      ...resetPostCode(),
      inspectionDateTime: null,
      cart: state.cart ? withoutReservation(state.cart) : null,
    },
    redirectTo: isCheckoutOrConfirmPath(pathname) ? routes.cartPage() : null,
    releaseReservation: reservation,
  };
}

export type PostCodeButtonAction =
  | { kind: "go-to-cart"; href: string; state: OrderState; releaseReservation: string | null }
  | { kind: "open-modal"; cartContext: boolean };

/**
 * The post-code button: on checkout or confirm it clears the reservation and goes to the cart with the
 * change-code flag; elsewhere it opens the post-code modal, with cart context on the cart page.
 */
export function postCodeButtonAction(state: OrderState, pathname: string): PostCodeButtonAction {
  if (isCheckoutOrConfirmPath(pathname)) {
    return {
      kind: "go-to-cart",
      href: routes.cartPage({ changeCode: true }),
      state: { ...state, cart: state.cart ? withoutReservation(state.cart) : null },
      releaseReservation: state.cart?.reservation ?? null,
    };
  }
  return { kind: "open-modal", cartContext: isCartPath(pathname) };
}

/** The post-code button's text: the code, and the place when known ("0150 Oslo"). */
export function postCodeButtonLabel(state: Pick<OrderState, "postCode" | "postCodePlace">): string {
  if (!state.postCode) return "";
  return state.postCodePlace ? `${state.postCode} ${state.postCodePlace}` : state.postCode;
}
