import { describe, expect, it } from "vitest";
import { isSafeHref, safeHref } from "./safe-url.ts";

describe("safe link URLs", () => {
  it.each([
    "/om-oss",
    "#faq",
    "?side=2",
    "./x",
    "https://example.no",
    "http://example.no",
    "mailto:post@example.no",
    "tel:+4722000000",
    "//cdn.example.no/a.png",
    "om-oss",
  ])("accepts %s", (href) => expect(isSafeHref(href)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "",
    "   ",
    "/\\evil.example",
    "weird:thing",
    "a:b",
  ])("refuses %j", (href) => expect(isSafeHref(href)).toBe(false));

  it("replaces unsafe or missing links with #", () => {
    expect(safeHref("javascript:alert(1)")).toBe("#");
    expect(safeHref(undefined)).toBe("#");
    expect(safeHref(null)).toBe("#");
    expect(safeHref(" /a ")).toBe("/a");
  });
});
