import type { LinkSearchResult } from "@mt/contract/cms";
import { describe, expect, it } from "vitest";
import {
  editableItems,
  itemErrors,
  itemsToBody,
  linkItemTo,
  missingFields,
  moveItem,
  newItem,
  removeItem,
  updateItem,
} from "./menu-items";

const menu = {
  id: 1,
  key: "top-menu",
  title: "Toppmeny",
  items: [
    { type: "page" as const, label: "Om oss", url: "/om-oss", pageId: 4, meta: null },
    {
      type: "url" as const,
      label: "Nettbutikk",
      url: "/nettbutikk",
      pageId: null,
      meta: { highlight: true },
    },
    { type: "url" as const, label: "Kontakt", url: "mailto:post@example.no", pageId: null, meta: null },
  ],
};

const result = (kind: "page" | "job", id: number, title: string, url: string): LinkSearchResult => ({
  kind,
  id,
  type: kind,
  title,
  slug: url.slice(1),
  path: url,
  url,
});

describe("menu item operations", () => {
  it("moves an item up, down and by drag to any place, clamped to the list", () => {
    const labels = (items: { label: string }[]) => items.map((i) => i.label);
    const items = editableItems(menu);
    expect(labels(moveItem(items, 1, 0))).toEqual(["Nettbutikk", "Om oss", "Kontakt"]);
    expect(labels(moveItem(items, 0, 2))).toEqual(["Nettbutikk", "Kontakt", "Om oss"]);
    expect(labels(moveItem(items, 0, -1))).toEqual(["Om oss", "Nettbutikk", "Kontakt"]);
    expect(labels(moveItem(items, 2, 3))).toEqual(["Om oss", "Nettbutikk", "Kontakt"]);
    expect(moveItem(items, 0, 0)).not.toBe(items);
  });

  it("gives every item its own key, and adds, changes and removes by it", () => {
    const items = [...editableItems(menu), newItem()];
    expect(new Set(items.map((i) => i.uid)).size).toBe(4);
    const added = items[3]!;
    const changed = updateItem(items, added.uid, {
      type: "url",
      url: "https://example.no",
      label: "Ekstern",
    });
    expect(changed[3]).toMatchObject({ label: "Ekstern", url: "https://example.no", uid: added.uid });
    expect(changed[0]).toBe(items[0]);
    expect(removeItem(changed, items[0]!.uid).map((i) => i.label)).toEqual([
      "Nettbutikk",
      "Kontakt",
      "Ekstern",
    ]);
  });

  it("links a page by its id and a catalogue job by its address, naming an unnamed item after it", () => {
    const item = newItem();
    expect(linkItemTo(item, result("page", 9, "Varmepumper", "/varmepumper"))).toMatchObject({
      type: "page",
      pageId: 9,
      label: "Varmepumper",
      url: "/varmepumper",
    });
    const named = { ...item, label: "Jobb" };
    expect(linkItemTo(named, result("job", 3, "Elbillader", "/bestilling/jobb/elbillader"))).toMatchObject({
      type: "url",
      pageId: null,
      label: "Jobb",
      url: "/bestilling/jobb/elbillader",
    });
  });

  it("sends page items with page_id and url items with their url, labels trimmed", () => {
    const items = updateItem(editableItems(menu), editableItems(menu)[0]!.uid, {});
    expect(itemsToBody(items)).toEqual([
      { type: "page", label: "Om oss", meta: null, url: null, page_id: 4 },
      { type: "url", label: "Nettbutikk", meta: { highlight: true }, url: "/nettbutikk", page_id: null },
      { type: "url", label: "Kontakt", meta: null, url: "mailto:post@example.no", page_id: null },
    ]);
    expect(itemsToBody([{ ...newItem(), label: "  Ny  " }])[0]).toMatchObject({ label: "Ny", page_id: null });
  });

  it("reads the server's field errors per item", () => {
    const errors = itemErrors({
      "items.1.url": ["Ugyldig lenke"],
      "items.1.label": ["For lang"],
      "body.items.3.page_id": ["Må fylles ut"],
      title: ["x"],
    });
    expect([...errors.entries()]).toEqual([
      [1, "Ugyldig lenke For lang"],
      [3, "Må fylles ut"],
    ]);
  });

  it("says before saving which items lack a text, a page or an address", () => {
    const items = [
      ...editableItems(menu),
      newItem(),
      { ...newItem(), type: "url" as const, label: "Ekstern", url: "  " },
    ];
    expect([...missingFields(items).entries()]).toEqual([
      [3, "Skriv teksten i menyen. Velg en side."],
      [4, "Skriv en adresse."],
    ]);
  });
});
