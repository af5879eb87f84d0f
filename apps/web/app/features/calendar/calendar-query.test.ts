import { describe, expect, it } from "vitest";
import { calendarQueryFromUrl, calendarRange, calendarSearch, datesOf, stepDate } from "./calendar-query";

const NOW = Date.parse("2026-11-26T10:00:00Z");
const from = (search: string) => calendarQueryFromUrl(new URLSearchParams(search), NOW);

describe("the calendar's period in the URL", () => {
  it("reads view and date, and falls back to this week for missing or broken values", () => {
    expect(from("view=day&date=2026-11-23")).toEqual({ view: "day", date: "2026-11-23" });
    expect(from("")).toEqual({ view: "week", date: "2026-11-26" });
    expect(from("view=year&date=2026-02-30")).toEqual({ view: "week", date: "2026-11-26" });
    expect(calendarSearch({ view: "month", date: "2026-11-01" })).toBe("?view=month&date=2026-11-01");
  });

  it("asks the API for a day, a week from Monday, or a month with its leading and trailing weeks", () => {
    expect(calendarRange({ view: "day", date: "2026-11-26" })).toEqual({
      from: "2026-11-26",
      to: "2026-11-27",
    });
    expect(calendarRange({ view: "week", date: "2026-11-26" })).toEqual({
      from: "2026-11-23",
      to: "2026-11-30",
    });
    // November 2026 starts on a Sunday and ends on a Monday.
    const month = calendarRange({ view: "month", date: "2026-11-26" });
    expect(month).toEqual({ from: "2026-10-26", to: "2026-12-07" });
    expect(datesOf(month)).toHaveLength(42);
  });

  it("steps a day, a week or a month back and ahead, across the year's end", () => {
    expect(stepDate({ view: "day", date: "2026-12-31" }, 1)).toBe("2027-01-01");
    expect(stepDate({ view: "week", date: "2026-11-26" }, -1)).toBe("2026-11-19");
    expect(stepDate({ view: "month", date: "2026-01-31" }, -1)).toBe("2025-12-01");
    expect(stepDate({ view: "month", date: "2026-12-15" }, 1)).toBe("2027-01-01");
  });
});
