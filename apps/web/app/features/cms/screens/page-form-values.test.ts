import { describe, expect, it } from "vitest";
import {
  emptyPageForm,
  isReserved,
  modulesToStore,
  pageBodyFromForm,
  pageFormSchema,
  paletteName,
  parseKeywords,
  previewPath,
  slugFromTitle,
} from "./page-form-values";

describe("the page form", () => {
  it("makes a slug from the title: lower case, hyphens, æøå kept, accents and signs dropped", () => {
    expect(slugFromTitle("Varmepumpe i Bærum")).toBe("varmepumpe-i-bærum");
    expect(slugFromTitle("  Café & Søppel!! 2026 ")).toBe("cafe-søppel-2026");
    expect(slugFromTitle("---")).toBe("");
    expect(slugFromTitle("a".repeat(130))).toHaveLength(120);
    expect(pageFormSchema.shape.slug.safeParse(slugFromTitle("Hva koster en elbillader?")).success).toBe(
      true,
    );
  });

  it("shows the path the server will give: under the parent, job pages under /bestilling/jobb/", () => {
    expect(previewPath("page", "solceller", null)).toBe("/solceller");
    expect(previewPath("page", "solceller", "/energi")).toBe("/energi/solceller");
    expect(previewPath("job", "elbillader", "/energi")).toBe("/bestilling/jobb/elbillader");
    expect(previewPath("page", "Ikke Gyldig!", null)).toBe("");
    expect(isReserved("page", "/sider")).toBe(true);
    expect(isReserved("page", "/solceller")).toBe(false);
    expect(isReserved("job", "/bestilling/jobb/x")).toBe(false);
  });

  it("parses comma-separated keywords: trimmed, no empty words, no repeats", () => {
    expect(parseKeywords(" varmepumpe, solceller ,, varmepumpe ,")).toEqual(["varmepumpe", "solceller"]);
    expect(parseKeywords("")).toEqual([]);
  });

  it("sends seo, palette colour and parent; a job page has no parent", () => {
    const values = pageFormSchema.parse({
      ...emptyPageForm,
      title: "Solceller",
      slug: "solceller",
      parentId: "7",
      keywords: "sol, strøm",
      seoImage: " /media/1.jpg ",
      background: "sand",
      published: true,
    });
    expect(pageBodyFromForm(values)).toEqual({
      title: "Solceller",
      slug: "solceller",
      parentId: 7,
      published: true,
      seo: { title: "", description: "", keywords: ["sol", "strøm"], image: "/media/1.jpg" },
      background: "#f1e9dc",
    });
    expect(pageBodyFromForm({ ...values, type: "job" }).parentId).toBeNull();
    expect(paletteName("#F1E9DC")).toBe("sand");
    expect(paletteName("#123456")).toBe("white");
  });

  it("keeps no copy of a synced template's modules when saving, but keeps manual copies", () => {
    const hero = { key: "h", type: "hero", data: { heading: "Hei" } };
    expect(
      modulesToStore([
        { key: "s", type: "module_template", data: { templateId: 1, syncMode: "Synced", modules: [hero] } },
        { key: "m", type: "module_template", data: { templateId: 1, syncMode: "Manual", modules: [hero] } },
        hero,
      ]),
    ).toEqual([
      { key: "s", type: "module_template", data: { templateId: 1, syncMode: "Synced" } },
      { key: "m", type: "module_template", data: { templateId: 1, syncMode: "Manual", modules: [hero] } },
      hero,
    ]);
  });
});
