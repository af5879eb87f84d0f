import { describe, expect, it } from "vitest";
import { isoWeek, isoWeekYear, mondayOf } from "./iso-week.ts";
import { addDays, weekday } from "./oslo-clock.ts";

describe("ISO week numbers", () => {
  it.each([
    ["2026-11-23", 48],
    ["2026-01-01", 1],
    ["2025-12-29", 1],
    ["2026-12-28", 53],
    ["2026-12-31", 53],
    ["2027-01-01", 53],
    ["2027-01-03", 53],
    ["2027-01-04", 1],
    ["2024-12-30", 1],
    ["2021-01-03", 53],
    ["2022-01-02", 52],
  ])("puts %s in week %i", (date, week) => {
    expect(isoWeek(date)).toBe(week);
  });

  it("keeps one number from Monday to Sunday and counts up by one each week, across years", () => {
    let monday = "2019-12-30";
    let previous = isoWeek(monday);
    for (let i = 0; i < 520; i++) {
      for (let d = 1; d < 7; d++) expect(isoWeek(addDays(monday, d))).toBe(previous);
      monday = addDays(monday, 7);
      const week = isoWeek(monday);
      expect(week === previous + 1 || (week === 1 && (previous === 52 || previous === 53))).toBe(true);
      previous = week;
    }
  });

  it("finds the Monday of a date's week", () => {
    expect(mondayOf("2026-11-26")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2027-01-03")).toBe("2026-12-28");
    expect(weekday(mondayOf("2026-03-01"))).toBe(1);
  });
});

describe("the year an ISO week belongs to", () => {
  it.each([
    ["2025-12-29", 2026],
    ["2026-11-23", 2026],
    ["2027-01-03", 2026],
    ["2027-01-04", 2027],
    ["2021-01-03", 2020],
  ])("puts %s in a week of %i", (date, year) => {
    expect(isoWeekYear(date)).toBe(year);
  });
});
