import { describe, expect, it } from "vitest";
import { formatInOslo } from "./date";
import { formatMonthYear } from "./month-year";

describe("formatMonthYear", () => {
  it("names the month in Norwegian and the year, as it is in Oslo", () => {
    expect(formatMonthYear("2025-12-24T12:00:00Z")).toBe("desember 2025");
    // 23:30 UTC on 31 January is already February in Oslo.
    expect(formatMonthYear("2026-01-31T23:30:00Z")).toBe("februar 2026");
  });

  it("writes what dayjs wrote for the same instant", () => {
    for (const at of ["2025-03-01T00:15:00Z", "2025-06-30T22:30:00Z", "2025-10-26T01:30:00Z"]) {
      expect(formatMonthYear(at)).toBe(formatInOslo(at, "MMMM YYYY"));
    }
  });

  it("gives nothing for an invalid date", () => {
    expect(formatMonthYear("ikke en dato")).toBe("");
  });
});
