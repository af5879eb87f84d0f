import { osloDate } from "@mt/domain/time/oslo-clock";
import { expandWeekly } from "@mt/domain/time/weekly-availability";
import { describe, expect, it } from "vitest";
import { freeTimes } from "./free-times.ts";

describe("freeTimes", () => {
  const pattern = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "07:00", end: "17:00" }));

  it("lays out the week exactly as expandWeekly does, across both daylight-saving changes", () => {
    for (const [from, to] of [
      ["2026-03-24", "2026-04-01"],
      ["2026-10-21", "2026-10-29"],
    ] as const) {
      const [free] = freeTimes(
        [{ electricianId: 1, contractorId: 1, pattern, exceptions: [], extras: [], busy: [], openDays: [] }],
        from,
        to,
      );
      expect(free?.free).toEqual(expandWeekly(pattern, from, to));
    }
  });

  it("takes out exceptions and held time", () => {
    const day = expandWeekly(pattern, "2026-03-29", "2026-03-29")[0] as { start: number; end: number };
    const [free] = freeTimes(
      [
        {
          electricianId: 7,
          contractorId: 1,
          pattern,
          exceptions: [[day.start, day.start + 3_600_000]],
          extras: [],
          busy: [[day.end - 3_600_000, day.end]],
          openDays: [],
        },
      ],
      "2026-03-29",
      "2026-03-29",
    );
    expect(free).toEqual({
      electricianId: "7",
      free: [{ start: day.start + 3_600_000, end: day.end - 3_600_000 }],
    });
  });

  it("closes Norwegian public holidays: Easter, 17 May and Christmas", () => {
    const row = {
      electricianId: 1,
      contractorId: 1,
      pattern,
      exceptions: [],
      extras: [],
      busy: [],
      openDays: [],
    };
    const days = (from: string, to: string) =>
      (freeTimes([row], from, to)[0]?.free ?? []).map((i) => osloDate(i.start));
    // Maundy Thursday to Easter Monday closed, except Easter Saturday (a working day in Norway).
    expect(days("2026-04-01", "2026-04-07")).toEqual(["2026-04-01", "2026-04-04", "2026-04-07"]);
    expect(days("2026-05-16", "2026-05-18")).toEqual(["2026-05-16", "2026-05-18"]);
    expect(days("2026-12-24", "2026-12-27")).toEqual(["2026-12-24", "2026-12-27"]);
    expect(days("2026-12-31", "2027-01-02")).toEqual(["2026-12-31", "2027-01-02"]);
  });

  it("offers a holiday the contractor opened, with their usual hours, and only for them", () => {
    const base = { pattern, exceptions: [], extras: [], busy: [] };
    const [opened, closed] = freeTimes(
      [
        { ...base, electricianId: 1, contractorId: 1, openDays: ["2026-05-17"] },
        { ...base, electricianId: 2, contractorId: 2, openDays: [] },
      ],
      "2026-05-17",
      "2026-05-17",
    );
    expect(opened?.free).toEqual(expandWeekly(pattern, "2026-05-17", "2026-05-17"));
    expect(closed).toEqual({ electricianId: "2", free: [] });
  });

  it("adds extra working time, even on a closed holiday, and exceptions still cut it", () => {
    const saturday = expandWeekly(
      [{ weekday: 6, start: "09:00", end: "14:00" }],
      "2026-05-16",
      "2026-05-16",
    )[0] as {
      start: number;
      end: number;
    };
    const may17 = expandWeekly(pattern, "2026-05-17", "2026-05-17")[0] as { start: number; end: number };
    const [free] = freeTimes(
      [
        {
          electricianId: 3,
          contractorId: 1,
          pattern: [],
          exceptions: [[saturday.start, saturday.start + 3_600_000]],
          extras: [
            [saturday.start, saturday.end],
            [may17.start, may17.end],
          ],
          busy: [],
          openDays: [],
        },
      ],
      "2026-05-16",
      "2026-05-17",
    );
    expect(free?.free).toEqual([
      { start: saturday.start + 3_600_000, end: saturday.end },
      { start: may17.start, end: may17.end },
    ]);
  });
});
