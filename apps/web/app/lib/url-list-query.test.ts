import { describe, expect, it } from "vitest";
import { z } from "zod";
import { urlListQuery } from "./url-list-query";

const list = urlListQuery(
  z.object({
    search: z.string().trim().max(20).optional(),
    status: z.array(z.enum(["open", "closed"])).optional(),
    sort: z.enum(["name", "date"]).default("date"),
    page: z.coerce.number().int().min(1).default(1),
  }),
  ["status"],
);

describe("a desk list's query in the URL", () => {
  it("reads repeated and comma-joined lists, drops refused values and fills the defaults", () => {
    const query = list.fromUrl(
      new URLSearchParams("status=open,bogus&status=closed&status=open&page=x&search=+"),
    );
    expect(query).toEqual({ status: ["open", "closed"], sort: "date", page: 1 });
  });

  it("writes back only what differs from the defaults, and round-trips", () => {
    const query = list.fromUrl(new URLSearchParams("search=Ola&status=closed&sort=name&page=2"));
    expect(list.search(query)).toBe("?search=Ola&status=closed&sort=name&page=2");
    expect(list.fromUrl(list.toUrl(query))).toEqual(query);
    expect(list.search(list.fromUrl(new URLSearchParams()))).toBe("");
  });

  it("counts a search or filter as narrowing the list, not sorting or paging", () => {
    expect(list.isFiltered(list.fromUrl(new URLSearchParams("sort=name&page=4")))).toBe(false);
    expect(list.isFiltered(list.fromUrl(new URLSearchParams("search=Ola")))).toBe(true);
  });
});
