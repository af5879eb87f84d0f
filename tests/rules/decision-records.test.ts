import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const DECISIONS = "docs/decisions";
const RESULTS = "bench/results";
const MAX_WORDS = 700;
// Records not yet shortened; each leaves this list when it is.
const LONG_FOR_NOW = new Set([
  "069-react-in-the-browser.md", // shortened after issue 35 lands
]);

function markdownIn(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(".md"))
    .sort();
}

function read(dir: string, name: string): string {
  return fs.readFileSync(path.join(root, dir, name), "utf8");
}

const records = markdownIn(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = read(DECISIONS, "README.md");

/** The records the index links to, in its order. */
function listedInIndex(): string[] {
  return [...index.matchAll(/\]\((\d{3}-[^)#\s]+\.md)\)/g)].map((m) => m[1]);
}

/** "file: target" for every relative link that does not lead to a file. */
function brokenLinks(dir: string): string[] {
  const broken: string[] = [];
  for (const name of markdownIn(dir)) {
    for (const m of read(dir, name).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/i.test(target) || target.startsWith("#")) continue;
      const file = path.resolve(root, dir, decodeURI(target.split("#")[0]));
      if (!fs.existsSync(file)) broken.push(`${dir}/${name}: ${target}`);
    }
  }
  return broken;
}

describe("decision records stay findable and short", () => {
  it("reads the records", () => {
    expect(records).toContain("001-stack.md");
  });

  it("every record is listed in the index, and every listed record exists", () => {
    const listed = listedInIndex();
    expect(records.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !records.includes(name))).toEqual([]);
  });

  it("every record states its status near the top", () => {
    const without = records.filter((name) => {
      const head = read(DECISIONS, name).split("\n").slice(0, 10).join("\n");
      return !/\bStatus\b[^\n]*:/.test(head);
    });
    expect(without).toEqual([]);
  });

  it(`no record is over ${MAX_WORDS} words; measurements live in ${RESULTS}`, () => {
    const long = records
      .filter((name) => !LONG_FOR_NOW.has(name))
      .map((name) => ({ name, words: read(DECISIONS, name).split(/\s+/).filter(Boolean).length }))
      .filter((record) => record.words > MAX_WORDS)
      .map((record) => `${record.name}: ${record.words} words`);
    expect(long).toEqual([]);
  });

  it("every relative link in the records and the bench results leads to a file", () => {
    expect([...brokenLinks(DECISIONS), ...brokenLinks(RESULTS)]).toEqual([]);
  });
});
