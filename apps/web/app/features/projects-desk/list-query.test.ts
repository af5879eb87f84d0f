import { describe, expect, it } from "vitest";
import { exportHref, isFiltered, listQueryFromUrl, listQueryToUrl, listSearch, sortedBy } from "./list-query";

const fromUrl = (search: string) => listQueryFromUrl(new URLSearchParams(search));

describe("the projects list query in the URL", () => {
  it("reads every filter, search, sort and page, and writes them back to the same URL", () => {
    const search =
      "search=91234567&status=ordered&status=scheduled&workType=SOLAR&kind=JOB" +
      "&contractor=6c1c2f0e-1111-4222-8333-444455556666&electrician=5d1c2f0e-1111-4222-8333-444455556666" +
      "&salesChannel=STORE&from=2026-11-01&to=2026-11-30&createdFrom=2026-10-01&createdTo=2026-10-31" +
      "&sort=startsAt&dir=asc&page=3&perPage=50";
    const query = fromUrl(search);
    expect(query).toEqual({
      search: "91234567",
      status: ["ordered", "scheduled"],
      workType: ["SOLAR"],
      kind: "JOB",
      contractor: "6c1c2f0e-1111-4222-8333-444455556666",
      electrician: "5d1c2f0e-1111-4222-8333-444455556666",
      salesChannel: "STORE",
      from: "2026-11-01",
      to: "2026-11-30",
      createdFrom: "2026-10-01",
      createdTo: "2026-10-31",
      sort: "startsAt",
      dir: "asc",
      page: 3,
      perPage: 50,
    });
    expect(listQueryToUrl(query).toString()).toBe(search);
    expect(fromUrl(listQueryToUrl(query).toString())).toEqual(query);
  });

  it("fills the API's defaults and leaves them out of the URL", () => {
    const query = fromUrl("");
    expect(query).toEqual({ sort: "createdAt", dir: "desc", page: 1, perPage: 25 });
    expect(listSearch(query)).toBe("");
  });

  it("ignores the empty fields a form without JavaScript sends, and drops what the API would refuse", () => {
    const query = fromUrl(
      "search=+&status=ordered&status=flying&status=ordered,completed&kind=&from=i+morgen&contractor=x&page=0&sort=price",
    );
    expect(query).toEqual({
      status: ["ordered", "completed"],
      sort: "createdAt",
      dir: "desc",
      page: 1,
      perPage: 25,
    });
    expect(listSearch(query)).toBe("?status=ordered&status=completed");
  });

  it("sorts by a new column in its natural order, turns the same column round, and starts on page 1", () => {
    const query = fromUrl("page=4");
    expect(listSearch(sortedBy(query, "customer"))).toBe("?sort=customer&dir=asc");
    expect(listSearch(sortedBy(query, "createdAt"))).toBe("?dir=asc");
    expect(listSearch(sortedBy(fromUrl("sort=customer&dir=asc&page=2"), "customer"))).toBe("?sort=customer");
  });

  it("exports the same list without paging, and knows when the list is narrowed", () => {
    const query = fromUrl("status=ordered&search=Ola&page=2&sort=number");
    expect(exportHref(query)).toBe("/api/project/export?search=Ola&status=ordered&sort=number");
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered(fromUrl("sort=number&page=2"))).toBe(false);
  });
});
