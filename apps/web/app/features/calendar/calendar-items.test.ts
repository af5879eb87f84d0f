import { describe, expect, it } from "vitest";
import { calendarFixture } from "./calendar-fixture";
import { agendaDays, calendarItems, calendarShades, exceptionLabel, isWorkingTime } from "./calendar-items";
import { calendarRange, datesOf } from "./calendar-query";

describe("the calendar's data as events", () => {
  it("makes each job, inspection and claim visit an event in its electrician's column that opens the project", () => {
    const items = calendarItems(calendarFixture());
    expect(items.map((i) => [i.kind, i.title, i.status, i.electricianName, i.href])).toEqual([
      ["job", "Jobb 100123 · Storgata 1, Oslo", "Planlagt", "Per Nilsen", "/prosjekter/100123"],
      [
        "inspection",
        "Befaring 100200 · Solveien 3, Bærum",
        "Befaring bestilt",
        "Kari Hansen",
        "/prosjekter/100200",
      ],
      ["claim", "Reklamasjon 100077 · Kirkeveien 7", "Planlagt", "Per Nilsen", "/prosjekter/100077"],
    ]);
    expect(items[0]?.resourceId).toBe("11111111-1111-4111-8111-111111111111");
    expect(items[0]?.start.toISOString()).toBe("2026-11-24T07:00:00.000Z");
  });

  it("labels time off, with the note, and gives an unknown kind a readable label", () => {
    expect(calendarShades(calendarFixture()).map((s) => [s.kind, s.title, s.electricianName])).toEqual([
      ["sick", "Syk", "Per Nilsen"],
      ["extra", "Ekstra arbeidstid: Lørdagsvakt", "Kari Hansen"],
    ]);
    expect(calendarShades(calendarFixture("overtime"))[1]?.title).toBe("Avvik fra arbeidstid: Lørdagsvakt");
    expect(exceptionLabel("holiday")).toBe("Ferie");
    expect(exceptionLabel("blocked")).toBe("Sperret tid");
  });

  it("knows the working time to shade", () => {
    const [per] = calendarFixture().electricians;
    expect(isWorkingTime(per, new Date("2026-11-24T06:30:00Z"))).toBe(true);
    expect(isWorkingTime(per, new Date("2026-11-24T14:30:00Z"))).toBe(false);
    expect(isWorkingTime(undefined, new Date("2026-11-24T08:00:00Z"))).toBe(false);
  });

  it("lists the days that have something for the phone agenda, with bookings by start", () => {
    const days = agendaDays(calendarFixture(), datesOf(calendarRange({ view: "week", date: "2026-11-24" })));
    expect(
      days.map((d) => [d.date, d.items.map((i) => i.projectNumber), d.shades.map((s) => s.title)]),
    ).toEqual([
      ["2026-11-24", [100123, 100200], []],
      ["2026-11-25", [], ["Syk"]],
      ["2026-11-26", [100077], []],
      ["2026-11-28", [], ["Ekstra arbeidstid: Lørdagsvakt"]],
    ]);
    expect(days[0]?.working).toEqual([{ electricianName: "Per Nilsen", text: "07:30–15:30" }]);
  });
});
