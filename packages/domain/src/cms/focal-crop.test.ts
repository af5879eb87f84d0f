import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { focalRegion } from "./focal-crop.ts";

const image = { width: 1000, height: 500 };

describe("focal-point region", () => {
  it("keeps the whole image without crop or aspect", () => {
    expect(focalRegion(image)).toEqual({ left: 0, top: 0, width: 1000, height: 500 });
    expect(focalRegion(image, { aspect: 0 })).toEqual({ left: 0, top: 0, width: 1000, height: 500 });
  });

  it("applies the crop as shares of each side", () => {
    expect(focalRegion(image, { crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 } })).toEqual({
      left: 250,
      top: 50,
      width: 500,
      height: 400,
    });
  });

  it("cuts to the aspect ratio around the hotspot, as far as the image allows", () => {
    // Square from a wide image, hotspot to the right: slides right but stays inside.
    expect(focalRegion(image, { aspect: 1, hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } })).toEqual({
      left: 500,
      top: 0,
      width: 500,
      height: 500,
    });
    // Without a hotspot: centred.
    expect(focalRegion(image, { aspect: 1 })).toEqual({ left: 250, top: 0, width: 500, height: 500 });
    // Wide cut from a tall image, hotspot at the top.
    expect(
      focalRegion({ width: 400, height: 800 }, { aspect: 2, hotspot: { x: 0.5, y: 0, width: 0, height: 0 } }),
    ).toEqual({ left: 0, top: 0, width: 400, height: 200 });
  });

  it("never leaves the image, whatever the input", () => {
    const share = fc.double({ min: 0, max: 0.49, noNaN: true });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.record({ top: share, bottom: share, left: share, right: share }),
        fc.record({
          x: fc.double({ min: 0, max: 1, noNaN: true }),
          y: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        (width, height, crop, point, aspect) => {
          const r = focalRegion(
            { width, height },
            { crop, hotspot: { ...point, width: 0, height: 0 }, aspect },
          );
          expect(r.left).toBeGreaterThanOrEqual(0);
          expect(r.top).toBeGreaterThanOrEqual(0);
          expect(r.width).toBeGreaterThanOrEqual(1);
          expect(r.height).toBeGreaterThanOrEqual(1);
          expect(r.left + r.width).toBeLessThanOrEqual(width);
          expect(r.top + r.height).toBeLessThanOrEqual(height);
        },
      ),
    );
  });
});
