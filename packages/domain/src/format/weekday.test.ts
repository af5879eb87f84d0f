import { describe, expect, it } from "vitest";
import { formatDayHeading, formatDayShort } from "./weekday.ts";

describe("days with their weekday, in Oslo", () => {
  it("the heading writes the weekday and month out", () => {
    expect(formatDayHeading("2026-12-01T11:00:00Z")).toBe("tirsdag 1. desember");
    expect(formatDayHeading("2026-11-26", { year: true })).toBe("torsdag 26. november 2026");
  });

  it("the weekday is Oslo's, not UTC's, also on the switch days", () => {
    expect(formatDayHeading("2025-03-29T23:30:00Z")).toBe("søndag 30. mars");
    expect(formatDayHeading("2025-10-25T22:30:00Z")).toBe("søndag 26. oktober");
    expect(formatDayHeading("2025-10-25T21:30:00Z")).toBe("lørdag 25. oktober");
  });

  it("the short day uses the three-letter Norwegian abbreviation with its full stop", () => {
    expect(formatDayShort("2026-12-02")).toBe("ons. 2. des.");
    expect(formatDayShort("2026-11-29")).toBe("søn. 29. nov.");
    expect(formatDayShort("2026-05-18")).toBe("man. 18. mai");
    const week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
    expect(week.map((d) => formatDayShort(d).split(" ")[0])).toEqual([
      "man.",
      "tir.",
      "ons.",
      "tor.",
      "fre.",
      "lør.",
    ]);
  });

  it("an invalid date gives an empty string", () => {
    expect(formatDayHeading("x")).toBe("");
    expect(formatDayShort(Number.NaN)).toBe("");
  });
});
