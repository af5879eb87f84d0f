import { describe, expect, it } from "vitest";
import { boundedCache } from "./bounded-cache.ts";

describe("boundedCache", () => {
  it("lets the least recently used go beyond its size", () => {
    const cache = boundedCache<string, string>(6, (v) => v.length);
    cache.set("a", "aa");
    cache.set("b", "bb");
    cache.set("c", "cc");
    expect(cache.get("a")).toBe("aa"); // a is now the most recently used
    cache.set("d", "dd");
    expect(cache.keys()).toEqual(["c", "a", "d"]);
    expect(cache.size()).toEqual({ entries: 3, size: 6 });
  });

  it("counts a replaced value once, forgets on delete, and keeps nothing larger than its size", () => {
    const cache = boundedCache<string, string>(6, (v) => v.length);
    cache.set("a", "aaaa");
    cache.set("a", "aaaaa");
    expect(cache.size()).toEqual({ entries: 1, size: 5 });
    cache.delete("a");
    cache.delete("missing");
    expect(cache.size()).toEqual({ entries: 0, size: 0 });
    cache.set("big", "1234567");
    expect(cache.get("big")).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, size: 0 });
  });
});
