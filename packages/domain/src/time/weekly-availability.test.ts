import { describe, expect, it } from "vitest";
import { expandWeekly } from "./weekly-availability.ts";

const hours = (i: { start: number; end: number }) => (i.end - i.start) / 3_600_000;

describe("weekly availability", () => {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "08:00", end: "16:00" }));

  it("lays the pattern on weekdays only", () => {
    const week = expandWeekly(weekdays, "2026-11-23", "2026-11-29");
    expect(week).toHaveLength(5);
    expect(new Date(week[0]!.start).toISOString()).toBe("2026-11-23T07:00:00.000Z");
  });

  it("keeps eight working hours on the spring-forward and fall-back Sundays", () => {
    const sunday = [{ weekday: 7, start: "08:00", end: "16:00" }];
    const [spring] = expandWeekly(sunday, "2026-03-29", "2026-03-29");
    const [autumn] = expandWeekly(sunday, "2026-10-25", "2026-10-25");
    expect(hours(spring!)).toBe(8);
    expect(hours(autumn!)).toBe(8);
    expect(new Date(spring!.start).toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(new Date(autumn!.start).toISOString()).toBe("2026-10-25T07:00:00.000Z");
  });

  it("counts a night stretch across the change by the real clock: 23 h on the short night, 25 h on the long", () => {
    const allDay = [{ weekday: 7, start: "00:00", end: "24:00" }];
    expect(hours(expandWeekly(allDay, "2026-03-29", "2026-03-29")[0]!)).toBe(23);
    expect(hours(expandWeekly(allDay, "2026-10-25", "2026-10-25")[0]!)).toBe(25);
  });

  it("skips an empty or inverted stretch", () => {
    expect(expandWeekly([{ weekday: 1, start: "12:00", end: "12:00" }], "2026-11-23", "2026-11-23")).toEqual(
      [],
    );
  });
});
