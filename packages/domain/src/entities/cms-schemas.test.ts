import { describe, expect, it } from "vitest";
import { buttonSchema } from "./button.ts";
import { jobCategoryFromFront, jobCategorySchema, jobCategoryToFront } from "./job-category.ts";
import { mediaImageSchema } from "./media-image.ts";
import { emptyRichText, richTextSchema } from "./rich-text.ts";

describe("CMS schemas", () => {
  it("a button defaults to _self, primary and default size", () => {
    expect(buttonSchema.parse({ title: "Bestill" })).toEqual({
      title: "Bestill",
      target: "_self",
      buttonType: "primary",
      buttonSize: "default",
    });
    expect(buttonSchema.safeParse({ title: "x", target: "_top" }).success).toBe(false);
  });

  it("a media image has a focal-point crop and hotspot within 0..1 and a category", () => {
    const image = mediaImageSchema.parse({
      id: 1,
      url: "/media/a.jpg",
      crop: { top: 0, bottom: 0.1, left: 0, right: 0 },
      hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
      category: "picture",
    });
    expect(image.hidden).toBe(false);
    expect(
      mediaImageSchema.safeParse({ id: 1, url: "x", hotspot: { x: 2, y: 0, width: 1, height: 1 } }).success,
    ).toBe(false);
    expect(mediaImageSchema.safeParse({ id: 1, url: "x", category: "logo" }).success).toBe(false);
  });

  it("rich text holds text blocks with spans and marks, and image blocks with float, width and link", () => {
    const value = richTextSchema.parse([
      {
        _type: "block",
        children: [{ _type: "span", text: "Les mer", marks: ["l1"] }],
        markDefs: [{ _type: "link", _key: "l1", href: "/om-oss" }],
        listItem: "bullet",
        level: 1,
      },
      { _type: "image", url: "/media/a.jpg", width: 300, float: "left", link: { url: "https://x.no" } },
    ]);
    expect(value[1]).toMatchObject({ float: "left", link: { url: "https://x.no", target: "_self" } });
    expect(value[0]).toMatchObject({ style: "normal" });
    expect(richTextSchema.parse(emptyRichText())).toEqual(emptyRichText());
    expect(richTextSchema.safeParse([{ _type: "video" }]).success).toBe(false);
  });

  it("a job category's front format calls its name title and its icon image", () => {
    const category = jobCategorySchema.parse({
      id: 1,
      name: "Elbillader",
      icon: "/i.svg",
      imageUrl: "/media/seed/jobb-elbillader.jpg",
      order: 2,
      pageId: 5,
    });
    const front = jobCategoryToFront(category);
    expect(front).toEqual({
      id: 1,
      title: "Elbillader",
      image: "/i.svg",
      imageUrl: "/media/seed/jobb-elbillader.jpg",
      order: 2,
      pageId: 5,
    });
    expect(jobCategoryFromFront(front)).toEqual(category);
    expect(jobCategoryToFront({ id: 2, name: "x", order: 1 })).toEqual({
      id: 2,
      title: "x",
      image: null,
      imageUrl: null,
      order: 1,
      pageId: null,
    });
    expect(jobCategoryFromFront({ id: 2, title: "x", order: 1 })).toEqual({
      id: 2,
      name: "x",
      icon: null,
      imageUrl: null,
      order: 1,
      pageId: null,
    });
  });
});
