import { describe, expect, it } from "vitest";
import { formatDayHeading, formatDayNumeric, formatDayShort, formatWeekday } from "./weekday.ts";

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

  it("the weekday alone, and a calendar column's day with its date in numbers", () => {
    const week = [
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ];
    expect(week.map((d) => formatWeekday(d))).toEqual([
      "mandag",
      "tirsdag",
      "onsdag",
      "torsdag",
      "fredag",
      "lørdag",
      "søndag",
    ]);
    expect(formatWeekday("2026-11-29", { short: true })).toBe("søn.");
    expect(formatDayNumeric("2026-11-23")).toBe("man. 23.11.");
    expect(formatDayNumeric("2027-01-05")).toBe("tir. 5.1.");
    // 23:30 UTC on Saturday 28 March is Sunday in Oslo.
    expect(formatDayNumeric("2026-03-28T23:30:00Z")).toBe("søn. 29.3.");
  });

  it("an invalid date gives an empty string", () => {
    expect(formatWeekday("x")).toBe("");
    expect(formatDayNumeric(Number.NaN)).toBe("");
    expect(formatDayHeading("x")).toBe("");
    expect(formatDayShort(Number.NaN)).toBe("");
  });
});
