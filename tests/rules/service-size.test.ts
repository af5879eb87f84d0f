import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const MODULES = "apps/api/src/modules";
/** A service file past this serves more than one purpose: split it by use-case group (issue 38). */
const MAX_LINES = 400;

function serviceFiles(): string[] {
  return fs
    .readdirSync(path.join(root, MODULES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, MODULES, dir.name))
        .filter((name) => name.endsWith(".service.ts"))
        .map((name) => path.join(MODULES, dir.name, name)),
    );
}

describe("API services", () => {
  it(`stay under ${MAX_LINES} lines a file`, () => {
    const files = serviceFiles();
    expect(files.length).toBeGreaterThan(20);
    const long = files
      .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
