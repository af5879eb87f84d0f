import { describe, expect, it } from "vitest";
import { cmsImageSchema } from "./cms-image.ts";
import {
  cmsImageSrcSet,
  cmsImageUrl,
  objectPosition,
  parseImageVariant,
  snapImageWidth,
} from "./cms-image-url.ts";

const photo = { url: "/media/abc.jpg" };

describe("CMS image URLs", () => {
  it("adds width and dpr, and crop, aspect and focal point when they matter", () => {
    expect(cmsImageUrl(photo, { width: 800, dpr: 2 })).toBe("/media/abc.jpg?w=800&dpr=2");
    expect(
      cmsImageUrl(
        {
          ...photo,
          crop: { top: 0.1, right: 0, bottom: 0.2, left: 0 },
          hotspot: { x: 0.333, y: 0.5, width: 1, height: 1 },
        },
        { width: 400, aspect: 16 / 9 },
      ),
    ).toBe("/media/abc.jpg?w=400&dpr=1&crop=0.1,0,0.2,0&ar=1.78&fp=0.33,0.5");
    expect(cmsImageUrl({ ...photo, crop: { top: 0, right: 0, bottom: 0, left: 0 } })).toBe(
      "/media/abc.jpg?w=1120&dpr=1",
    );
    expect(cmsImageUrl({ url: "/a.jpg#x" }, { aspect: 1 })).toBe("/a.jpg?w=1120&dpr=1&ar=1#x");
  });

  it("leaves SVGs and empty URLs alone", () => {
    expect(cmsImageUrl({ url: "/media/logo.svg" }, { width: 100, aspect: 1 })).toBe("/media/logo.svg");
    expect(cmsImageUrl({ url: "" })).toBe("");
    expect(cmsImageSrcSet({ url: "/media/logo.svg" })).toBe("/media/logo.svg");
  });

  it("gives dpr 1 and 2 variants as a srcset", () => {
    expect(cmsImageSrcSet(photo, { width: 320 })).toBe(
      "/media/abc.jpg?w=320&dpr=1 1x, /media/abc.jpg?w=320&dpr=2 2x",
    );
  });

  it("turns a hotspot into an object-position", () => {
    expect(objectPosition({ x: 0.25, y: 0.756, width: 1, height: 1 })).toBe("25% 76%");
    expect(objectPosition(null)).toBeUndefined();
  });

  it("refuses images with unsafe URLs", () => {
    expect(cmsImageSchema.safeParse({ url: "javascript:alert(1)" }).success).toBe(false);
    expect(cmsImageSchema.parse({ url: "/media/a.png" }).alt).toBe("");
  });
});

describe("image variant requests", () => {
  it("snaps widths to a bounded list", () => {
    expect(snapImageWidth(1)).toBe(80);
    expect(snapImageWidth(1120)).toBe(1120);
    expect(snapImageWidth(1121)).toBe(1280);
    expect(snapImageWidth(99999)).toBe(2240);
  });

  it("reads width, dpr, crop, focal point and aspect, ignoring what is invalid", () => {
    expect(parseImageVariant({})).toBeNull();
    expect(parseImageVariant({ w: "abc" })).toBeNull();
    expect(parseImageVariant({ w: "-5" })).toBeNull();
    expect(
      parseImageVariant({ w: "700", dpr: "2", crop: "0.1,0,0.2,0", fp: "0.3,0.4", ar: "1.777" }),
    ).toEqual({
      width: 800,
      dpr: 2,
      crop: { top: 0.1, right: 0, bottom: 0.2, left: 0 },
      hotspot: { x: 0.3, y: 0.4 },
      aspect: 1.78,
    });
    expect(parseImageVariant({ w: "300", dpr: "3", crop: "0.6,0,0.6,0", fp: "2,1", ar: "99" })).toEqual({
      width: 320,
      dpr: 1,
      crop: null,
      hotspot: null,
      aspect: null,
    });
    expect(parseImageVariant({ w: "300", crop: "0,0.6,0,0.6" })?.crop).toBeNull();
    expect(parseImageVariant({ w: "300", crop: ["a"], fp: "x,y" })).toMatchObject({
      crop: null,
      hotspot: null,
    });
  });
});
