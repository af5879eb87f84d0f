import { describe, expect, it } from "vitest";
import { readUserSearch, userSearchHref } from "./user-search";

describe("the users list in the URL", () => {
  it("reads search, known roles and page, and writes them back", () => {
    const query = readUserSearch(
      new URLSearchParams(
        "search=%20lars%20&roles=CASEWORKER&roles=KING&roles=CASEWORKER&roles=INSPECTOR&page=2",
      ),
    );
    expect(query).toEqual({ search: "lars", roles: ["CASEWORKER", "INSPECTOR"], page: 2 });
    expect(userSearchHref(query)).toBe("/brukere?search=lars&roles=CASEWORKER&roles=INSPECTOR&page=2");
  });

  it("falls back to everything on the first page", () => {
    expect(readUserSearch(new URLSearchParams("page=-3&search="))).toEqual({
      search: "",
      roles: [],
      page: 1,
    });
    expect(userSearchHref({ search: "", roles: [], page: 1 })).toBe("/brukere");
  });
});
