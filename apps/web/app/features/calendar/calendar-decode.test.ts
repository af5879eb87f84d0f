import { randomUUID } from "node:crypto";
import { decodeCalendar, uuidFromBase64Url } from "@mt/contract/contractor";
import { describe, expect, it } from "vitest";
import { calendarFixture, calendarWireFixture } from "./calendar-fixture";

describe("decodeCalendar", () => {
  it("gives back the objects the calendar reads: events, working time, exceptions", () => {
    expect(decodeCalendar(calendarWireFixture())).toEqual(calendarFixture());
    expect(decodeCalendar(calendarWireFixture("overtime"))).toEqual(calendarFixture("overtime"));
  });

  it("reads uuids from base64url", () => {
    expect(uuidFromBase64Url("CtUiDdPFQn2YVSy1fyQVwA")).toBe("0ad5220d-d3c5-427d-9855-2cb57f2415c0");
    for (let i = 0; i < 50; i++) {
      const uuid = randomUUID();
      expect(uuidFromBase64Url(Buffer.from(uuid.replaceAll("-", ""), "hex").toString("base64url"))).toBe(
        uuid,
      );
    }
  });

  it("keeps an instant off the minute and an event starting before the window", () => {
    const wire = calendarWireFixture();
    const from = "2026-11-23T08:15:30.250Z";
    const per = wire.electricians[0];
    if (!per) throw new Error("no Per");
    const decoded = decodeCalendar({
      ...wire,
      from,
      electricians: [
        {
          ...per,
          availability: [0, 0, 1 / 3, 1, 24 * 60, 24 * 60 + 0.5],
          events: [[0, 0, "IiIiIiIiQiKCIiIiIiIiIg", 100123, "scheduled", "Storgata 1", "Oslo", -45.5, 120]],
        },
      ],
    });
    expect(decoded.electricians[0]?.availability).toEqual([
      { date: "2026-11-23", startsAt: from, endsAt: "2026-11-23T08:15:50.250Z" },
      { date: "2026-11-24", startsAt: "2026-11-24T08:15:30.250Z", endsAt: "2026-11-24T08:16:00.250Z" },
    ]);
    expect(decoded.electricians[0]?.events[0]).toMatchObject({
      startsAt: "2026-11-23T07:30:00.250Z",
      endsAt: "2026-11-23T09:30:00.250Z",
    });
  });

  it("refuses a type it does not know", () => {
    const wire = calendarWireFixture();
    const [per] = wire.electricians;
    if (!per) throw new Error("no Per");
    const event = [2, 0, "IiIiIiIiQiKCIiIiIiIiIg", 100123, "scheduled", "Storgata 1", null, 0, 60] as const;
    expect(() => decodeCalendar({ ...wire, electricians: [{ ...per, events: [[...event]] }] })).toThrow();
  });
});
