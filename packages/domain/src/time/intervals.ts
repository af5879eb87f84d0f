/** A half-open stretch of time [start, end) in UTC milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Sorted, with touching and overlapping intervals joined and empty ones dropped. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** What is left of `base` once every interval in `cuts` is taken out. */
export function subtractIntervals(base: readonly Interval[], cuts: readonly Interval[]): Interval[] {
  const holes = mergeIntervals(cuts);
  const result: Interval[] = [];
  for (const interval of mergeIntervals(base)) {
    let start = interval.start;
    for (const hole of holes) {
      if (hole.end <= start || hole.start >= interval.end) continue;
      if (hole.start > start) result.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}
