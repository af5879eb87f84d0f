import { describe, expect, it } from "vitest";
import { osloDays, osloRange } from "./oslo-days.ts";

const midnight = (iso: string) => Date.parse(iso);

describe("Oslo dates as UTC ranges", () => {
  it("a span includes its last day: from its midnight to the midnight after, in Oslo's offset (winter +1, summer +2)", () => {
    expect(osloRange("2026-01-10", "2026-01-11")).toEqual({
      from: midnight("2026-01-09T23:00:00Z"),
      to: midnight("2026-01-11T23:00:00Z"),
    });
    expect(osloRange("2026-07-01", undefined)).toEqual({
      from: midnight("2026-06-30T22:00:00Z"),
      to: undefined,
    });
  });

  it("named dates are a range each; else the span; nothing named, no limit", () => {
    expect(osloDays({ dates: ["2026-01-10", "2026-01-12"], from: "2026-01-01" })).toEqual([
      { from: midnight("2026-01-09T23:00:00Z"), to: midnight("2026-01-10T23:00:00Z") },
      { from: midnight("2026-01-11T23:00:00Z"), to: midnight("2026-01-12T23:00:00Z") },
    ]);
    expect(osloDays({ to: "2026-01-10" })).toEqual([
      { from: undefined, to: midnight("2026-01-10T23:00:00Z") },
    ]);
    expect(osloDays({})).toBeUndefined();
    expect(osloDays({ dates: [] })).toBeUndefined();
  });
});
