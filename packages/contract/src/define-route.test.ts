import { describe, expect, it } from "vitest";
import { buildPath } from "./define-route.ts";

describe("buildPath", () => {
  it("fills and encodes path parameters", () => {
    expect(buildPath("/cart/:id/line-item/:n", { id: "a b", n: 2 })).toBe("/cart/a%20b/line-item/2");
  });
  it("refuses a missing parameter", () => {
    expect(() => buildPath("/cart/:id")).toThrow(/id/);
  });
});
