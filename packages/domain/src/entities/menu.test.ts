import { describe, expect, it } from "vitest";
import { menuItemFromBody, menuItemToBody, menuSchema, menuToBody, normaliseMenuItem } from "./menu.ts";

describe("menus", () => {
  it("a menu has id, key, title and items of type, label, meta, url and pageId", () => {
    const menu = menuSchema.parse({
      id: 1,
      key: "top-menu",
      title: "Toppmeny",
      items: [
        { type: "url", label: "Facebook", url: "https://facebook.com/x" },
        { type: "page", label: "Om oss", pageId: 3, url: "https://montortorget.no/om-oss" },
      ],
    });
    expect(menu.items).toHaveLength(2);
    expect(menuSchema.parse({ id: 2, key: "f", title: "F" }).items).toEqual([]);
  });

  it("a page item's url is stripped to its path; a url item keeps its url", () => {
    expect(
      normaliseMenuItem({ type: "page", label: "Om oss", url: "https://montortorget.no/om-oss?x=1" }).url,
    ).toBe("/om-oss");
    expect(normaliseMenuItem({ type: "url", label: "X", url: "https://x.no/a" }).url).toBe("https://x.no/a");
    expect(normaliseMenuItem({ type: "page", label: "Y" })).toEqual({ type: "page", label: "Y" });
  });

  it("is sent with page_id and only url items carry a url", () => {
    expect(menuItemToBody({ type: "page", label: "Om oss", url: "/om-oss", pageId: 3 })).toEqual({
      type: "page",
      label: "Om oss",
      meta: null,
      url: null,
      page_id: 3,
    });
    expect(menuItemToBody({ type: "url", label: "X", url: "https://x.no", meta: { icon: "fb" } })).toEqual({
      type: "url",
      label: "X",
      meta: { icon: "fb" },
      url: "https://x.no",
      page_id: null,
    });
    expect(menuItemToBody({ type: "url", label: "X" }).url).toBeNull();
    expect(menuToBody({ id: 1, key: "k", title: "t", items: [] })).toEqual({
      id: 1,
      key: "k",
      title: "t",
      items: [],
    });
  });

  it("reads a body item back, stripping page urls", () => {
    expect(menuItemFromBody({ type: "page", label: "Om", url: "https://x.no/om", page_id: 3 })).toEqual({
      type: "page",
      label: "Om",
      meta: null,
      url: "/om",
      pageId: 3,
    });
    expect(menuItemFromBody({ type: "url", label: "X" })).toEqual({
      type: "url",
      label: "X",
      meta: null,
      url: null,
      pageId: null,
    });
  });
});
