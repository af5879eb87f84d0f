import type { CalendarWire } from "@mt/contract/contractor";
import { describe, expect, it } from "vitest";
import { busyWireEvents, calendarWireFixture } from "./calendar-fixture";
import { dayKey, MONTH_DAY_LIMIT, shownCalendar, WEEK_CELL_LIMIT } from "./calendar-shown";

const numbers = (wire: CalendarWire) => wire.electricians.map((person) => person.events.map((e) => e[3]));

/** The fixture's week with `count` more jobs on Per Nilsen's Tuesday from 07:00, before his own. */
function busyTuesday(count: number): CalendarWire {
  const wire = calendarWireFixture();
  const [per, kari] = wire.electricians;
  if (!per || !kari) throw new Error("the fixture has two electricians");
  return { ...wire, electricians: [{ ...per, events: [...busyWireEvents(count), ...per.events] }, kari] };
}

describe("the calendar a page's loader sends", () => {
  it("keeps each month day's first bookings of all the electricians by start, and the count of a day cut short", () => {
    // Tuesday: ten jobs from 07:00 a quarter apart and Per's own at 08:00 (his), Kari's at 13:00.
    const wire = busyTuesday(10);
    const shown = shownCalendar(wire, { view: "month", date: "2026-11-24" }, true);
    expect(MONTH_DAY_LIMIT).toBe(8);
    // 07:00 … 08:00 (the fifth busy job and Per's own share the start), 08:15, 08:30.
    expect(numbers(shown.data)).toEqual([
      [101000, 101001, 101002, 101003, 101004, 101005, 101006, 100123, 100077],
      [],
    ]);
    expect(shown.totals).toEqual({ "2026-11-24": 12 });
    // What the view needs besides is untouched.
    expect(shown.data.electricians.map((p) => [p.uuid, p.availability, p.exceptions])).toEqual(
      wire.electricians.map((p) => [p.uuid, p.availability, p.exceptions]),
    );
    expect([shown.data.from, shown.data.to]).toEqual([wire.from, wire.to]);
  });

  it("leaves a month whose days are not full as it came", () => {
    const wire = calendarWireFixture();
    const shown = shownCalendar(wire, { view: "month", date: "2026-11-24" }, false);
    expect(shown.data).toEqual(wire);
    expect(shown.totals).toEqual({});
  });

  it("keeps each electrician's day's first bookings in the company's week, counted per electrician and day", () => {
    const wire = busyTuesday(WEEK_CELL_LIMIT + 2);
    const shown = shownCalendar(wire, { view: "week", date: "2026-11-24" }, true);
    expect(numbers(shown.data)).toEqual([[101000, 101001, 101002, 101003, 100077], [100200]]);
    expect(shown.totals).toEqual({ [dayKey("2026-11-24", "11111111-1111-4111-8111-111111111111")]: 7 });
  });

  it("counts a booking that began before the window on the day it began", () => {
    // Five jobs on Sunday 22 November from 22:45, the last ending at midnight: the day before the week.
    const wire = busyTuesday(0);
    const [per, kari] = wire.electricians;
    if (!per || !kari) throw new Error("the fixture has two electricians");
    const early = busyWireEvents(WEEK_CELL_LIMIT + 1, -75);
    const shown = shownCalendar(
      { ...wire, electricians: [{ ...per, events: [...early, ...per.events] }, kari] },
      { view: "week", date: "2026-11-24" },
      true,
    );
    expect(shown.totals).toEqual({ [dayKey("2026-11-22", per.uuid)]: WEEK_CELL_LIMIT + 1 });
    expect(numbers(shown.data)[0]).toEqual([101000, 101001, 101002, 101003, 100123, 100077]);
  });

  it("sends the day view and one electrician's week whole", () => {
    const wire = busyTuesday(30);
    for (const [view, sideBySide] of [
      ["day", true],
      ["week", false],
      ["day", false],
    ] as const) {
      const shown = shownCalendar(wire, { view, date: "2026-11-24" }, sideBySide);
      expect(shown.data).toBe(wire);
      expect(shown.totals).toEqual({});
    }
  });
});
