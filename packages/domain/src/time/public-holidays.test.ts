import { describe, expect, it } from "vitest";
import { weekday } from "./oslo-clock.ts";
import { easterSunday, publicHoliday, publicHolidays } from "./public-holidays.ts";

describe("Norwegian public holidays", () => {
  it("finds Easter Sunday (checked against the almanac)", () => {
    expect([2024, 2025, 2026, 2027, 2028, 2038].map(easterSunday)).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2038-04-25",
    ]);
  });

  it("puts Easter on a Sunday between 22 March and 25 April, every year of two centuries", () => {
    for (let year = 1900; year < 2100; year++) {
      const easter = easterSunday(year);
      expect(weekday(easter)).toBe(7);
      expect(easter.slice(5) >= "03-22" && easter.slice(5) <= "04-25").toBe(true);
    }
  });

  it.each([
    [2026, "01-01 04-02 04-03 04-05 04-06 05-01 05-14 05-17 05-24 05-25 12-25 12-26"],
    // Whit Monday falls on Constitution Day: one day off under both names.
    [2027, "01-01 03-25 03-26 03-28 03-29 05-01 05-06 05-16 05-17 12-25 12-26"],
    [2028, "01-01 04-13 04-14 04-16 04-17 05-01 05-17 05-25 06-04 06-05 12-25 12-26"],
  ])("lists the holidays of %i", (year, days) => {
    expect([...publicHolidays(year).keys()].sort()).toEqual(days.split(" ").map((day) => `${year}-${day}`));
  });

  it("names a holiday and says null for a working day", () => {
    expect(publicHoliday("2026-05-17")).toBe("Grunnlovsdag");
    expect(publicHoliday("2026-12-25")).toBe("1. juledag");
    expect(publicHoliday("2026-04-03")).toBe("Langfredag");
    expect(publicHoliday("2026-12-24")).toBeNull();
    expect(publicHoliday("2026-05-18")).toBeNull();
    expect(publicHoliday("17. mai")).toBeNull();
    expect(publicHoliday("2027-05-17")).toBe("Grunnlovsdag, 2. pinsedag");
    expect(publicHoliday("2028-06-05")).toBe("2. pinsedag");
  });
});
