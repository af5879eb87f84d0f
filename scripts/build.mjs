// Builds the web app (React Router) and bundles the API server. With --if-needed it skips the
// work when no source file changed since the last build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const apiDist = path.join(root, "apps/api/dist");
const webBuild = path.join(root, "apps/web/build");
const stampFile = path.join(apiDist, ".build-stamp");
const sources = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/api/src",
  "packages",
  "package-lock.json",
];

function fingerprint() {
  const hash = createHash("sha256");
  const walk = (entry) => {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry).sort())
        if (name !== "node_modules") walk(path.join(entry, name));
    } else {
      hash.update(`${path.relative(root, entry)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const source of sources) walk(path.join(root, source));
  return hash.digest("hex");
}

const ifNeeded = process.argv.includes("--if-needed");
const current = fingerprint();
const built =
  fs.existsSync(path.join(webBuild, "server/index.js")) &&
  fs.existsSync(path.join(apiDist, "main.js")) &&
  fs.readFileSync(stampFile, { encoding: "utf8", flag: "a+" }) === current;
if (ifNeeded && built) process.exit(0);

console.info("Bygger webappen og API-et (tar gjerne et halvt minutt) …");
// Warnings and errors only: the list of every file written is in apps/web/build.
const web = spawnSync("npx", ["react-router", "build", "--logLevel", "warn"], {
  cwd: path.join(root, "apps/web"),
  stdio: ["inherit", "pipe", "pipe"],
  encoding: "utf8",
});
// @react-router/dev 7 loads its config through Vite with `envFile: false`, which Vite 8 reports
// as deprecated every time; nothing of ours sets it, so those lines are dropped here.
const deprecatedEnvFile = /The `envFile` option is deprecated/;
for (const [output, stream] of [
  [web.stdout, process.stdout],
  [web.stderr, process.stderr],
]) {
  const lines = (output ?? "").split("\n").filter((line) => !deprecatedEnvFile.test(line));
  const text = lines.join("\n").trim();
  if (text) stream.write(`${text}\n`);
}
if (web.status !== 0) process.exit(web.status ?? 1);

fs.rmSync(apiDist, { recursive: true, force: true });
await build({
  entryPoints: { main: "apps/api/src/main.ts", cli: "apps/api/src/cli.ts" },
  absWorkingDir: root,
  outdir: apiDist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      // Workspace packages are TypeScript source and are bundled; everything from npm stays external.
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@mt/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.cpSync(path.join(root, "apps/api/src/db/migrations"), path.join(apiDist, "migrations"), {
  recursive: true,
});
fs.writeFileSync(stampFile, current);
console.info("Ferdig bygget.");
