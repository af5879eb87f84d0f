import { describe, expect, it } from "vitest";
import { chargerCart } from "../../testing/fixtures";
import { availableTimesDemand, timesPostCode } from "./available-times-demand";

describe("what the offered times depend on", () => {
  it("differs when the post code or the cart's jobs change, not when anything else does", () => {
    const cart = chargerCart();
    const at0150 = availableTimesDemand(cart, "0150");
    expect(at0150).toEqual({
      postCode: "0150",
      workTypes: ["ELECTRICIAN"],
      inspection: false,
      durationMinutes: 120,
    });
    expect(availableTimesDemand(chargerCart({ reservation: null, status: "booked" }), "0150")).toEqual(
      at0150,
    );
    expect(availableTimesDemand(cart, "5003")).not.toEqual(at0150);
    expect(
      availableTimesDemand({ ...cart, totals: { ...cart.totals, durationMinutes: 240 } }, "0150"),
    ).not.toEqual(at0150);
  });

  it("is for the code the person chose, none for a code that failed its check, else the cart's", () => {
    expect(timesPostCode({ postCode: "5003", postCodeValid: true }, "0150")).toBe("5003");
    expect(timesPostCode({ postCode: "0000", postCodeValid: false }, "0150")).toBeNull();
    expect(timesPostCode({ postCode: null, postCodeValid: false }, "0150")).toBe("0150");
    expect(timesPostCode({ postCode: null, postCodeValid: false }, null)).toBeNull();
  });
});
