import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect.ts";

describe("redirect after login", () => {
  it("goes to the redirect parameter when it is a path on this site", () => {
    expect(safeRedirect("/prosjekter?side=2", "/dashboard")).toBe("/prosjekter?side=2");
  });

  it("encodes what a Location header cannot carry raw (non-ASCII, bidi controls, lone surrogates)", () => {
    expect(safeRedirect("/\u202E", "/dashboard")).toBe("/%E2%80%AE");
    expect(safeRedirect("/æ?q=ø#å", "/dashboard")).toBe("/%C3%A6?q=%C3%B8#%C3%A5");
    expect(safeRedirect("/\uD800", "/dashboard")).toBe("/%EF%BF%BD");
    expect(safeRedirect("/prosjekter/%C3%A6", "/dashboard")).toBe("/prosjekter/%C3%A6");
  });

  it("falls back when there is none", () => {
    expect(safeRedirect(null, "/dashboard")).toBe("/dashboard");
    expect(safeRedirect("", "/dashboard")).toBe("/dashboard");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "prosjekter",
    "/a\nb",
  ])("refuses %s, which could leave the site", (target) => {
    expect(safeRedirect(target, "/dashboard")).toBe("/dashboard");
  });
});
