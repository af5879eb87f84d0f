import { describe, expect, it } from "vitest";
import { osloToUtc } from "./oslo-clock.ts";
import {
  affectedByChange,
  exceptionAround,
  type WorkingTimeRules,
  weekProblem,
  workingIntervals,
} from "./working-time.ts";

const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
const rules = (over: Partial<WorkingTimeRules> = {}): WorkingTimeRules => ({
  week: weekdays("08:00", "16:00"),
  exceptions: [],
  openDays: new Set(),
  ...over,
});
const at = osloToUtc;
const H = 3_600_000;

describe("workingIntervals", () => {
  it("lays the week on Oslo days: eight hours on the 23-hour and the 25-hour Sunday", () => {
    for (const date of ["2026-03-29", "2026-10-25"]) {
      const [day] = workingIntervals(rules(), at(date, "00:00"), at(date, "23:59"));
      expect(day).toEqual({ start: at(date, "08:00"), end: at(date, "16:00") });
      expect((day?.end ?? 0) - (day?.start ?? 0)).toBe(8 * H);
    }
    // 08:00 Oslo is 06:00 UTC after the spring change and 07:00 UTC after the autumn one.
    expect(new Date(at("2026-03-29", "08:00")).toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(new Date(at("2026-10-25", "08:00")).toISOString()).toBe("2026-10-25T07:00:00.000Z");
  });

  it("closes public holidays unless opened, adds extra time and takes time off away", () => {
    const may17 = "2026-05-17";
    expect(workingIntervals(rules(), at(may17, "00:00"), at(may17, "23:00"))).toEqual([]);
    expect(
      workingIntervals(rules({ openDays: new Set([may17]) }), at(may17, "00:00"), at(may17, "23:00")),
    ).toHaveLength(1);
    const day = "2026-06-02";
    const changed = rules({
      exceptions: [
        { kind: "extra", start: at(day, "16:00"), end: at(day, "19:00") },
        { kind: "blocked", start: at(day, "12:00"), end: at(day, "13:00") },
      ],
    });
    expect(workingIntervals(changed, at(day, "00:00"), at(day, "23:00"))).toEqual([
      { start: at(day, "08:00"), end: at(day, "12:00") },
      { start: at(day, "13:00"), end: at(day, "19:00") },
    ]);
  });
});

describe("affectedByChange", () => {
  const now = at("2026-03-01", "12:00");
  const job = (id: string, date: string, start: string, end: string) => ({
    id,
    start: at(date, start),
    end: at(date, end),
  });

  it("lists jobs on the changeover Sundays that a holiday takes, and not those it leaves", () => {
    const booked = [
      job("spring", "2026-03-29", "09:00", "11:00"),
      job("autumn", "2026-10-25", "14:00", "16:00"),
      job("free", "2026-03-30", "09:00", "11:00"),
    ];
    const after = (date: string) =>
      rules({ exceptions: [{ kind: "holiday", start: at(date, "00:00"), end: at(date, "23:59") }] });
    expect(affectedByChange(booked, rules(), after("2026-03-29"), now).map((b) => b.id)).toEqual(["spring"]);
    expect(affectedByChange(booked, rules(), after("2026-10-25"), now).map((b) => b.id)).toEqual(["autumn"]);
  });

  it("counts hours on the wall clock: a shorter Sunday week takes the afternoon job only", () => {
    const booked = [
      job("morning", "2026-10-25", "08:00", "10:00"),
      job("afternoon", "2026-10-25", "14:00", "16:00"),
    ];
    const shorter = rules({ week: weekdays("08:00", "12:00") });
    expect(affectedByChange(booked, rules(), shorter, now).map((b) => b.id)).toEqual(["afternoon"]);
  });

  it("ignores past jobs and jobs that were outside the week already", () => {
    const booked = [
      job("past", "2026-02-20", "09:00", "11:00"),
      job("evening", "2026-03-10", "18:00", "20:00"),
    ];
    const none = rules({ week: [] });
    expect(affectedByChange(booked, rules(), none, now)).toEqual([]);
  });

  it("a kept job's hole leaves it inside working time", () => {
    const j = job("kept", "2026-04-07", "09:00", "11:00");
    const holiday = { start: at("2026-04-06", "00:00"), end: at("2026-04-10", "00:00") };
    const pieces = exceptionAround(holiday, [j]);
    expect(pieces).toEqual([
      { start: holiday.start, end: j.start },
      { start: j.end, end: holiday.end },
    ]);
    const after = rules({ exceptions: pieces.map((p) => ({ ...p, kind: "holiday" as const })) });
    expect(affectedByChange([j], rules(), after, now)).toEqual([]);
  });
});

describe("weekProblem", () => {
  it("refuses bad times, reversed stretches and overlaps in Norwegian", () => {
    expect(weekProblem([{ weekday: 1, start: "7:30", end: "15:00" }])).toMatch(/TT:MM/);
    expect(weekProblem([{ weekday: 1, start: "15:00", end: "15:00" }])).toBe(
      "Sluttid må være etter starttid",
    );
    expect(
      weekProblem([
        { weekday: 2, start: "08:00", end: "12:00" },
        { weekday: 2, start: "11:00", end: "16:00" },
      ]),
    ).toBe("To arbeidstider samme dag overlapper");
    expect(weekProblem(weekdays("07:30", "15:30"))).toBeNull();
  });
});
