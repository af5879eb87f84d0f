import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** Made by `npm start` (the data directory) and the browser tests (`.tmp`), not kept in the repository. */
const runtime = ["data", "./data", ".tmp"];

/**
 * The relative links and repository paths a Markdown file names that a clone does not have: a link
 * `[text](target)` relative to the file, or a path in `backticks` that starts with an entry at the
 * repository's root (`docs/…`, `apps/…`), `./` or `../`, read from the root. A path that leaves the
 * repository counts as missing wherever it points: a clone does not have it.
 */
function missingPaths(markdown: string, file: string, repoRoot = root): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  const topLevel = new Set(fs.readdirSync(repoRoot));
  const named: { target: string; base: string }[] = [];
  for (const [, target = ""] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#|\/)/.test(target)) continue;
    named.push({ target: target.replace(/#.*$/, ""), base: path.dirname(path.join(repoRoot, file)) });
  }
  for (const [, code = ""] of prose.matchAll(/`([^`\s]+)`/g)) {
    const first = code.split("/")[0] ?? "";
    if (!code.includes("/") || !(first === "." || first === ".." || topLevel.has(first))) continue;
    if (runtime.some((dir) => code === dir || code.startsWith(`${dir}/`))) continue;
    named.push({ target: code, base: repoRoot });
  }
  return named
    .filter(({ target, base }) => {
      const resolved = path.resolve(base, target);
      return path.relative(repoRoot, resolved).startsWith("..") || !present(resolved);
    })
    .map(({ target }) => `${file}: ${target}`);
}

/** The path exists; with `<name>`, `*` or `…` in it, some entry of its folder starts as it does. */
function present(resolved: string): boolean {
  const [fixed = "", ...rest] = resolved.split(/[<*…]/);
  if (rest.length === 0) return fs.existsSync(resolved);
  if (fixed.endsWith(path.sep)) return fs.existsSync(fixed);
  const folder = path.dirname(fixed);
  return (
    fs.existsSync(folder) && fs.readdirSync(folder).some((name) => name.startsWith(path.basename(fixed)))
  );
}

const documents = [
  "README.md",
  ...fs
    .readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("the README and docs/*.md name only what a clone has", () => {
  it.each(documents)("%s", (file) => {
    expect(missingPaths(fs.readFileSync(path.join(root, file), "utf8"), file)).toEqual([]);
  });

  it("finds a path outside the repository, a missing file and a broken link", () => {
    const text = [
      "See `../shared/spec/product-spec.md` and `docs/formats.md`, `docs/no-such-page.md`,",
      "[the decisions](decisions/) and [a lost page](gone.md), `apps/web/app/routes/<page>.tsx`, `./data`.",
      "```sh",
      "cat docs/also-missing-but-a-command.md",
      "```",
    ].join("\n");
    expect(missingPaths(text, "docs/example.md")).toEqual([
      "docs/example.md: gone.md",
      "docs/example.md: ../shared/spec/product-spec.md",
      "docs/example.md: docs/no-such-page.md",
    ]);
  });
});
