import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./import-rules.ts";

const root = path.resolve(import.meta.dirname, "../..");
const FORMAT_DIR = "packages/domain/src/format/";
// Computes Oslo's UTC offset from the platform's time-zone data; it makes numbers, never text.
const ALLOWED = new Set(["packages/domain/src/time/oslo-clock.ts"]);

const RULES: { name: string; pattern: RegExp }[] = [
  { name: "toLocaleDateString", pattern: /\.toLocaleDateString\s*\(/ },
  { name: "toLocaleTimeString", pattern: /\.toLocaleTimeString\s*\(/ },
  { name: "toLocaleString", pattern: /\.toLocaleString\s*\(/ },
  { name: "Intl.DateTimeFormat", pattern: /\bIntl\s*\.\s*DateTimeFormat\b/ },
  { name: "Intl.NumberFormat", pattern: /\bIntl\s*\.\s*NumberFormat\b/ },
];

/** "file:line: rule" for every formatting call outside the format module. */
function formattingOutsideModule(files: string[]): string[] {
  const found: string[] = [];
  for (const name of files) {
    if (name.startsWith(FORMAT_DIR) || ALLOWED.has(name) || /\.test\.tsx?$/.test(name)) continue;
    const text = fs.readFileSync(path.join(root, name), "utf8");
    const lines = text.split("\n");
    for (const rule of RULES) {
      lines.forEach((line, i) => {
        if (rule.pattern.test(line)) found.push(`${name}:${i + 1}: ${rule.name}`);
      });
    }
  }
  return found;
}

describe("dates, times, numbers and money are formatted only in packages/domain/src/format", () => {
  const files = sourceFiles(root, ["apps", "packages"]);

  it("walks the apps' and packages' source", () => {
    expect(files).toContain("packages/domain/src/format/date.ts");
    expect(files.some((name) => name.startsWith("apps/web/app/"))).toBe(true);
    expect(files.some((name) => name.startsWith("apps/api/src/"))).toBe(true);
  });

  it("no page, e-mail, SMS or PDF formats a date, time, number or amount itself", () => {
    expect(formattingOutsideModule(files)).toEqual([]);
  });
});
