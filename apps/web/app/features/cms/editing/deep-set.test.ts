import type { Module } from "@mt/domain/entities/module";
import { describe, expect, it } from "vitest";
import { setIn, setModuleField } from "./deep-set";

describe("setIn", () => {
  it("sets a value deep inside objects and arrays without touching the original", () => {
    const data = { items: [{ title: "A" }, { title: "B" }], heading: "H" };
    const next = setIn(data, ["items", 1, "title"], "C") as typeof data;
    expect(next).toEqual({ items: [{ title: "A" }, { title: "C" }], heading: "H" });
    expect(data.items[1]?.title).toBe("B");
    expect(next.items[0]).toBe(data.items[0]);
  });

  it("creates missing objects and arrays on the way", () => {
    expect(setIn({}, ["button", "title"], "Kjøp")).toEqual({ button: { title: "Kjøp" } });
    expect(setIn(undefined, ["list", 0], "x")).toEqual({ list: ["x"] });
  });

  it("replaces the whole value for an empty path", () => {
    expect(setIn({ a: 1 }, [], 5)).toBe(5);
  });
});

describe("setModuleField", () => {
  const modules: Module[] = [
    { key: "a", type: "hero", data: { heading: "Hei" } },
    {
      key: "t",
      type: "module_template",
      data: {
        syncMode: "Manual",
        modules: [{ key: "n", type: "faq", data: { items: [{ question: "Q", answer: [] }] } }],
      },
    },
  ];

  it("sets a field of a top-level module", () => {
    const next = setModuleField(modules, "a", ["heading"], "Hallo");
    expect(next[0]?.data.heading).toBe("Hallo");
    expect(next[1]).toBe(modules[1]);
  });

  it("sets a field inside a manual template's nested module", () => {
    const next = setModuleField(modules, "n", ["items", 0, "question"], "Nytt");
    const nested = (next[1]?.data.modules as Module[] | undefined)?.[0];
    expect(nested?.data).toEqual({ items: [{ question: "Nytt", answer: [] }] });
    expect(next[0]).toBe(modules[0]);
  });

  it("returns the same list for an unknown key", () => {
    expect(setModuleField(modules, "zzz", ["heading"], "x")).toBe(modules);
  });
});
