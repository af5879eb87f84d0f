import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseImports } from "./import-rules.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Packages the running server may import without declaring them, and why. */
const UNDECLARED = new Map([["vite", "the development server only (`npm run dev`), from the web workspace"]]);

const packageName = (specifier: string) =>
  specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : (specifier.split("/")[0] as string);

/**
 * The npm packages the API's own files import at run time: those reached from the entry points
 * through relative imports, type-only imports left out. The build bundles exactly these files and
 * keeps every npm package external (scripts/build.mjs), so these are what a deployment must install.
 */
function runtimePackages(entries: readonly string[], read: (file: string) => string | null) {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    if (text === null) throw new Error(`${file} is imported but not found`);
    for (const edge of parseImports(file, text)) {
      if (edge.typeOnly) continue;
      if (edge.target?.startsWith("apps/api/src/")) pending.push(edge.target);
      else if (!edge.target && !edge.specifier.startsWith("node:")) {
        packages.set(packageName(edge.specifier), file);
      }
    }
  }
  return packages;
}

const readSource = (file: string) => {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : null;
};

describe("the API's dependencies", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "apps/api/package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const used = runtimePackages(["apps/api/src/main.ts", "apps/api/src/cli.ts"], readSource);

  it("declare every package the server imports at run time as a dependency", () => {
    expect(used.size).toBeGreaterThan(15);
    const undeclared = [...used].filter(
      ([name]) => !(name in manifest.dependencies) && !UNDECLARED.has(name),
    );
    expect(undeclared).toEqual([]);
  });

  it("hold nothing the server does not import: tests, generators and type packages are dev dependencies", () => {
    const unused = Object.keys(manifest.dependencies).filter(
      (name) => !name.startsWith("@mt/") && !used.has(name),
    );
    expect(unused).toEqual([]);
  });

  it("follow relative and dynamic imports, and skip type-only ones", () => {
    const files: Record<string, string> = {
      "apps/api/src/main.ts":
        'import "./a.ts";\nimport type { X } from "typed-only";\nimport fs from "node:fs";',
      "apps/api/src/a.ts": 'import sharp from "sharp";\nconst s = await import("@scope/lazy/sub");',
    };
    const found = runtimePackages(["apps/api/src/main.ts"], (file) => files[file] ?? null);
    expect([...found.keys()].sort()).toEqual(["@scope/lazy", "sharp"]);
  });
});
