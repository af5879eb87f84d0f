import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Interval, mergeIntervals, overlaps, subtractIntervals } from "./intervals.ts";

const i = (start: number, end: number): Interval => ({ start, end });
const intervalArb = fc
  .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 200 }))
  .map(([s, l]) => i(s, s + l));

describe("intervals", () => {
  it("overlap only when they share time; touching is not overlapping", () => {
    expect(overlaps(i(0, 10), i(5, 15))).toBe(true);
    expect(overlaps(i(0, 10), i(10, 20))).toBe(false);
  });

  it("merge sorts, joins touching and overlapping, and drops empty ones", () => {
    expect(mergeIntervals([i(10, 20), i(0, 5), i(5, 8), i(15, 30), i(40, 40)])).toEqual([i(0, 8), i(10, 30)]);
  });

  it("subtract cuts holes, splits and trims", () => {
    expect(subtractIntervals([i(0, 100)], [i(10, 20), i(50, 60)])).toEqual([i(0, 10), i(20, 50), i(60, 100)]);
    expect(subtractIntervals([i(0, 100)], [i(-5, 10), i(90, 200)])).toEqual([i(10, 90)]);
    expect(subtractIntervals([i(0, 10)], [i(0, 10)])).toEqual([]);
    expect(subtractIntervals([i(0, 10), i(20, 30)], [i(100, 110)])).toEqual([i(0, 10), i(20, 30)]);
  });

  it("subtraction never leaves time that overlaps a cut, and never adds time", () => {
    fc.assert(
      fc.property(
        fc.array(intervalArb, { maxLength: 8 }),
        fc.array(intervalArb, { maxLength: 8 }),
        (base, cuts) => {
          const left = subtractIntervals(base, cuts);
          for (const piece of left) {
            expect(cuts.some((cut) => cut.end > cut.start && overlaps(piece, cut))).toBe(false);
            expect(mergeIntervals(base).some((b) => b.start <= piece.start && piece.end <= b.end)).toBe(true);
          }
        },
      ),
    );
  });
});
