import { describe, expect, it } from "vitest";
import { customerSearchHref, readCustomerSearch } from "./customer-search";

describe("the customers list in the URL", () => {
  it("reads the search and the page, falling back on anything odd", () => {
    expect(readCustomerSearch(new URLSearchParams("search=%20nora%20&page=3"))).toEqual({
      search: "nora",
      page: 3,
    });
    expect(readCustomerSearch(new URLSearchParams("page=0"))).toEqual({ search: "", page: 1 });
    expect(readCustomerSearch(new URLSearchParams("page=2.5"))).toEqual({ search: "", page: 1 });
    expect(readCustomerSearch(new URLSearchParams("page=abc"))).toEqual({ search: "", page: 1 });
    expect(readCustomerSearch(new URLSearchParams(`search=${"x".repeat(300)}`)).search).toHaveLength(200);
  });

  it("writes a link that shows the same list, leaving out the defaults", () => {
    expect(customerSearchHref({ search: "", page: 1 })).toBe("/kunder");
    expect(customerSearchHref({ search: "Nora Hansen", page: 1 })).toBe("/kunder?search=Nora+Hansen");
    expect(customerSearchHref({ search: "nora", page: 2 })).toBe("/kunder?search=nora&page=2");
  });
});
