import { describe, expect, it } from "vitest";
import { isValidUrl, withScheme } from "./url.ts";

describe("URL check", () => {
  it.each([
    "example.no",
    "www.example.no",
    "http://example.no",
    "https://example.no",
    "https://example.no:8080",
    "https://example.no/sti/til/side",
    "example.no/side?x=1#del",
    "HTTPS://EXAMPLE.NO",
    "http://localhost:3000/x",
    "https://blåbær.no",
  ])("accepts an optional http(s) scheme, a domain, a port and a path: %s", (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each([
    "",
    "ftp://example.no",
    "example",
    "https://",
    "exa mple.no",
    "https://example.no:99999",
    "//example.no",
  ])("rejects %s", (value) => {
    expect(isValidUrl(value)).toBe(false);
  });

  it("adds https:// to a URL typed without a scheme", () => {
    expect(withScheme("example.no")).toBe("https://example.no");
    expect(withScheme(" http://example.no ")).toBe("http://example.no");
  });
});
