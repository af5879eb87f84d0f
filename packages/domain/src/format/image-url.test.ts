import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_IMAGE_WIDTH,
  defaultDpr,
  imageSrcSet,
  imageUrl,
  isMediaPath,
  isUntouchedImage,
} from "./image-url.ts";

describe("image URLs", () => {
  it("adds the default width 1120 and dpr 1", () => {
    expect(DEFAULT_IMAGE_WIDTH).toBe(1120);
    expect(imageUrl("https://cdn.example.no/media/bilde.jpg")).toBe(
      "https://cdn.example.no/media/bilde.jpg?w=1120&dpr=1",
    );
  });

  it("keeps other query parameters and replaces an earlier width and dpr", () => {
    expect(imageUrl("/media/bilde.jpg?fit=crop&w=10&dpr=2", { width: 400, dpr: 2 })).toBe(
      "/media/bilde.jpg?fit=crop&w=400&dpr=2",
    );
  });

  it("relative and protocol-relative URLs stay so", () => {
    expect(imageUrl("/media/a.png", { width: 300.4 })).toBe("/media/a.png?w=300&dpr=1");
    expect(imageUrl("//cdn.example.no/a.png")).toBe("//cdn.example.no/a.png?w=1120&dpr=1");
  });

  it("SVGs, data and blob URLs, empty and unparseable URLs are left untouched", () => {
    expect(imageUrl("/media/logo.svg")).toBe("/media/logo.svg");
    expect(imageUrl("https://x.no/logo.SVG?v=2")).toBe("https://x.no/logo.SVG?v=2");
    expect(imageUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(isUntouchedImage("blob:https://x.no/123")).toBe(true);
    expect(imageUrl("")).toBe("");
    expect(imageUrl("http://")).toBe("http://");
    expect(imageSrcSet("/logo.svg")).toBe("/logo.svg");
  });

  it("a srcset carries the dpr 1 and 2 variants", () => {
    expect(imageSrcSet("/media/a.jpg", 500)).toBe("/media/a.jpg?w=500&dpr=1 1x, /media/a.jpg?w=500&dpr=2 2x");
    expect(imageSrcSet("/media/a.jpg")).toContain("w=1120");
  });

  it("the default dpr is 2 on retina screens, else 1", () => {
    expect(defaultDpr(2)).toBe(2);
    expect(defaultDpr(1.5)).toBe(2);
    expect(defaultDpr(1)).toBe(1);
    expect(defaultDpr(undefined)).toBe(1);
  });

  it("property: adding the parameters twice gives the same URL as once", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[a-z0-9/-]{1,20}\.(jpg|png|webp)$/),
        fc.integer({ min: 1, max: 4000 }),
        fc.constantFrom(1 as const, 2 as const),
        (path, width, dpr) => {
          const once = imageUrl(path, { width, dpr });
          expect(imageUrl(once, { width, dpr })).toBe(once);
        },
      ),
    );
  });
});

describe("media paths", () => {
  it("accepts this site's media files and nothing else", () => {
    expect(isMediaPath("/media/2026/11/0f8e-4c1a.png")).toBe(true);
    for (const other of [
      "javascript:alert(1)",
      "https://evil.example/media/a.png",
      "//evil.example/media/a.png",
      "/media/../api/project",
      "/media/2026/./a.png",
      "/media/a.png?x=1",
      "/media/",
      "/api/media/a.png",
      "data:image/png;base64,AAAA",
    ]) {
      expect(isMediaPath(other), other).toBe(false);
    }
  });
});
