import { describe, expect, it } from "vitest";
import { formatWorkTime } from "./duration.ts";

describe("formatWorkTime", () => {
  it("writes minutes, hours, and hours with minutes", () => {
    expect(formatWorkTime(45)).toBe("45 min");
    expect(formatWorkTime(180)).toBe("3 t");
    expect(formatWorkTime(150)).toBe("2 t 30 min");
    expect(formatWorkTime(0)).toBe("0 min");
  });
});
