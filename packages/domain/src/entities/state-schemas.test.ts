import { describe, expect, it } from "vitest";
import { cartSchema } from "./cart.ts";
import { companySchema } from "./company.ts";
import { contactInformationSchema, emptyContactInformation } from "./contact-information.ts";
import { initialOrderState, orderStateSchema } from "./order-state.ts";
import { postCodeInfoSchema, postCodeStateSchema } from "./post-code.ts";

describe("state schemas", () => {
  it("post code info treats missing job types as empty", () => {
    expect(postCodeInfoSchema.parse({ place: "Oslo" })).toEqual({ jobTypes: [], place: "Oslo" });
    expect(postCodeInfoSchema.parse({ jobTypes: null })).toEqual({ jobTypes: [] });
    expect(postCodeInfoSchema.parse({ jobTypes: ["SOLAR"], place: null })).toEqual({
      jobTypes: ["SOLAR"],
      place: null,
    });
  });

  it("post-code state has code, place, valid, supported job types and notification request", () => {
    const state = {
      postCode: "0150",
      place: "Oslo",
      valid: true,
      supportedJobTypes: ["SOLAR"],
      notificationRequested: false,
    };
    expect(postCodeStateSchema.parse(state)).toEqual(state);
  });

  it("a cart keeps unknown line-item data and defaults to no reservation and no lines", () => {
    expect(cartSchema.parse({ uuid: "c" })).toEqual({ uuid: "c", reservation: null, lineItems: [] });
    const line = {
      type: "JOB",
      data: { typeKey: "SOLAR", panelType: "mono", panelQty: 12, roofType: "tegl" },
    };
    expect(cartSchema.parse({ uuid: "c", lineItems: [line] }).lineItems[0]).toEqual(line);
  });

  it("the empty order state parses to the initial state", () => {
    expect(orderStateSchema.parse({})).toEqual(initialOrderState());
  });

  it("contact information defaults to empty fields and no company", () => {
    expect(contactInformationSchema.parse({})).toEqual(emptyContactInformation());
    const company = {
      id: 1,
      name: "Elektro AS",
      organizationNumber: "923609016",
      address: "Gate 1",
      postArea: "Oslo",
      postCode: "0150",
    };
    expect(companySchema.parse(company)).toEqual(company);
  });
});
