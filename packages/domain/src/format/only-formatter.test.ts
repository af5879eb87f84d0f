import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const FORMAT_DIR = "packages/domain/src/format/";
const SKIPPED_DIRS = new Set([
  "node_modules",
  "build",
  "dist",
  "coverage",
  ".react-router",
  ".turbo",
  "public",
]);
// Computes Oslo's UTC offset from the platform's time-zone data; it makes numbers, never text.
const ALLOWED = new Set(["packages/domain/src/time/oslo-clock.ts"]);

const RULES: { name: string; pattern: RegExp; onlyWith?: RegExp }[] = [
  { name: "toLocaleDateString", pattern: /\.toLocaleDateString\s*\(/ },
  { name: "toLocaleTimeString", pattern: /\.toLocaleTimeString\s*\(/ },
  { name: "toLocaleString", pattern: /\.toLocaleString\s*\(/ },
  { name: "Intl.DateTimeFormat", pattern: /\bIntl\s*\.\s*DateTimeFormat\b/ },
  { name: "Intl.NumberFormat", pattern: /\bIntl\s*\.\s*NumberFormat\b/ },
  {
    name: "dayjs .format(",
    pattern: /\.format\s*\(/,
    onlyWith: /from\s+["']dayjs["']|require\(["']dayjs["']\)/,
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** "file:line: rule" for every formatting call outside the format module. */
function formattingOutsideModule(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const name = relative(root, file).split("\\").join("/");
    if (name.startsWith(FORMAT_DIR) || ALLOWED.has(name)) continue;
    const text = readFileSync(file, "utf8");
    const lines = text.split("\n");
    for (const rule of RULES) {
      if (rule.onlyWith && !rule.onlyWith.test(text)) continue;
      lines.forEach((line, i) => {
        if (rule.pattern.test(line)) found.push(`${name}:${i + 1}: ${rule.name}`);
      });
    }
  }
  return found;
}

describe("dates, times, numbers and money are formatted only in packages/domain/src/format", () => {
  const files = ["apps", "packages"].flatMap((dir) => sourceFiles(join(ROOT, dir)));

  it("walks the apps' and packages' source", () => {
    const names = files.map((file) => relative(ROOT, file).split("\\").join("/"));
    expect(names).toContain("packages/domain/src/format/date.ts");
    expect(names.some((name) => name.startsWith("apps/web/app/"))).toBe(true);
    expect(names.some((name) => name.startsWith("apps/api/src/"))).toBe(true);
  });

  it("no page, e-mail, SMS or PDF formats a date, time, number or amount itself", () => {
    expect(formattingOutsideModule(ROOT, files)).toEqual([]);
  });
});
