import { describe, expect, it } from "vitest";
import { formatCount, formatQuantity, labelBefore } from "./quantity.ts";

describe("quantities, counts and labels", () => {
  it("a number and its unit are joined by a no-break space, with a decimal comma", () => {
    expect(formatQuantity(12, "m")).toBe("12\u00a0m");
    expect(formatQuantity(3.5, "kW")).toBe("3,5\u00a0kW");
    expect(formatQuantity(7, "")).toBe("7");
  });

  it("a count takes the singular only for one", () => {
    expect(formatCount(1, "bilde", "bilder")).toBe("1\u00a0bilde");
    expect(formatCount(2, "bilde", "bilder")).toBe("2\u00a0bilder");
    expect(formatCount(0, "bilde", "bilder")).toBe("0\u00a0bilder");
  });

  it("a label gets a colon, but not after a question mark or a colon of its own", () => {
    expect(labelBefore("Hvor lang er grøfta?")).toBe("Hvor lang er grøfta?");
    expect(labelBefore("Avstand fra sikringsskapet")).toBe("Avstand fra sikringsskapet:");
    expect(labelBefore("Merk: ")).toBe("Merk:");
  });
});
