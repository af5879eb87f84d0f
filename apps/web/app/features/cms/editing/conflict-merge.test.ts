import type { Module } from "@mt/domain/entities/module";
import { describe, expect, it } from "vitest";
import { differingModules, mergeContent } from "./conflict-merge";
import type { PageContent } from "./page-content";

const m = (key: string, heading = key): Module => ({ key, type: "hero", data: { heading } });
const seo = { title: "", description: "", keywords: [], image: null };
const page = (modules: Module[], background = "#ffffff"): PageContent => ({ modules, seo, background });
const headings = (content: PageContent) => content.modules.map((module) => module.data.heading);

describe("differingModules", () => {
  it("lists changed modules and those in one copy only", () => {
    const mine = [m("a"), m("b", "min"), m("c")];
    const theirs = [m("a"), m("b", "deres"), m("d")];
    expect(differingModules(mine, theirs).map((d) => [d.key, d.mine !== null, d.theirs !== null])).toEqual([
      ["b", true, true],
      ["c", true, false],
      ["d", false, true],
    ]);
    expect(differingModules(mine, mine)).toEqual([]);
  });
});

describe("mergeContent", () => {
  const mine = page([m("a"), m("b", "min"), m("c")], "#000000");
  const theirs = page([m("a"), m("d"), m("b", "deres")]);

  it("keeps my copy when I keep all mine, and theirs when I take all theirs", () => {
    expect(mergeContent(mine, theirs, {})).toBe(mine);
    expect(mergeContent(mine, theirs, { b: "theirs", c: "theirs", d: "theirs" })).toBe(theirs);
  });

  it("merges per module: replace, remove mine-only, add theirs-only after its neighbour", () => {
    const merged = mergeContent(mine, theirs, { b: "theirs", c: "theirs", d: "mine" });
    expect(headings(merged)).toEqual(["a", "deres"]);
    const withD = mergeContent(mine, theirs, { b: "mine", c: "mine", d: "theirs" });
    expect(headings(withD)).toEqual(["a", "d", "min", "c"]);
    expect(withD.background).toBe("#000000");
  });

  it("loses no text: each differing module's text is in the result from the chosen side", () => {
    const merged = mergeContent(mine, theirs, { b: "theirs", c: "mine", d: "theirs" });
    expect(headings(merged)).toEqual(["a", "d", "deres", "c"]);
  });
});
