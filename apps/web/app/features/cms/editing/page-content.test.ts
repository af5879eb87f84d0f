import { describe, expect, it } from "vitest";
import { sameData, stableJson } from "./page-content";

describe("sameData", () => {
  it("ignores the order of object keys, not of array items", () => {
    expect(sameData({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameData({ list: [1, 2] }, { list: [2, 1] })).toBe(false);
    expect(stableJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
});
