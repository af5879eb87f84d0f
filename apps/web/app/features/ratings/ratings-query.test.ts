import { describe, expect, it } from "vitest";
import { ratingsHref, readRatingsQuery } from "./ratings-query";

const C = "8a1c2f0e-1111-4222-8333-444455556666";

describe("the moderation list's URL", () => {
  it("shows pending comments by default and drops what the API would refuse", () => {
    expect(readRatingsQuery(new URLSearchParams(""))).toEqual({
      status: "pending",
      contractor: null,
      page: 1,
    });
    expect(readRatingsQuery(new URLSearchParams("status=x&contractor=nei&page=0"))).toEqual({
      status: "pending",
      contractor: null,
      page: 1,
    });
    expect(readRatingsQuery(new URLSearchParams(`status=approved&contractor=${C}&page=2`))).toEqual({
      status: "approved",
      contractor: C,
      page: 2,
    });
  });

  it("writes one URL per list", () => {
    expect(ratingsHref({ status: "pending", contractor: null, page: 1 })).toBe("/vurderinger");
    expect(ratingsHref({ status: "all", contractor: C, page: 3 })).toBe(
      `/vurderinger?status=all&contractor=${C}&page=3`,
    );
  });
});
