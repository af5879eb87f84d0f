import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./import-rules.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A test waits for what it expects (the response, the text, the event, the row, polled with a
 * deadline), never for time to pass: a fixed wait is too short on a busy machine and too long on a
 * quiet one, and "nothing happened within 300 ms" passes whenever the thing is merely slow. A test
 * that something did not happen waits for what would have caused it, then looks.
 */
const RULES: { name: string; pattern: RegExp }[] = [
  { name: "Playwright's fixed wait (waitForTimeout)", pattern: /\bwaitForTimeout\s*\(/g },
  {
    // setTimeout(resolve, ms), setTimeout(r, ms, value), setTimeout(() => resolve(x), ms). A timer
    // as a deadline (rejecting, killing) is not a wait; setTimeout(resolve) with no delay is a task yield.
    name: "a promise resolved by a timer",
    pattern: /\bsetTimeout\s*\(\s*(?:\(\s*\)\s*=>\s*)?(?:resolve|res|r|done|next)\b\s*(?:\([^()]*\))?\s*,/g,
  },
  { name: "the promise timers (node:timers/promises)", pattern: /["'](?:node:)?timers\/promises["']/g },
  { name: "a sleep helper", pattern: /\b(?:sleep|delay|pause)\s*(?:=|\(\s*[\d_]+\s*\))/g },
  { name: "a sleep in SQL", pattern: /\bpg_sleep(?:_for|_until)?\s*\(/g },
];

/** Files that are tests, test support or benches. */
const isTestOrBench = (name: string) =>
  /^(?:e2e|bench|tests)\//.test(name) ||
  /\.test\.tsx?$/.test(name) ||
  /\.test-support\.tsx?$/.test(name) ||
  name.startsWith("apps/api/src/test/") ||
  name.startsWith("apps/web/app/testing/");

/** "file:line: rule" for every fixed wait in the given texts. */
function fixedWaits(files: { name: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { name, text } of files) {
    for (const rule of RULES) {
      for (const match of text.matchAll(rule.pattern)) {
        const line = text.slice(0, match.index).split("\n").length;
        found.push(`${name}:${line}: ${rule.name}`);
      }
    }
  }
  return found;
}

describe("tests and benches wait for outcomes, never for time", () => {
  // This file's samples are fixed waits on purpose: they show the rules catch them.
  const self = path.relative(root, import.meta.filename);
  const files = sourceFiles(root, ["apps", "packages", "e2e", "bench", "tests"]).filter(
    (name) => isTestOrBench(name) && name !== self,
  );

  it("walks the tests, their support and the benches", () => {
    for (const name of [
      "e2e/users-and-roles.test.ts",
      "e2e/support/server.ts",
      "bench/js-budget.ts",
      "apps/api/src/test/sentry-receiver.ts",
      "apps/web/app/testing/api-stub.ts",
      "apps/api/src/modules/inspection/inspection.rooms.test.ts",
    ]) {
      expect(files).toContain(name);
    }
    expect(files).not.toContain("apps/api/src/modules/inspection/inspection.rooms.ts");
  });

  it("finds every kind of fixed wait", () => {
    const samples = [
      "await page.waitForTimeout(500);",
      "await new Promise((resolve) => setTimeout(resolve, 50));",
      "for (;;) await new Promise((r) => setTimeout(r, 10));",
      'new Promise((resolve) => setTimeout(resolve, 5000, "waiting"))',
      "new Promise((resolve) => setTimeout(() => resolve(true), 20))",
      'import { setTimeout as wait } from "node:timers/promises";',
      "const sleep = (ms: number) => new Promise((go) => setTimeout(go, ms));",
      "await delay(200);",
      "await tx.execute(sql`select pg_sleep(5)`);",
    ];
    const found = fixedWaits(samples.map((text, i) => ({ name: `sample-${i}`, text })));
    for (let i = 0; i < samples.length; i++)
      expect(found.some((f) => f.startsWith(`sample-${i}:`))).toBe(true);
  });

  it("lets deadlines and task yields be", () => {
    const samples = [
      "const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);",
      "const timer = setTimeout(() => { reject(new Error('late')); }, timeoutMs);",
      "await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));",
      "await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000 });",
    ];
    expect(fixedWaits(samples.map((text, i) => ({ name: `sample-${i}`, text })))).toEqual([]);
  });

  it("none in the repository", () => {
    const texts = files.map((name) => ({ name, text: fs.readFileSync(path.join(root, name), "utf8") }));
    expect(fixedWaits(texts)).toEqual([]);
  });
});
