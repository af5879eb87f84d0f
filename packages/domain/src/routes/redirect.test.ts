import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect.ts";

describe("redirect after login", () => {
  it("goes to the redirect parameter when it is a path on this site", () => {
    expect(safeRedirect("/prosjekter?side=2", "/dashboard")).toBe("/prosjekter?side=2");
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
