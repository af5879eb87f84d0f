import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_BACKGROUND,
  pageFromServer,
  pagePath,
  pageSchema,
  pageToServer,
  serverPageSchema,
} from "./page.ts";

describe("pages", () => {
  it("the front format defaults to type page, published, background #ffffff and empty SEO", () => {
    const page = pageSchema.parse({ _id: "p-uuid", id: 1, title: "Om oss", slug: "om-oss", path: "/om-oss" });
    expect(page).toMatchObject({
      _type: "page",
      published: true,
      background: "#ffffff",
      modules: [],
      seo: { title: "", description: "", keywords: [], image: null },
      parentId: null,
      draftId: null,
    });
    expect(DEFAULT_PAGE_BACKGROUND).toBe("#ffffff");
  });

  it("refuses a background that is not a hex colour", () => {
    expect(
      pageSchema.safeParse({ _id: "x", id: 1, title: "x", slug: "x", path: "/x", background: "red" }).success,
    ).toBe(false);
  });

  it("converts from the server format (uuid, type, data) and back without loss", () => {
    const server = serverPageSchema.parse({
      uuid: "p-uuid",
      type: "job",
      id: 4,
      title: "Elbillader",
      slug: "elbillader",
      path: "/bestilling/jobb/elbillader",
      data: {
        modules: [{ key: "a", type: "hero", data: {} }],
        seo: { title: "Elbillader", keywords: ["lading"] },
        background: "#f5f5f5",
      },
    });
    const page = pageFromServer(server);
    expect(page).toMatchObject({ _id: "p-uuid", _type: "job", id: 4, background: "#f5f5f5" });
    expect(page.modules).toHaveLength(1);
    expect(page.seo.keywords).toEqual(["lading"]);
    expect(pageToServer(page)).toEqual(server);
    expect(pageSchema.parse(page)).toEqual(page);
  });

  it("a server page without data gets empty modules and defaults", () => {
    const server = serverPageSchema.parse({ uuid: "u", id: 1, title: "t", slug: "s", path: "/s" });
    expect(server.data).toEqual({
      modules: [],
      seo: { title: "", description: "", keywords: [], image: null },
      background: "#ffffff",
    });
  });

  it("a page's path joins its parent's path and its slug", () => {
    expect(pagePath("kontakt", "/om-oss")).toBe("/om-oss/kontakt");
    expect(pagePath("/om-oss/")).toBe("/om-oss");
    expect(pagePath("", null)).toBe("/");
    expect(pagePath("", "/om-oss/")).toBe("/om-oss");
  });
});
