import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const DECISIONS = "docs/decisions";
const RESULTS = "bench/results";
const MAX_WORDS = 700;

function markdownIn(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(".md"))
    .sort();
}

function read(dir: string, name: string): string {
  return fs.readFileSync(path.join(root, dir, name), "utf8");
}

/** The record files an index links to. */
function listedIn(index: string): string[] {
  return [...index.matchAll(/\]\((\d{3}-[^)#\s]+\.md)\)/g)].map((m) => m[1] ?? "");
}

/** A status line ("Status: …", "- Status: …", "**Status (…):**") among the first ten lines. */
function statesStatus(text: string): boolean {
  return /\bStatus\b[^\n]*:/.test(text.split("\n").slice(0, 10).join("\n"));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The relative link targets in a markdown text that lead to no file, read from `dir`. */
function brokenLinks(text: string, dir: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"))
    .filter((target) => !fs.existsSync(path.resolve(root, dir, decodeURI(target.split("#")[0] ?? ""))));
}

describe("decision records stay findable and short", () => {
  const records = markdownIn(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));

  it("reads the records, and its checks catch a planted fault", () => {
    expect(records).toContain("001-stack.md");
    expect(listedIn("| 001 | [Stack](001-stack.md) | accepted |")).toEqual(["001-stack.md"]);
    expect(statesStatus("# 099 A rule\n\nWe do it this way.")).toBe(false);
    expect(statesStatus("# 099 A rule\n\nDate: 2026-11-28. Status: accepted.")).toBe(true);
    expect(wordCount("one two\nthree  four")).toBe(4);
    expect(brokenLinks("[gone](099-gone.md) [here](001-stack.md) [web](https://x.no)", DECISIONS)).toEqual([
      "099-gone.md",
    ]);
  });

  it("every record is listed in the index, and every listed record exists", () => {
    const listed = listedIn(read(DECISIONS, "README.md"));
    expect(records.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !records.includes(name))).toEqual([]);
  });

  it("every record states its status near the top", () => {
    expect(records.filter((name) => !statesStatus(read(DECISIONS, name)))).toEqual([]);
  });

  it(`no record is over ${MAX_WORDS} words; measurements live in ${RESULTS}`, () => {
    const long = records
      .map((name) => ({ name, words: wordCount(read(DECISIONS, name)) }))
      .filter((record) => record.words > MAX_WORDS)
      .map((record) => `${record.name}: ${record.words} words`);
    expect(long).toEqual([]);
  });

  it("every relative link in the records and the bench results leads to a file", () => {
    const broken = [DECISIONS, RESULTS].flatMap((dir) =>
      markdownIn(dir).flatMap((name) =>
        brokenLinks(read(dir, name), dir).map((target) => `${dir}/${name}: ${target}`),
      ),
    );
    expect(broken).toEqual([]);
  });
});
