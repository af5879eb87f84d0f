import type { Module } from "@mt/domain/entities/module";
import { describe, expect, it } from "vitest";
import {
  duplicateModule,
  insertModule,
  moveModule,
  removeModule,
  replaceModule,
  withFreshKeys,
} from "./module-ops";

const m = (key: string, data: Record<string, unknown> = {}): Module => ({ key, type: "hero", data });
const keys = (modules: Module[]) => modules.map((module) => module.key);

function counter() {
  let n = 0;
  return () => `k${++n}`;
}

describe("module operations", () => {
  const list = [m("a"), m("b"), m("c")];

  it("moves a module up, down and clamps at the ends", () => {
    expect(keys(moveModule(list, 0, 1))).toEqual(["b", "a", "c"]);
    expect(keys(moveModule(list, 2, 0))).toEqual(["c", "a", "b"]);
    expect(moveModule(list, 0, -1)).toBe(list);
    expect(keys(moveModule(list, 1, 99))).toEqual(["a", "c", "b"]);
  });

  it("duplicates right after the original with fresh keys, nested modules too", () => {
    const template: Module = {
      key: "t",
      type: "module_template",
      data: { syncMode: "Manual", modules: [m("n1", { heading: "x" }), m("n2")] },
    };
    const next = duplicateModule([m("a"), template], "t", counter());
    expect(keys(next)).toEqual(["a", "t", "k3"]);
    const copy = next[2] as Module;
    expect(keys(copy.data.modules as Module[])).toEqual(["k1", "k2"]);
    expect((copy.data.modules as Module[])[0]?.data).toEqual({ heading: "x" });
    // A deep copy: changing the copy leaves the original alone.
    (copy.data.modules as Module[])[0]!.data.heading = "y";
    expect((template.data.modules as Module[])[0]?.data.heading).toBe("x");
  });

  it("uses crypto.randomUUID for keys by default", () => {
    const fresh = withFreshKeys(m("a"));
    expect(fresh.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("removes, inserts and replaces", () => {
    expect(keys(removeModule(list, "b"))).toEqual(["a", "c"]);
    expect(keys(insertModule(list, 1, m("x")))).toEqual(["a", "x", "b", "c"]);
    expect(keys(insertModule(list, 10, m("x")))).toEqual(["a", "b", "c", "x"]);
    expect(replaceModule(list, m("b", { heading: "Ny" }))[1]?.data).toEqual({ heading: "Ny" });
  });
});
