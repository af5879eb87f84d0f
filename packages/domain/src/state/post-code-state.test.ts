import { describe, expect, it } from "vitest";
import {
  needsPostCodeRevalidation,
  type PostCodeFields,
  postCodeCheckFailed,
  postCodeCheckSucceeded,
  resetPostCode,
  shouldRecheckPostCodeOnStart,
} from "./post-code-state.ts";

const valid: PostCodeFields = {
  postCode: "0150",
  postCodePlace: "Oslo",
  postCodeValid: true,
  postCodeNotificationRequested: true,
  postCodeSupportedJobTypes: ["ELECTRICIAN"],
};

describe("post-code state", () => {
  it("reset clears code and place, valid false, notification request false, job types empty", () => {
    expect(resetPostCode()).toEqual({
      postCode: null,
      postCodePlace: null,
      postCodeValid: false,
      postCodeNotificationRequested: false,
      postCodeSupportedJobTypes: [],
    });
  });

  it("success marks it valid and stores job types and place", () => {
    expect(postCodeCheckSucceeded(resetPostCode(), "5003", { jobTypes: ["SOLAR"], place: "Bergen" })).toEqual(
      {
        postCode: "5003",
        postCodePlace: "Bergen",
        postCodeValid: true,
        postCodeNotificationRequested: false,
        postCodeSupportedJobTypes: ["SOLAR"],
      },
    );
    expect(postCodeCheckSucceeded(valid, "0150", { jobTypes: [] })).toMatchObject({
      postCodePlace: null,
      postCodeNotificationRequested: true,
    });
  });

  it("failure marks it invalid, empties job types and clears the place", () => {
    expect(postCodeCheckFailed(valid, "0150")).toEqual({
      postCode: "0150",
      postCodePlace: null,
      postCodeValid: false,
      postCodeNotificationRequested: true,
      postCodeSupportedJobTypes: [],
    });
    expect(postCodeCheckFailed(valid, "9999").postCodeNotificationRequested).toBe(false);
  });

  it("re-checks when the user is identified and a valid code has no job types loaded", () => {
    const noTypes = { ...valid, postCodeSupportedJobTypes: [] };
    expect(needsPostCodeRevalidation(noTypes, true)).toBe(true);
    expect(needsPostCodeRevalidation(noTypes, false)).toBe(false);
    expect(needsPostCodeRevalidation(valid, true)).toBe(false);
    expect(needsPostCodeRevalidation({ ...noTypes, postCodeValid: false }, true)).toBe(false);
    expect(needsPostCodeRevalidation({ ...noTypes, postCode: null }, true)).toBe(false);
  });

  it("on start re-checks a stored code unless on a backend route or a sales-partner seller", () => {
    expect(shouldRecheckPostCodeOnStart(valid, "/", null)).toBe(true);
    expect(shouldRecheckPostCodeOnStart(valid, "/prosjekter", null)).toBe(false);
    expect(shouldRecheckPostCodeOnStart(valid, "/", { activeRoles: ["SALES_PARTNER_SELLER"] })).toBe(false);
    expect(shouldRecheckPostCodeOnStart({ postCode: null }, "/", null)).toBe(false);
  });
});
