import { describe, expect, it } from "vitest";
import { initialOrderState, type OrderState } from "../entities/order-state.ts";
import {
  closePostCodeModalWithEmptyInput,
  onSellerLogin,
  postCodeButtonAction,
  postCodeButtonLabel,
  resetOrderState,
} from "./order-reset.ts";

const filled: OrderState = {
  cart: { uuid: "c1", reservation: "r1", lineItems: [] },
  inspectionDateTime: "2025-12-01T08:00:00Z",
  inspectionTopic: ["Sikringsskap"],
  postCode: "0150",
  postCodePlace: "Oslo",
  postCodeValid: true,
  postCodeNotificationRequested: true,
  postCodeSupportedJobTypes: ["ELECTRICIAN"],
  sellerDescription: "Kunden vil ha kveldstid",
  contactInformation: {
    address: "Storgata 1",
    additionalInfo: "",
    firstName: "Ola",
    lastName: "Nordmann",
    email: "ola@nordmann.no",
    phoneNumber: "+4791234567",
    phoneVerificationToken: "t",
    company: null,
  },
};

describe("order-state resets", () => {
  it("a full reset gives the initial state", () => {
    expect(resetOrderState(filled, "full")).toEqual(initialOrderState());
  });

  it("resetting the cart also clears sellerDescription and keeps the rest", () => {
    const state = resetOrderState(filled, "cart");
    expect(state.cart).toBeNull();
    expect(state.sellerDescription).toBeNull();
    expect(state.postCode).toBe("0150");
    expect(state.contactInformation.firstName).toBe("Ola");
  });

  it("resetting contact information keeps the cart", () => {
    const state = resetOrderState(filled, "contact");
    expect(state.contactInformation).toEqual(initialOrderState().contactInformation);
    expect(state.cart).toEqual(filled.cart);
  });

  it("a seller logging in clears the cart and contact information", () => {
    const state = onSellerLogin(filled);
    expect(state.cart).toBeNull();
    expect(state.contactInformation.email).toBe("");
    expect(state.postCode).toBe("0150");
  });
});

describe("closing the post-code modal with an empty input", () => {
  it("resets the post code, clears the inspection time and releases the reservation", () => {
    const { state, redirectTo, releaseReservation } = closePostCodeModalWithEmptyInput(
      filled,
      "/nettbutikk/alle",
    );
    expect(state.postCode).toBeNull();
    expect(state.postCodeValid).toBe(false);
    expect(state.inspectionDateTime).toBeNull();
    expect(state.cart?.reservation).toBeNull();
    expect(releaseReservation).toBe("r1");
    expect(redirectTo).toBeNull();
  });

  it("from checkout it goes back to the cart", () => {
    expect(closePostCodeModalWithEmptyInput(filled, "/order/checkout").redirectTo).toBe(
      "/bestilling/handlekurv",
    );
  });

  it("works without a cart", () => {
    const result = closePostCodeModalWithEmptyInput(initialOrderState(), "/");
    expect(result.state.cart).toBeNull();
    expect(result.releaseReservation).toBeNull();
  });
});

describe("post-code button", () => {
  it("on checkout or confirm clears the reservation and goes to the cart with the change-code flag", () => {
    const action = postCodeButtonAction(filled, "/order/confirm");
    expect(action).toMatchObject({
      kind: "go-to-cart",
      href: "/bestilling/handlekurv?change-code=1",
      releaseReservation: "r1",
    });
    expect(action.kind === "go-to-cart" ? action.state.cart?.reservation : "x").toBeNull();
    const empty = postCodeButtonAction(initialOrderState(), "/order/checkout");
    expect(empty).toMatchObject({ kind: "go-to-cart", releaseReservation: null });
  });

  it("elsewhere opens the modal, with cart context on the cart page", () => {
    expect(postCodeButtonAction(filled, "/bestilling/handlekurv")).toEqual({
      kind: "open-modal",
      cartContext: true,
    });
    expect(postCodeButtonAction(filled, "/")).toEqual({ kind: "open-modal", cartContext: false });
  });

  it("shows the post code and, when known, the place", () => {
    expect(postCodeButtonLabel(filled)).toBe("0150 Oslo");
    expect(postCodeButtonLabel({ postCode: "0150", postCodePlace: null })).toBe("0150");
    expect(postCodeButtonLabel({ postCode: null, postCodePlace: null })).toBe("");
  });
});
