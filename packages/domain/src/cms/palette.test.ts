import { describe, expect, it } from "vitest";
import { paletteColourSchema } from "./module-schemas.ts";
import { contrastRatio, PALETTE, PALETTE_COLOURS, paletteTextColour } from "./palette.ts";

describe("the colour palette", () => {
  it("has exactly 19 distinct colours", () => {
    expect(PALETTE_COLOURS).toHaveLength(19);
    expect(new Set(Object.values(PALETTE)).size).toBe(19);
    expect(paletteColourSchema.safeParse("brand").success).toBe(true);
    expect(paletteColourSchema.safeParse("#ff0000").success).toBe(false);
  });

  it("picks dark or light text so every colour reads at WCAG AA (4.5:1)", () => {
    expect(paletteTextColour("white")).toBe("#1a1a1a");
    expect(paletteTextColour("brand")).toBe("#ffffff");
    for (const colour of PALETTE_COLOURS) {
      expect(contrastRatio(paletteTextColour(colour), PALETTE[colour])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
