import type { CalendarWire } from "@mt/contract/contractor";
import type { CalendarData } from "./calendar-items";

/** A company calendar for one week: two electricians, a job, an inspection, a claim visit, time off. */
export function calendarFixture(extraKind = "extra"): CalendarData {
  return {
    timeZone: "Europe/Oslo",
    from: "2026-11-22T23:00:00.000Z",
    to: "2026-11-29T23:00:00.000Z",
    electricians: [
      {
        uuid: "11111111-1111-4111-8111-111111111111",
        userUuid: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
        firstName: "Per",
        lastName: "Nilsen",
        workTypes: ["ELECTRICIAN"],
        availability: [
          { date: "2026-11-24", startsAt: "2026-11-24T06:30:00.000Z", endsAt: "2026-11-24T14:30:00.000Z" },
        ],
        exceptions: [
          {
            kind: "sick",
            note: null,
            startsAt: "2026-11-25T06:30:00.000Z",
            endsAt: "2026-11-25T14:30:00.000Z",
          },
        ],
        events: [
          {
            type: "PROJECT",
            uuid: "22222222-2222-4222-8222-222222222222",
            projectNumber: 100123,
            kind: "JOB",
            status: "scheduled",
            address: "Storgata 1",
            place: "Oslo",
            startsAt: "2026-11-24T07:00:00.000Z",
            endsAt: "2026-11-24T09:00:00.000Z",
          },
          {
            type: "CLAIM",
            uuid: "33333333-3333-4333-8333-333333333333",
            projectNumber: 100077,
            kind: "JOB",
            status: "scheduled",
            address: "Kirkeveien 7",
            place: null,
            startsAt: "2026-11-26T11:00:00.000Z",
            endsAt: "2026-11-26T12:00:00.000Z",
          },
        ],
      },
      {
        uuid: "55555555-5555-4555-8555-555555555555",
        userUuid: null,
        firstName: "Kari",
        lastName: "Hansen",
        workTypes: ["ELECTRICIAN", "SOLAR"],
        availability: [],
        exceptions: [
          // A kind this page does not know yet (another issue adds extra working time).
          {
            kind: extraKind,
            note: "Lørdagsvakt",
            startsAt: "2026-11-28T08:00:00.000Z",
            endsAt: "2026-11-28T12:00:00.000Z",
          } as CalendarData["electricians"][number]["exceptions"][number],
        ],
        events: [
          {
            type: "PROJECT",
            uuid: "66666666-6666-4666-8666-666666666666",
            projectNumber: 100200,
            kind: "INSPECTION",
            status: "inspection_booked",
            address: "Solveien 3",
            place: "Bærum",
            startsAt: "2026-11-24T12:00:00.000Z",
            endsAt: "2026-11-24T13:00:00.000Z",
          },
        ],
      },
    ],
  };
}

/**
 * The same week as the API sends it (`calendarWireSchema`): events as arrays, instants in minutes
 * from `from` (2026-11-23 00:00 in Oslo).
 */
export function calendarWireFixture(extraKind = "extra"): CalendarWire {
  const [per, kari] = calendarFixture(extraKind).electricians;
  if (!per || !kari) throw new Error("the fixture has two electricians");
  return {
    timeZone: "Europe/Oslo",
    from: "2026-11-22T23:00:00.000Z",
    to: "2026-11-29T23:00:00.000Z",
    electricians: [
      {
        ...per,
        // Tuesday (day 1) 07:30–15:30 in Oslo.
        availability: [1, 1890, 2370],
        events: [
          [0, 0, "IiIiIiIiQiKCIiIiIiIiIg", 100123, "scheduled", "Storgata 1", "Oslo", 1920, 120],
          [1, 0, "MzMzMzMzQzODMzMzMzMzMw", 100077, "scheduled", "Kirkeveien 7", null, 5040, 60],
        ],
      },
      {
        ...kari,
        availability: [],
        events: [
          [0, 1, "ZmZmZmZmRmaGZmZmZmZmZg", 100200, "inspection_booked", "Solveien 3", "Bærum", 2220, 60],
        ],
      },
    ],
  };
}

type WireEvent = CalendarWire["electricians"][number]["events"][number];

/**
 * `count` jobs a quarter of an hour apart, from `firstMinute` minutes after the fixture's `from`
 * (1860 is Tuesday 24 November 07:00 in Oslo), numbered from 101000.
 */
export function busyWireEvents(count: number, firstMinute = 1860): WireEvent[] {
  return Array.from(
    { length: count },
    (_, i): WireEvent => [
      0,
      0,
      `IiIiIiIiQiKCIiIiIiIi${String(i).padStart(2, "0")}`,
      101000 + i,
      "scheduled",
      `Travveien ${i + 1}`,
      "Oslo",
      firstMinute + 15 * i,
      15,
    ],
  );
}
