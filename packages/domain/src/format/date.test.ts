import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateLong,
  formatDateRange,
  formatDateTime,
  formatDateTimeLong,
  formatDayOfMonth,
  formatIsoDate,
  formatMonthYear,
  formatTime,
} from "./date.ts";

describe("date formatting in Europe/Oslo with the nb locale", () => {
  it("short form is DD.MM.YY • kl. HH:mm", () => {
    expect(formatDateTime("2025-12-24T13:30:00Z")).toBe("24.12.25 • kl. 14:30");
  });

  it("long form is DD. MMMM • kl. HH:mm with Norwegian month names", () => {
    expect(formatDateTimeLong("2025-12-24T13:30:00Z")).toBe("24. desember • kl. 14:30");
    expect(formatDateTimeLong("2025-05-17T08:00:00Z")).toBe("17. mai • kl. 10:00");
  });

  it("summer time is UTC+2 and winter time UTC+1", () => {
    expect(formatDateTime(new Date("2025-07-01T10:00:00Z"))).toBe("01.07.25 • kl. 12:00");
    expect(formatDateTime(Date.UTC(2025, 0, 1, 10, 0))).toBe("01.01.25 • kl. 11:00");
  });

  it("handles the daylight-saving switch nights", () => {
    expect(formatDateTime("2025-03-30T00:59:00Z")).toBe("30.03.25 • kl. 01:59");
    expect(formatDateTime("2025-03-30T01:00:00Z")).toBe("30.03.25 • kl. 03:00");
    expect(formatDateTime("2025-10-26T00:30:00Z")).toBe("26.10.25 • kl. 02:30");
    expect(formatDateTime("2025-10-26T01:30:00Z")).toBe("26.10.25 • kl. 02:30");
  });

  it("an offset in the input is respected", () => {
    expect(formatDateTime("2025-12-24T14:30:00+01:00")).toBe("24.12.25 • kl. 14:30");
  });

  it("an ISO date-time without an offset is UTC, not the machine's zone", () => {
    expect(formatDateTime("2025-12-24T13:30:00")).toBe("24.12.25 • kl. 14:30");
    expect(formatDateTime("2025-12-24T13:30")).toBe("24.12.25 • kl. 14:30");
    expect(formatDateTime("2025-12-24 13:30")).toBe("24.12.25 • kl. 14:30");
    expect(formatDateTime("2025-07-01T10:00:00.250")).toBe("01.07.25 • kl. 12:00");
  });

  it("midnight in Oslo on both change days is that day, and the day before ends a minute earlier", () => {
    expect(formatDateTime("2026-03-28T23:00:00Z")).toBe("29.03.26 • kl. 00:00");
    expect(formatDateTime("2026-03-28T22:59:00Z")).toBe("28.03.26 • kl. 23:59");
    expect(formatDateTime("2026-10-24T22:00:00Z")).toBe("25.10.26 • kl. 00:00");
    expect(formatDateTime("2026-10-24T21:59:00Z")).toBe("24.10.26 • kl. 23:59");
    expect(formatDateLong("2026-10-25T22:59:00Z")).toBe("25. oktober 2026");
    expect(formatDateLong("2026-10-25T23:00:00Z")).toBe("26. oktober 2026");
  });

  it("every month's name, long and short", () => {
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-15`);
    expect(months.map((m) => formatMonthYear(m).split(" ")[0])).toEqual([
      "januar",
      "februar",
      "mars",
      "april",
      "mai",
      "juni",
      "juli",
      "august",
      "september",
      "oktober",
      "november",
      "desember",
    ]);
    expect(months.map((m) => formatMonthYear(m, { short: true }).split(" ")[0])).toEqual([
      "jan.",
      "feb.",
      "mars",
      "april",
      "mai",
      "juni",
      "juli",
      "aug.",
      "sep.",
      "okt.",
      "nov.",
      "des.",
    ]);
  });

  it("the day of the month has two digits, on Oslo's date", () => {
    expect(formatDayOfMonth("2026-11-05")).toBe("05");
    expect(formatDayOfMonth("2026-11-30T23:30:00Z")).toBe("01");
    expect(formatDayOfMonth("x")).toBe("");
  });

  it("date only is DD.MM.YY in Oslo, also just before midnight UTC", () => {
    expect(formatDate("2025-12-24T13:30:00Z")).toBe("24.12.25");
    expect(formatDate("2025-12-31T23:30:00Z")).toBe("01.01.26");
    expect(formatDate("2025-03-30T01:00:00Z")).toBe("30.03.25");
  });

  it("a calendar date is that date in Oslo", () => {
    expect(formatDate("2025-03-30")).toBe("30.03.25");
    expect(formatDate("2025-10-26")).toBe("26.10.25");
    expect(formatIsoDate("2025-12-24")).toBe("2025-12-24");
  });

  it("long date has the day without a leading zero, the month written out and the year", () => {
    expect(formatDateLong("2031-11-08")).toBe("8. november 2031");
    expect(formatDateLong("2025-10-26T23:30:00Z")).toBe("27. oktober 2025");
  });

  it("month and year, long and short", () => {
    expect(formatMonthYear("2026-11-24")).toBe("november 2026");
    expect(formatMonthYear("2026-11-24", { short: true })).toBe("nov. 2026");
    expect(formatMonthYear("2026-05-01", { short: true })).toBe("mai 2026");
    expect(formatMonthYear("2026-02-28T23:30:00Z")).toBe("mars 2026");
  });

  it("time is HH:mm in Oslo across the switch to summer time", () => {
    expect(formatTime("2025-03-30T00:59:00Z")).toBe("01:59");
    expect(formatTime("2025-03-30T01:00:00Z")).toBe("03:00");
    expect(formatTime("2025-10-26T01:30:00Z")).toBe("02:30");
  });

  it("ISO date is the Oslo calendar date, not the UTC one", () => {
    expect(formatIsoDate("2025-06-30T22:30:00Z")).toBe("2025-07-01");
    expect(formatIsoDate(new Date("2025-01-01T22:59:00Z"))).toBe("2025-01-01");
  });

  it("a range of days leaves out what both ends share", () => {
    expect(formatDateRange("2026-11-23", "2026-11-29")).toBe("23.–29. november 2026");
    expect(formatDateRange("2026-11-30", "2026-12-06")).toBe("30. november–6. desember 2026");
    expect(formatDateRange("2026-12-28", "2027-01-03")).toBe("28. desember 2026–3. januar 2027");
  });

  it("an invalid date gives an empty string", () => {
    const invalid = ["ikke en dato", Number.NaN, "2025-13-45"];
    for (const value of invalid) {
      expect(formatDateTime(value)).toBe("");
      expect(formatDateTimeLong(value)).toBe("");
      expect(formatDate(value)).toBe("");
      expect(formatDateLong(value)).toBe("");
      expect(formatMonthYear(value)).toBe("");
      expect(formatTime(value)).toBe("");
      expect(formatIsoDate(value)).toBe("");
      expect(formatDateRange(value, "2026-11-29")).toBe("");
    }
  });

  it("property: the short and long forms always have the same shape", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatDateTime(date)).toMatch(/^\d{2}\.\d{2}\.\d{2} • kl\. \d{2}:\d{2}$/);
          expect(formatDateTimeLong(date)).toMatch(/^\d{2}\. [a-zø]+ • kl\. \d{2}:\d{2}$/);
          expect(formatDate(date)).toMatch(/^\d{2}\.\d{2}\.\d{2}$/);
        },
      ),
    );
  });
});
