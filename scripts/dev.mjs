// `npm run dev`: the API restarts on change (tsx watch), the web app reloads in place (Vite).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

process.env.NODE_ENV ??= "development";
const tsxCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")),
  "dist/cli.mjs",
);
const child = spawn(
  process.execPath,
  [tsxCli, "watch", "--clear-screen=false", "apps/api/src/main.ts", "--dev"],
  {
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
