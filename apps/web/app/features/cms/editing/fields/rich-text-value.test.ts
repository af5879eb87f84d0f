import { cmsRichTextSchema } from "@mt/domain/cms/module-schemas";
import { emptyRichText } from "@mt/domain/entities/rich-text";
import { describe, expect, it } from "vitest";
import { isEmptyRichText, toEditorValue, toStoredRichText } from "./rich-text-value";

describe("rich text between the editor and the page", () => {
  it("stores an emptied editor as the empty value (one block, one empty span)", () => {
    expect(toStoredRichText(undefined)).toEqual(emptyRichText());
    expect(toStoredRichText([])).toEqual(emptyRichText());
    const cleared = [
      { _type: "block", _key: "a", children: [{ _type: "span", _key: "b", text: "", marks: [] }] },
    ];
    expect(isEmptyRichText(cleared)).toBe(true);
    expect(toStoredRichText(cleared)).toEqual(emptyRichText());
  });

  it("keeps text, marks, links, lists and images in a shape the CMS schema accepts", () => {
    const value = [
      {
        _type: "block",
        _key: "a",
        style: "h2",
        markDefs: [{ _type: "link", _key: "l", href: "/om-oss", pageId: 3, slug: "om-oss", path: "/om-oss" }],
        children: [{ _type: "span", _key: "s", text: "Om oss", marks: ["l", "strong"] }],
      },
      {
        _type: "block",
        _key: "b",
        listItem: "bullet",
        children: [{ _type: "span", _key: "t", text: "Punkt" }],
      },
      { _type: "image", _key: "i", url: "/media/x.jpg", float: "left", width: 300, alt: "" },
    ];
    const stored = toStoredRichText(value);
    expect(cmsRichTextSchema.safeParse(stored).success).toBe(true);
    expect(stored[1]).toMatchObject({ listItem: "bullet", level: 1, style: "normal", markDefs: [] });
    expect(stored[2]).toMatchObject({ _type: "image", float: "left", width: 300 });
  });

  it("opens a stored h1 as h2: rich text starts at h2", () => {
    const [block] = toEditorValue([
      { _type: "block", style: "h1", markDefs: [], children: [{ _type: "span", text: "Tittel", marks: [] }] },
    ]);
    expect(block).toMatchObject({ style: "h2" });
  });
});
