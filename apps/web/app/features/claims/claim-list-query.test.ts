import { describe, expect, it } from "vitest";
import { claimQueryFromUrl, claimSearch, isFiltered } from "./claim-list-query";

describe("the claims list query in the URL", () => {
  it("reads filters, keeps valid statuses and drops what the API would refuse", () => {
    const query = claimQueryFromUrl(
      new URLSearchParams(
        "status=opened,bogus&status=scheduled&search=+kjøkken+&minAgeDays=x&deadline=overridden",
      ),
    );
    expect(query).toMatchObject({
      status: ["opened", "scheduled"],
      search: "kjøkken",
      deadline: "overridden",
      page: 1,
    });
    expect(query.minAgeDays).toBeUndefined();
    expect(isFiltered(query)).toBe(true);
  });

  it("writes only what differs from the defaults", () => {
    expect(claimSearch(claimQueryFromUrl(new URLSearchParams("")))).toBe("");
    expect(isFiltered(claimQueryFromUrl(new URLSearchParams("page=2")))).toBe(false);
    expect(claimSearch({ status: ["resolved"], minAgeDays: 7, page: 2 })).toBe(
      "?status=resolved&minAgeDays=7&page=2",
    );
  });
});
