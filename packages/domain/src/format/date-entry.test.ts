import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATE_ENTRY_MESSAGE, dateEntryProblem, formatDateEntry, parseDateEntry } from "./date-entry.ts";

describe("parseDateEntry: what a person types in a date field", () => {
  it("reads dd.mm.åååå, also with one-digit day or month", () => {
    expect(parseDateEntry("24.12.2026")).toBe("2026-12-24");
    expect(parseDateEntry(" 7.1.2027 ")).toBe("2027-01-07");
  });

  it("takes a comma, slash, dash or space between the parts, or none, and an ISO date", () => {
    expect(parseDateEntry("24,12,2026")).toBe("2026-12-24");
    expect(parseDateEntry("24/12/2026")).toBe("2026-12-24");
    expect(parseDateEntry("24-12-2026")).toBe("2026-12-24");
    expect(parseDateEntry("24 12 2026")).toBe("2026-12-24");
    expect(parseDateEntry("2026-12-24")).toBe("2026-12-24");
    expect(parseDateEntry("24122026")).toBe("2026-12-24");
  });

  it("wants the whole year, so that no text is a date halfway through typing another", () => {
    expect(parseDateEntry("24.12.26")).toBeNull();
    expect(parseDateEntry("241226")).toBeNull();
    expect(parseDateEntry("24.12.20")).toBeNull();
  });

  it("refuses days that do not exist and other orders", () => {
    expect(parseDateEntry("31.02.2026")).toBeNull();
    expect(parseDateEntry("29.02.2025")).toBeNull();
    expect(parseDateEntry("29.02.2024")).toBe("2024-02-29");
    expect(parseDateEntry("0.12.2026")).toBeNull();
    expect(parseDateEntry("24.13.2026")).toBeNull();
    expect(parseDateEntry("2026-02-31")).toBeNull();
    expect(parseDateEntry("24.12.2026.")).toBeNull();
    expect(parseDateEntry("24.12.202")).toBeNull();
    expect(parseDateEntry("2412202")).toBeNull();
    expect(parseDateEntry("")).toBeNull();
    expect(parseDateEntry("i morgen")).toBeNull();
  });
});

describe("formatDateEntry", () => {
  it("writes an ISO date as dd.mm.åååå, and nothing for anything else", () => {
    expect(formatDateEntry("2026-12-24")).toBe("24.12.2026");
    expect(formatDateEntry("2027-01-07")).toBe("07.01.2027");
    expect(formatDateEntry("")).toBe("");
    expect(formatDateEntry("24.12.2026")).toBe("");
  });

  it("reads back what it writes, for every day from 1900 to 2199", () => {
    const day = fc.date({
      min: new Date("1900-01-01T00:00:00Z"),
      max: new Date("2199-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(parseDateEntry(formatDateEntry(iso))).toBe(iso);
      }),
    );
  });
});

describe("dateEntryProblem", () => {
  it("says nothing for an empty field or a date inside the limits", () => {
    expect(dateEntryProblem("")).toBeNull();
    expect(dateEntryProblem("24.12.2026", { min: "2026-12-24", max: "2026-12-24" })).toBeNull();
  });

  it("explains a text that is not a date, and a date outside the limits, in Norwegian", () => {
    expect(dateEntryProblem("31.02.2026")).toBe(DATE_ENTRY_MESSAGE);
    expect(dateEntryProblem("23.12.2026", { min: "2026-12-24" })).toBe(
      "Velg en dato fra og med 24. desember 2026",
    );
    expect(dateEntryProblem("01.01.2027", { max: "2026-12-31" })).toBe(
      "Velg en dato til og med 31. desember 2026",
    );
  });
});
