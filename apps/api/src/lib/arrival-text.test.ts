import { describe, expect, it } from "vitest";
import { arrivalText } from "./arrival-text.ts";

describe("the arrival window in messages", () => {
  it("names the Oslo weekday and the window's times", () => {
    const window = {
      windowStartsAt: new Date("2026-12-01T11:00:00Z"),
      windowEndsAt: new Date("2026-12-01T15:00:00Z"),
    };
    expect(arrivalText(window)).toBe("tirsdag 1. desember med oppmøte mellom kl. 12:00 og 16:00");
  });
});
