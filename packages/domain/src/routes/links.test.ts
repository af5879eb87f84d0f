import { describe, expect, it } from "vitest";
import { isExternalLink, resolveLink, stripToPath } from "./links.ts";

describe("link resolution", () => {
  it("no target gives #", () => {
    expect(resolveLink(null)).toBe("#");
    expect(resolveLink(undefined)).toBe("#");
    expect(resolveLink({})).toBe("#");
  });

  it("a page link uses its path", () => {
    expect(resolveLink({ type: "page", path: "/om-oss/kontakt", slug: "kontakt" })).toBe("/om-oss/kontakt");
    expect(resolveLink({ path: "om-oss" })).toBe("/om-oss");
  });

  it("without a path it uses /{slug}", () => {
    expect(resolveLink({ type: "page", slug: "personvern" })).toBe("/personvern");
    expect(resolveLink({ slug: "/personvern" })).toBe("/personvern");
  });

  it("a job page without a path uses the job page prefix /bestilling/jobb/", () => {
    expect(resolveLink({ type: "job", slug: "elbillader" })).toBe("/bestilling/jobb/elbillader");
    expect(resolveLink({ type: "job", path: "/bestilling/jobb/varmepumpe", slug: "x" })).toBe(
      "/bestilling/jobb/varmepumpe",
    );
  });

  it("a url link uses its url, and # when it has none", () => {
    expect(resolveLink({ type: "url", url: "https://example.no" })).toBe("https://example.no");
    expect(resolveLink({ type: "url", url: " " })).toBe("#");
    expect(resolveLink({ type: "url" })).toBe("#");
  });

  it("a link with only a url and no page falls back to the url", () => {
    expect(resolveLink({ url: "/kampanje" })).toBe("/kampanje");
  });

  it("an external path is kept as it is", () => {
    expect(resolveLink({ path: "https://example.no/x" })).toBe("https://example.no/x");
    expect(isExternalLink("mailto:post@x.no")).toBe(true);
    expect(isExternalLink("//x.no")).toBe(true);
    expect(isExternalLink("/x")).toBe(false);
  });

  it("a page-type menu item's url is stripped to its path", () => {
    expect(stripToPath("https://montortorget.no/om-oss?x=1#y")).toBe("/om-oss");
    expect(stripToPath("/om-oss")).toBe("/om-oss");
    expect(stripToPath("http://")).toBe("http://");
  });
});
