import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { subtractIntervals } from "./intervals.ts";
import { earliestFit, type OfferRequest, offeredWindows, pickElectrician } from "./offered-windows.ts";
import { osloToUtc } from "./oslo-clock.ts";
import { expandWeekly } from "./weekly-availability.ts";

const windows = [
  { start: "08:00", end: "12:00" },
  { start: "12:00", end: "16:00" },
];
const workWeek = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "07:00", end: "17:00" }));

function request(overrides: Partial<OfferRequest> = {}): OfferRequest {
  return {
    now: Date.parse("2026-11-22T06:00:00Z"),
    leadMinutes: 24 * 60,
    horizonDays: 7,
    windows,
    durationMinutes: 120,
    electricians: [{ electricianId: "a", free: expandWeekly(workWeek, "2026-11-22", "2026-12-31") }],
    ...overrides,
  };
}

describe("offered windows", () => {
  it("offers nothing inside the lead time, then every window someone can take", () => {
    const days = offeredWindows(request());
    expect(days).toHaveLength(7);
    expect(days[0]!.date).toBe("2026-11-22");
    expect(days[0]!.windows.every((w) => !w.available)).toBe(true);
    // Tomorrow: the lead time ends at 07:00 Oslo, so the morning window opens at 08:00.
    expect(days[1]!.windows.map((w) => w.earliestArrival)).toEqual([
      "2026-11-23T07:00:00.000Z",
      "2026-11-23T11:00:00.000Z",
    ]);
  });

  it("starts a window late when the lead time ends inside it", () => {
    const days = offeredWindows(request({ leadMinutes: 26 * 60 + 30 }));
    expect(days[1]!.windows[0]!.earliestArrival).toBe("2026-11-23T08:30:00.000Z");
  });

  it("does not offer a window when the job does not fit the free stretch", () => {
    const free = [{ start: osloToUtc("2026-11-24", "10:00"), end: osloToUtc("2026-11-24", "11:00") }];
    const days = offeredWindows(
      request({ electricians: [{ electricianId: "a", free }], durationMinutes: 90 }),
    );
    expect(days.flatMap((d) => d.windows).filter((w) => w.available)).toEqual([]);
  });

  it("lets a job that starts inside the window run past its end", () => {
    const free = [{ start: osloToUtc("2026-11-24", "11:00"), end: osloToUtc("2026-11-24", "17:00") }];
    const days = offeredWindows(
      request({ electricians: [{ electricianId: "a", free }], durationMinutes: 300 }),
    );
    const tuesday = days.find((d) => d.date === "2026-11-24")!;
    expect(tuesday.windows[0]!.available).toBe(true);
    expect(tuesday.windows[0]!.earliestArrival).toBe("2026-11-24T10:00:00.000Z");
  });

  it("takes booked time out: a fully booked morning moves the offer to the afternoon", () => {
    const available = expandWeekly(workWeek, "2026-11-22", "2026-12-31");
    const booked = [{ start: osloToUtc("2026-11-24", "07:00"), end: osloToUtc("2026-11-24", "13:00") }];
    const days = offeredWindows(
      request({ electricians: [{ electricianId: "a", free: subtractIntervals(available, booked) }] }),
    );
    const tuesday = days.find((d) => d.date === "2026-11-24")!;
    expect(tuesday.windows.map((w) => w.available)).toEqual([false, true]);
    expect(tuesday.windows[1]!.earliestArrival).toBe("2026-11-24T12:00:00.000Z");
  });

  it("shows the right local windows on the spring-forward Sunday", () => {
    const now = Date.parse("2026-03-27T06:00:00Z");
    const days = offeredWindows(
      request({
        now,
        leadMinutes: 0,
        electricians: [{ electricianId: "a", free: expandWeekly(workWeek, "2026-03-27", "2026-04-05") }],
      }),
    );
    const sunday = days.find((d) => d.date === "2026-03-29")!;
    expect(sunday.windows.map((w) => [w.startsAt, w.endsAt])).toEqual([
      ["2026-03-29T06:00:00.000Z", "2026-03-29T10:00:00.000Z"],
      ["2026-03-29T10:00:00.000Z", "2026-03-29T14:00:00.000Z"],
    ]);
    expect(sunday.windows[0]!.earliestArrival).toBe("2026-03-29T06:00:00.000Z");
    // The day before is still winter time.
    expect(days.find((d) => d.date === "2026-03-28")!.windows[0]!.startsAt).toBe("2026-03-28T07:00:00.000Z");
  });

  it("shows the right local windows on the fall-back Sunday", () => {
    const now = Date.parse("2026-10-23T06:00:00Z");
    const days = offeredWindows(
      request({
        now,
        leadMinutes: 0,
        electricians: [{ electricianId: "a", free: expandWeekly(workWeek, "2026-10-23", "2026-11-01") }],
      }),
    );
    const sunday = days.find((d) => d.date === "2026-10-25")!;
    expect(sunday.windows.map((w) => w.startsAt)).toEqual([
      "2026-10-25T07:00:00.000Z",
      "2026-10-25T11:00:00.000Z",
    ]);
    expect(days.find((d) => d.date === "2026-10-24")!.windows[0]!.startsAt).toBe("2026-10-24T06:00:00.000Z");
    expect(days.find((d) => d.date === "2026-10-25")!.windows[0]!.earliestArrival).toBe(
      "2026-10-25T07:00:00.000Z",
    );
  });

  it("an offered arrival always lies in its window, after the lead time, with the whole job in free time", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 72 * 60 }),
        fc.integer({ min: 30, max: 600 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 * 24 }), fc.integer({ min: 1, max: 12 })), {
          maxLength: 10,
        }),
        (leadMinutes, durationMinutes, bookings) => {
          const now = Date.parse("2026-11-22T06:00:00Z");
          const available = expandWeekly(workWeek, "2026-11-22", "2026-12-10");
          const booked = bookings.map(([h, len]) => ({
            start: now + h * 3_600_000,
            end: now + (h + len) * 3_600_000,
          }));
          const free = subtractIntervals(available, booked);
          const days = offeredWindows(
            request({ now, leadMinutes, durationMinutes, electricians: [{ electricianId: "a", free }] }),
          );
          for (const w of days.flatMap((d) => d.windows)) {
            if (!w.earliestArrival) continue;
            const at = Date.parse(w.earliestArrival);
            expect(at).toBeGreaterThanOrEqual(Date.parse(w.startsAt));
            expect(at).toBeLessThan(Date.parse(w.endsAt));
            expect(at).toBeGreaterThanOrEqual(now + leadMinutes * 60_000);
            expect(free.some((f) => f.start <= at && at + durationMinutes * 60_000 <= f.end)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("choosing the electrician", () => {
  const base = { now: Date.parse("2026-11-22T06:00:00Z"), leadMinutes: 0, durationMinutes: 60 };
  const window = { startsAt: osloToUtc("2026-11-24", "08:00"), endsAt: osloToUtc("2026-11-24", "12:00") };

  it("picks whoever can come earliest, and the lower id on a tie", () => {
    const early = [{ start: osloToUtc("2026-11-24", "08:00"), end: osloToUtc("2026-11-24", "16:00") }];
    const late = [{ start: osloToUtc("2026-11-24", "10:00"), end: osloToUtc("2026-11-24", "16:00") }];
    expect(
      pickElectrician(
        {
          ...base,
          electricians: [
            { electricianId: "b", free: late },
            { electricianId: "c", free: early },
          ],
        },
        window,
      ),
    ).toEqual({
      electricianId: "c",
      start: window.startsAt,
      end: window.startsAt + 3_600_000,
    });
    expect(
      pickElectrician(
        {
          ...base,
          electricians: [
            { electricianId: "z", free: early },
            { electricianId: "y", free: early },
          ],
        },
        window,
      )?.electricianId,
    ).toBe("y");
  });

  it("gives null when nobody fits", () => {
    expect(pickElectrician({ ...base, electricians: [{ electricianId: "a", free: [] }] }, window)).toBeNull();
    expect(earliestFit([{ start: 0, end: 10 }], 20, 30, 5)).toBeNull();
  });
});
