import { describe, expect, it } from "vitest";
import { findJobCategory, jobCategorySlug } from "./job-category.ts";

const categories = [
  { id: 1, name: "Elektriker" },
  { id: 2, name: "Elbillader" },
  { id: 3, name: "Varmepumpe" },
  { id: 4, name: "Lys & strøm på Ås" },
];

describe("job category links", () => {
  it("makes a slug of the name, Norwegian letters spelt out", () => {
    expect(jobCategorySlug("Varmepumpe")).toBe("varmepumpe");
    expect(jobCategorySlug("Lys & strøm på Ås")).toBe("lys-strom-pa-as");
    expect(jobCategorySlug("  Sol-celler! ")).toBe("sol-celler");
    expect(jobCategorySlug("Ærlig café")).toBe("aerlig-cafe");
  });

  it("finds the category the menu's ?kategori= names, by slug or by id", () => {
    expect(findJobCategory(categories, "varmepumpe")?.id).toBe(3);
    expect(findJobCategory(categories, "Varmepumpe")?.id).toBe(3);
    expect(findJobCategory(categories, "lys-strom-pa-as")?.id).toBe(4);
    expect(findJobCategory(categories, "2")?.name).toBe("Elbillader");
  });

  it("names no category for an unknown, empty or missing value", () => {
    expect(findJobCategory(categories, "badstue")).toBeNull();
    expect(findJobCategory(categories, "99")).toBeNull();
    expect(findJobCategory(categories, "")).toBeNull();
    expect(findJobCategory(categories, "---")).toBeNull();
    expect(findJobCategory(categories, null)).toBeNull();
    expect(findJobCategory([], "varmepumpe")).toBeNull();
  });
});
