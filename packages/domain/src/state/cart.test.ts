import { describe, expect, it } from "vitest";
import type { Cart } from "../entities/cart.ts";
import {
  cartHasUnsupportedJobs,
  cartJobCount,
  cartJobTypes,
  cartLinkLabel,
  hasReservation,
  isCartClearingCode,
  isPriceChangeCode,
  reservationOutcome,
  withoutReservation,
  withReservation,
} from "./cart.ts";

const cart: Cart = {
  uuid: "c1",
  reservation: "r1",
  lineItems: [
    { type: "JOB", data: { typeKey: "ELECTRICIAN" } },
    { type: "JOB", data: { typeKey: "ELECTRICIAN" } },
    { type: "FEE", data: { typeKey: "SOLAR" } },
  ],
};

describe("cart rules", () => {
  it("counts the cart's jobs, not its other lines", () => {
    expect(cartJobCount(cart)).toBe(2);
    expect(cartJobCount({ lineItems: [] })).toBe(0);
    expect(cartJobCount(null)).toBe(0);
  });

  it("names the header's cart link with the number of jobs", () => {
    expect(cartLinkLabel(null)).toBe("Handlekurv");
    expect(cartLinkLabel(0)).toBe("Handlekurv");
    expect(cartLinkLabel(1)).toBe("Handlekurv, 1 jobb");
    expect(cartLinkLabel(2)).toBe("Handlekurv, 2 jobber");
  });

  it("knows the codes that say the cart's prices moved", () => {
    expect(isPriceChangeCode("CART_PRICE_CHANGED")).toBe(true);
    expect(isPriceChangeCode("JOB_VERSION_OUTDATED")).toBe(true);
    expect(isPriceChangeCode("CART_EXPIRED")).toBe(false);
    expect(isPriceChangeCode(null)).toBe(false);
  });

  it("lists the typeKeys of JOB lines once each", () => {
    expect(cartJobTypes(cart)).toEqual(["ELECTRICIAN"]);
    expect(cartJobTypes(null)).toEqual([]);
  });

  it("a cart has unsupported jobs if any JOB line has a typeKey not in the supported list", () => {
    expect(cartHasUnsupportedJobs(cart, ["HEAT_PUMP"])).toBe(true);
    expect(cartHasUnsupportedJobs(cart, ["ELECTRICIAN"])).toBe(false);
    expect(cartHasUnsupportedJobs(undefined, [])).toBe(false);
  });

  it("CART_EXPIRED and CART_BOOKED clear the cart; any other reply refetches it", () => {
    expect(reservationOutcome("CART_EXPIRED")).toBe("clear-cart");
    expect(reservationOutcome("CART_BOOKED")).toBe("clear-cart");
    expect(reservationOutcome("OK")).toBe("refetch");
    expect(reservationOutcome(null)).toBe("refetch");
    expect(isCartClearingCode(undefined)).toBe(false);
  });

  it("setting a reservation updates the cart; clearing it sets it to null", () => {
    expect(withReservation(cart, "r2").reservation).toBe("r2");
    expect(withoutReservation(cart).reservation).toBeNull();
    expect(hasReservation(cart)).toBe(true);
    expect(hasReservation(withoutReservation(cart))).toBe(false);
    expect(hasReservation(null)).toBe(false);
  });
});
