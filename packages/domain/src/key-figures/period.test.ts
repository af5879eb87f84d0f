import { describe, expect, it } from "vitest";
import {
  bucketLabel,
  bucketStart,
  bucketsOf,
  change,
  defaultRange,
  previousPeriod,
  rangeDays,
} from "./period.ts";

describe("key figure periods", () => {
  it("whole months compare with the months just before", () => {
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(previousPeriod({ from: "2026-01-01", to: "2026-03-31" })).toEqual({
      from: "2025-10-01",
      to: "2025-12-31",
    });
  });

  it("any other range compares with as many days just before", () => {
    expect(previousPeriod({ from: "2026-11-10", to: "2026-11-16" })).toEqual({
      from: "2026-11-03",
      to: "2026-11-09",
    });
    expect(rangeDays({ from: "2026-11-10", to: "2026-11-16" })).toBe(7);
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-01" })).toEqual({
      from: "2026-02-28",
      to: "2026-02-28",
    });
  });

  it("buckets start on the day, the ISO week's Monday or the 1st", () => {
    expect(bucketStart("2026-11-26", "day")).toBe("2026-11-26");
    expect(bucketStart("2026-11-29", "week")).toBe("2026-11-23");
    expect(bucketStart("2026-11-26", "month")).toBe("2026-11-01");
  });

  it("lists every bucket the range touches, empty ones too", () => {
    expect(bucketsOf({ from: "2026-11-28", to: "2026-12-01" }, "day")).toEqual([
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
    ]);
    expect(bucketsOf({ from: "2026-11-26", to: "2026-12-08" }, "week")).toEqual([
      "2026-11-23",
      "2026-11-30",
      "2026-12-07",
    ]);
    expect(bucketsOf({ from: "2026-10-15", to: "2027-01-02" }, "month")).toEqual([
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
    ]);
  });

  it("names buckets in Norwegian", () => {
    expect(bucketLabel("2026-11-26", "day")).toBe("26.11.26");
    expect(bucketLabel("2026-11-23", "week")).toBe("uke 48 2026");
    expect(bucketLabel("2026-11-01", "month")).toBe("nov. 2026");
    expect(bucketLabel("2026-12-28", "week")).toBe("uke 53 2026");
  });

  it("the change is a fraction, none without a previous figure", () => {
    expect(change(125, 100)).toBe(0.25);
    expect(change(5, 0)).toBeNull();
  });

  it("the page opens on the last twelve months", () => {
    expect(defaultRange("2026-11-26")).toEqual({ from: "2025-12-01", to: "2026-11-30" });
  });
});
