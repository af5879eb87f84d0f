import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  osloDate,
  osloOffsetMinutes,
  osloTime,
  osloToUtc,
  osloWall,
  osloWallToUtc,
  parseTime,
  weekday,
} from "./oslo-clock.ts";

const iso = (ms: number) => new Date(ms).toISOString();

describe("Oslo wall clock", () => {
  it("is one hour ahead of UTC in winter and two in summer", () => {
    expect(osloOffsetMinutes(Date.parse("2026-01-15T12:00:00Z"))).toBe(60);
    expect(osloOffsetMinutes(Date.parse("2026-07-15T12:00:00Z"))).toBe(120);
  });

  it("answers as the platform's time-zone database does, minute by minute, around both changes of 2026 and 2027", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Oslo",
      timeZoneName: "longOffset",
    });
    const askIntl = (instant: number) => {
      const name = intl.formatToParts(new Date(instant)).find((p) => p.type === "timeZoneName")?.value;
      const [, sign, h, m] = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "") ?? [];
      return (sign === "-" ? -1 : 1) * (Number(h) * 60 + Number(m));
    };
    for (const change of ["2026-03-29T01:00:00Z", "2026-10-25T01:00:00Z", "2027-03-28T01:00:00Z"]) {
      const at = Date.parse(change);
      for (let t = at - 3 * 3_600_000; t < at + 3 * 3_600_000; t += 60_000) {
        expect(osloOffsetMinutes(t)).toBe(askIntl(t));
        expect(osloOffsetMinutes(t + 59_999)).toBe(askIntl(t + 59_999));
      }
    }
    expect(osloDate(Date.parse("2026-03-28T22:59:59.999Z"))).toBe("2026-03-28");
    expect(osloDate(Date.parse("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(osloDate(Date.parse("2026-10-24T21:59:59.999Z"))).toBe("2026-10-24");
    expect(osloDate(Date.parse("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
  });

  it("converts local times to UTC on ordinary days", () => {
    expect(iso(osloToUtc("2026-01-15", "08:00"))).toBe("2026-01-15T07:00:00.000Z");
    expect(iso(osloToUtc("2026-07-15", "08:00"))).toBe("2026-07-15T06:00:00.000Z");
    expect(iso(osloToUtc("2026-07-15", "24:00"))).toBe("2026-07-15T22:00:00.000Z");
  });

  it("handles the spring-forward day (last Sunday of March): the skipped hour moves forward", () => {
    expect(iso(osloToUtc("2026-03-29", "01:30"))).toBe("2026-03-29T00:30:00.000Z");
    expect(iso(osloToUtc("2026-03-29", "02:30"))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(osloToUtc("2026-03-29", "03:30"))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(osloToUtc("2026-03-29", "08:00"))).toBe("2026-03-29T06:00:00.000Z");
    // The day has 23 hours.
    expect(osloToUtc("2026-03-30", "00:00") - osloToUtc("2026-03-29", "00:00")).toBe(23 * 3_600_000);
  });

  it("handles the fall-back day (last Sunday of October): the repeated hour takes the first", () => {
    expect(iso(osloToUtc("2026-10-25", "02:30"))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(osloToUtc("2026-10-25", "03:30"))).toBe("2026-10-25T02:30:00.000Z");
    expect(iso(osloToUtc("2026-10-25", "08:00"))).toBe("2026-10-25T07:00:00.000Z");
    expect(osloToUtc("2026-10-26", "00:00") - osloToUtc("2026-10-25", "00:00")).toBe(25 * 3_600_000);
  });

  it("gives the Oslo wall-clock time of an instant as Intl does, across both changes", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Oslo",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const change of ["2026-03-29T01:00:00Z", "2026-10-25T01:00:00Z"]) {
      const at = Date.parse(change);
      for (let t = at - 2 * 3_600_000; t < at + 2 * 3_600_000; t += 7 * 60_000 + 13_000)
        expect(osloTime(t)).toBe(intl.format(new Date(t)));
    }
    expect(osloTime(Date.parse("2026-10-25T00:30:00Z"))).toBe("02:30");
    expect(osloTime(Date.parse("2026-10-25T01:30:00Z"))).toBe("02:30");
    expect(osloTime(Date.parse("2026-03-29T01:00:00Z"))).toBe("03:00");
  });

  it("gives the Oslo date of an instant, which may differ from the UTC date", () => {
    expect(osloDate(Date.parse("2026-07-15T22:30:00Z"))).toBe("2026-07-16");
    expect(osloDate(Date.parse("2026-01-15T22:30:00Z"))).toBe("2026-01-15");
  });

  it("adds calendar days and names ISO weekdays", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(weekday("2026-11-23")).toBe(1);
    expect(weekday("2026-11-22")).toBe(7);
  });

  it("reads an instant as Oslo's wall clock and back, also on both change days", () => {
    const wall = (text: string) => Date.parse(`${text}Z`);
    expect(osloWall(Date.parse("2026-03-29T00:59:00Z"))).toBe(wall("2026-03-29T01:59"));
    expect(osloWall(Date.parse("2026-03-29T01:00:00Z"))).toBe(wall("2026-03-29T03:00"));
    expect(osloWall(Date.parse("2026-10-25T00:30:00Z"))).toBe(wall("2026-10-25T02:30"));
    expect(osloWall(Date.parse("2026-10-25T01:30:00Z"))).toBe(wall("2026-10-25T02:30"));
    expect(iso(osloWallToUtc(wall("2026-03-29T02:30")))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(osloWallToUtc(wall("2026-10-25T02:30")))).toBe("2026-10-25T00:30:00.000Z");
    for (let t = Date.parse("2026-10-24T20:00:00Z"); t < Date.parse("2026-10-25T04:00:00Z"); t += 600_000) {
      const back = osloWallToUtc(osloWall(t));
      // The repeated hour comes back as its first occurrence, an hour earlier.
      expect(back === t || back === t - 3_600_000).toBe(true);
      expect(osloWall(back)).toBe(osloWall(t));
    }
  });

  it("adds months, ending on the month's last day when it lacks the date", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2024-02-29", 60)).toBe("2029-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-11-15", -11)).toBe("2025-12-15");
    expect(addMonths("2026-12-01", 1)).toBe("2027-01-01");
  });

  it("counts calendar days between dates, 23- and 25-hour days as one", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-12-31", "2026-01-01")).toBe(-364);
    expect(daysBetween("2026-11-24", "2026-11-24")).toBe(0);
  });

  it("refuses malformed dates and times", () => {
    expect(() => osloToUtc("2026-1-1", "08:00")).toThrow(RangeError);
    expect(() => parseTime("8:00")).toThrow(RangeError);
    expect(() => parseTime("25:00")).toThrow(RangeError);
  });
});
