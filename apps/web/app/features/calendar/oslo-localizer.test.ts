import { osloDate, osloTime, osloToUtc } from "@mt/domain/time/oslo-clock";
import { describe, expect, it } from "vitest";
import { osloLocalizer as L } from "./oslo-localizer";

const oslo = (date: string, time = "00:00") => new Date(osloToUtc(date, time));
const wall = (d: Date) => `${osloDate(d.getTime())} ${osloTime(d.getTime())}`;
const HOUR = 3_600_000;

describe("the calendar's dates on Oslo's clock", () => {
  it("starts the week on Monday in Oslo, also when UTC is still on Sunday", () => {
    const mondayNight = new Date("2026-11-22T23:30:00Z");
    expect(wall(L.startOf(mondayNight, "week", 1))).toBe("2026-11-23 00:00");
    expect(wall(L.endOf(mondayNight, "week", 1))).toBe("2026-11-29 23:59");
    expect(L.isSameDate(mondayNight, oslo("2026-11-23", "12:00"))).toBe(true);
    expect(L.eq(new Date("2026-07-15T22:30:00Z"), new Date("2026-07-16T10:00:00Z"), "day")).toBe(true);
  });

  it("has a day of 23 hours in March and of 25 in October, and a day on keeps the time of day", () => {
    for (const [day, hours] of [
      ["2026-03-29", 23],
      ["2026-10-25", 25],
    ] as const) {
      const morning = oslo(day, "08:00");
      expect(wall(L.startOf(morning, "day"))).toBe(`${day} 00:00`);
      expect(L.diff(L.startOf(morning, "day"), L.endOf(morning, "day"), "minutes")).toBe(hours * 60 - 1);
      const before = L.add(morning, -1, "day");
      expect(wall(before)).toMatch(/ 08:00$/);
      expect(morning.getTime() - before.getTime()).toBe(hours * HOUR);
      expect(L.diff(before, morning, "day")).toBe(1);
      expect(L.diff(morning, before, "day")).toBe(-1);
    }
  });

  it("lays the day grid out from 06:00 Oslo also on the change days", () => {
    for (const day of ["2026-03-29", "2026-10-25", "2026-11-24"]) {
      const min = oslo(day, "06:00");
      const minutes = L.getMinutesFromMidnight(min);
      expect(minutes).toBe(360);
      expect(L.getSlotDate(min, minutes, 0)).toEqual(min);
      expect(wall(L.getSlotDate(min, minutes, 150))).toBe(`${day} 08:30`);
      expect(L.getTotalMin(min, oslo(day, "20:00"))).toBe(14 * 60);
      expect(L.getTimezoneOffset(min)).toBe(L.getTimezoneOffset(oslo(day, "20:00")));
    }
  });

  it("shows a month as whole weeks of Oslo days, across the change to summer time", () => {
    const days = L.visibleDays(oslo("2026-03-15", "12:00"), L);
    expect(days).toHaveLength(42);
    expect(wall(days[0] as Date)).toBe("2026-02-23 00:00");
    expect(wall(days[41] as Date)).toBe("2026-04-05 00:00");
    expect(days.every((d) => wall(d).endsWith(" 00:00"))).toBe(true);
    expect(new Set(days.map((d) => osloDate(d.getTime()))).size).toBe(42);
    expect(wall(L.lastVisibleDay(oslo("2026-03-15"), L))).toBe("2026-04-05 23:59");
  });

  it("adds months to the same day, or the month's last", () => {
    expect(wall(L.add(oslo("2026-01-31", "10:00"), 1, "month"))).toBe("2026-02-28 10:00");
    expect(wall(L.add(oslo("2026-03-31", "10:00"), -1, "month"))).toBe("2026-02-28 10:00");
    expect(wall(L.add(oslo("2026-11-24"), 1, "week"))).toBe("2026-12-01 00:00");
    expect(L.diff(oslo("2026-01-31"), oslo("2026-03-01"), "month")).toBe(1);
  });

  it("sets a day's time from another date, and compares and rounds by Oslo days", () => {
    expect(wall(L.merge(oslo("2026-03-29"), oslo("2026-01-05", "14:30")) as Date)).toBe("2026-03-29 14:30");
    expect(L.inRange(oslo("2026-03-29", "23:59"), oslo("2026-03-29"), oslo("2026-03-29", "00:01"))).toBe(
      true,
    );
    expect(wall(L.ceil(oslo("2026-10-25", "00:01"), "day"))).toBe("2026-10-26 00:00");
  });

  it("takes what runs from an Oslo midnight to another as whole days, not a UTC one", () => {
    expect(L.startAndEndAreDateOnly(oslo("2026-11-24"), oslo("2026-11-26"))).toBe(true);
    expect(L.startAndEndAreDateOnly(new Date("2026-11-24T00:00:00Z"), new Date("2026-11-25T00:00:00Z"))).toBe(
      false,
    );
  });

  it("writes the grid's headings in Norwegian", () => {
    const write = (name: keyof typeof L.formats, value: unknown) =>
      (L.formats[name] as (value: unknown, culture: string, localizer: typeof L) => string)(value, "nb", L);
    const monday = oslo("2026-11-23", "14:30");
    expect(write("dateFormat", oslo("2026-11-05"))).toBe("05");
    expect(write("dayFormat", monday)).toBe("man. 23.11.");
    expect(write("weekdayFormat", monday)).toBe("mandag");
    expect(write("dayHeaderFormat", monday)).toBe("mandag 23. november");
    expect(write("monthHeaderFormat", monday)).toBe("november 2026");
    expect(write("timeGutterFormat", monday)).toBe("14:30");
    expect(write("eventTimeRangeStartFormat", { start: monday, end: monday })).toBe("14:30 – ");
    expect(() => L.format(monday, "LLLL")).toThrow(RangeError);
  });
});
