import fs from "node:fs";
import path from "node:path";

/** One import (or re-export, or dynamic import) of a source file, by repository-relative paths. */
export interface ImportEdge {
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Repository-relative target for relative and `@mt/…` specifiers; null for packages. */
  target: string | null;
  typeOnly: boolean;
}

export interface Violation {
  rule: string;
  from: string;
  specifier: string;
}

const WORKSPACE_ALIASES: Record<string, string> = {
  "@mt/domain/": "packages/domain/src/",
  "@mt/contract/": "packages/contract/src/",
};

const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The imports of one file's text; `import type`/`export type` are type-only. */
export function parseImports(from: string, text: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const specifier = match[3] as string;
    edges.push({ from, specifier, target: resolve(from, specifier), typeOnly: !!match[2] });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    const specifier = match[1] as string;
    edges.push({ from, specifier, target: resolve(from, specifier), typeOnly: false });
  }
  return edges;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const [alias, dir] of Object.entries(WORKSPACE_ALIASES)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith("@mt/")) return specifier;
  return null;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const under = (file: string | null, dir: string) => !!file && file.startsWith(dir);
const featureOf = (file: string | null) => file?.match(/^apps\/web\/app\/features\/([^/]+)\//)?.[1] ?? null;
const moduleOf = (file: string | null) => file?.match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1] ?? null;
const baseName = (file: string) => path.posix.basename(file).replace(/\.tsx?$/, "");
const packageName = (specifier: string) =>
  specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : (specifier.split("/")[0] as string);

/** Packages the domain may use: it stays pure (no I/O, no framework), so server and browser share it. */
export const DOMAIN_PACKAGES = ["zod"];
/** What a test in `apps/api/src/db/` may add: the helpers that hand it a migrated database. */
const DB_TEST_HELPERS = ["apps/api/src/test/global-setup.ts", "apps/api/src/test/test-database.ts"];
/** What tests anywhere in the packages may add. */
const TEST_PACKAGES = ["vitest", "fast-check"];

type Rule = { name: string; broken: (edge: ImportEdge) => boolean };

/**
 * The written rules of `docs/where-code-goes.md`, one predicate each. An edge that breaks a rule is
 * a violation; the test lists them all.
 */
export const RULES: Rule[] = [
  {
    name: "the web app never imports the API",
    broken: (e) =>
      under(e.from, "apps/web/") && (under(e.target, "apps/api/") || e.specifier.startsWith("@mt/api")),
  },
  {
    name: "the API never imports the web app's code",
    broken: (e) =>
      under(e.from, "apps/api/") && (under(e.target, "apps/web/") || e.specifier.startsWith("@mt/web")),
  },
  {
    name: "a web feature never imports another feature",
    broken: (e) => {
      const own = featureOf(e.from);
      const other = featureOf(e.target);
      return own !== null && other !== null && own !== other;
    },
  },
  {
    name: "the domain imports only itself and pure libraries",
    broken: (e) => {
      if (!under(e.from, "packages/domain/")) return false;
      if (e.target !== null) return !under(e.target, "packages/domain/");
      if (e.specifier.startsWith("node:")) return true;
      const allowed = isTest(e.from) ? [...DOMAIN_PACKAGES, ...TEST_PACKAGES] : DOMAIN_PACKAGES;
      return !allowed.includes(packageName(e.specifier));
    },
  },
  {
    name: "the contract imports only the domain, itself and zod",
    broken: (e) => {
      if (!under(e.from, "packages/contract/")) return false;
      if (e.target !== null)
        return !under(e.target, "packages/domain/") && !under(e.target, "packages/contract/");
      const allowed = isTest(e.from) ? ["zod", ...TEST_PACKAGES] : ["zod"];
      return !allowed.includes(packageName(e.specifier));
    },
  },
  {
    name: "an API module reaches another module only through the types of its <area>.module.ts",
    broken: (e) => {
      const own = moduleOf(e.from);
      const other = moduleOf(e.target);
      if (own === null || other === null || own === other || e.target === null) return false;
      // Tests set up whatever they need.
      if (isTest(e.from) || e.from.endsWith(".test-support.ts")) return false;
      // A table may reference another area's table (foreign key), and a repository or seeder may read it
      // (a join); writing it is the owner's alone, which `foreignWrites` checks.
      if (baseName(e.target).endsWith(".schema") && /\.(schema|repository|seed)$/.test(baseName(e.from))) {
        return false;
      }
      // A repository may also read through the condition an area defines on its table: which of its
      // rows a caller reaches (the projects' reach, which the customers desk asks too; decision 059).
      if (baseName(e.target).endsWith("-reach.repository") && baseName(e.from).endsWith(".repository")) {
        return false;
      }
      return !(e.typeOnly && baseName(e.target) === `${other}.module`);
    },
  },
  {
    name: "only repositories, schemas, seeds and db/ touch the ORM",
    broken: (e) =>
      under(e.from, "apps/api/src/") &&
      packageName(e.specifier) === "drizzle-orm" &&
      !isTest(e.from) &&
      !/\.(repository|schema|seed|test-support)\.ts$/.test(e.from) &&
      !under(e.from, "apps/api/src/db/") &&
      !under(e.from, "apps/api/src/seed/") &&
      !under(e.from, "apps/api/src/test/"),
  },
  {
    // db/ is the floor of the API: the connection, migrations and transaction helpers. What lists every
    // module (the schema list, the seeders and the demo data) lives beside app.ts, so arrows run one way.
    name: "db/ imports nothing of the API above it",
    broken: (e) =>
      under(e.from, "apps/api/src/db/") &&
      (under(e.target, "apps/api/") || e.specifier.startsWith("@mt/api")) &&
      !under(e.target, "apps/api/src/db/") &&
      !(isTest(e.from) && DB_TEST_HELPERS.includes(e.target ?? "")),
  },
];

export function violations(edges: readonly ImportEdge[], rules: readonly Rule[] = RULES): Violation[] {
  return edges.flatMap((edge) =>
    rules
      .filter((rule) => rule.broken(edge))
      .map((rule) => ({ rule: rule.name, from: edge.from, specifier: edge.specifier })),
  );
}

const WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;

/**
 * "A module alone writes its tables": the tables a file imports from another module's schema, which
 * it then inserts into, updates or deletes from.
 */
export function foreignWrites(from: string, text: string): Violation[] {
  const own = moduleOf(from);
  if (own === null || isTest(from) || from.endsWith(".test-support.ts")) return [];
  const foreign = new Set<string>();
  for (const match of text.matchAll(/^\s*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    const target = resolve(from, match[2] as string);
    const other = moduleOf(target);
    if (other === null || other === own || !baseName(target ?? "").endsWith(".schema")) continue;
    for (const name of (match[1] as string).split(",")) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) foreign.add(local);
    }
  }
  return [...text.matchAll(WRITE)]
    .filter((match) => foreign.has(match[2] as string))
    .map((match) => ({
      rule: "a module writes only its own tables",
      from,
      specifier: `${match[1]}(${match[2]})`,
    }));
}

const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  "build",
  ".react-router",
  "coverage",
  "data",
  "migrations",
]);

/** Every TypeScript source below the given repository-relative folders. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        found.push(relative);
      }
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found;
}

export function importsOf(root: string, files: readonly string[]): ImportEdge[] {
  return files.flatMap((file) => parseImports(file, fs.readFileSync(path.join(root, file), "utf8")));
}

export function writesOf(root: string, files: readonly string[]): Violation[] {
  return files.flatMap((file) => foreignWrites(file, fs.readFileSync(path.join(root, file), "utf8")));
}
