import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDateTime, formatDateTimeLong, formatInOslo } from "./date.ts";

describe("date formatting in Europe/Oslo with the nb locale", () => {
  it("short form is DD.MM.YY • kl. HH:mm", () => {
    expect(formatDateTime("2025-12-24T13:30:00Z")).toBe("24.12.25 • kl. 14:30");
  });

  it("long form is DD. MMMM • kl. HH:mm with Norwegian month names", () => {
    expect(formatDateTimeLong("2025-12-24T13:30:00Z")).toBe("24. desember • kl. 14:30");
    expect(formatDateTimeLong("2025-05-17T08:00:00Z")).toBe("17. mai • kl. 10:00");
  });

  it("month abbreviations are lower case with a full stop, as Norwegian writes them", () => {
    expect(formatInOslo("2026-11-24T12:00:00Z", "D. MMM")).toBe("24. nov.");
    expect(formatInOslo("2026-05-17T12:00:00Z", "D. MMM")).toBe("17. mai");
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

  it("an invalid date gives an empty string", () => {
    expect(formatDateTime("ikke en dato")).toBe("");
    expect(formatDateTimeLong(Number.NaN)).toBe("");
    expect(formatInOslo("x", "YYYY")).toBe("");
  });

  it("other layouts can use the same zone and locale", () => {
    expect(formatInOslo("2025-12-24T13:30:00Z", "dddd D. MMMM YYYY")).toBe("onsdag 24. desember 2025");
  });

  it("property: the short form always has the same shape", () => {
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
        },
      ),
    );
  });
});
