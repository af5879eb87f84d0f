import { describe, expect, it } from "vitest";
import { cmsPagePath, isReservedPagePath, normaliseRequestPath, slugSchema } from "./page-rules.ts";

describe("page rules", () => {
  it("accepts lower-case hyphenated slugs with æøå, and the empty home slug", () => {
    expect(slugSchema.parse(" Om-Oss ")).toBe("om-oss");
    expect(slugSchema.parse("")).toBe("");
    expect(slugSchema.parse("varmepumpe-på-hytta")).toBe("varmepumpe-på-hytta");
    for (const bad of ["om oss", "-a", "a--b", "a/b", "<script>"])
      expect(slugSchema.safeParse(bad).success).toBe(false);
  });

  it("places content pages under their parent, job pages under the job prefix, templates nowhere", () => {
    expect(cmsPagePath("page", "")).toBe("/");
    expect(cmsPagePath("page", "personvern")).toBe("/personvern");
    expect(cmsPagePath("page", "hytte", "/varmepumpe")).toBe("/varmepumpe/hytte");
    expect(cmsPagePath("job", "elbillader")).toBe("/bestilling/jobb/elbillader");
    expect(cmsPagePath("module-template", "x")).toBe("");
  });

  it("keeps fixed routes and the API out of the CMS, except the pages the CMS owns", () => {
    for (const path of ["/", "/selger", "/personvern", "/avtalevilkar", "/nyhetsbrev", "/om-oss"]) {
      expect(isReservedPagePath(path)).toBe(false);
    }
    for (const path of ["/api", "/logginn", "/dashboard", "/prosjekter", "/media", "/order", "/kunder"]) {
      expect(isReservedPagePath(path)).toBe(true);
    }
  });

  it("normalises a requested path like pages store it", () => {
    expect(normaliseRequestPath("")).toBe("/");
    expect(normaliseRequestPath("/")).toBe("/");
    expect(normaliseRequestPath("/Om-Oss/")).toBe("/om-oss");
    expect(normaliseRequestPath("/varmepumpe-p%C3%A5-hytta")).toBe("/varmepumpe-på-hytta");
    expect(normaliseRequestPath("/%E0%A4%A")).toBe("/%e0%a4%a");
    expect(normaliseRequestPath("om")).toBe("/om");
  });
});
