import { expandWeekly } from "@mt/domain/time/weekly-availability";
import { describe, expect, it } from "vitest";
import { freeTimes } from "./free-times.ts";

describe("freeTimes", () => {
  const pattern = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "07:00", end: "17:00" }));

  it("lays out the week exactly as expandWeekly does, across both daylight-saving changes", () => {
    for (const [from, to] of [
      ["2026-03-25", "2026-04-02"],
      ["2026-10-21", "2026-10-29"],
    ] as const) {
      const [free] = freeTimes(
        [{ electricianId: 1, contractorId: 1, pattern, exceptions: [], busy: [] }],
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
          busy: [[day.end - 3_600_000, day.end]],
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
});
