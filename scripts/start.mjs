// `npm start`: build if the sources changed, then run the production server in this process.
import { spawn } from "node:child_process";
import fs from "node:fs";

const main = new URL("../apps/api/dist/main.js", import.meta.url);
const buildEnv = { ...process.env };
process.env.NODE_ENV ??= "production";

/**
 * The npm packages the last build's server imports. Loading them does not depend on the build, so
 * it runs while another process checks the build (decision 048): the server then finds them loaded.
 */
function packagesOfLastBuild() {
  let bundle;
  try {
    bundle = fs.readFileSync(main, "utf8");
  } catch {
    return [];
  }
  const names = new Set();
  for (const match of bundle.matchAll(/^import [^;]*?from "([^./][^"]*)";$/gm)) {
    if (match[1] && !match[1].startsWith("node:")) names.add(match[1]);
  }
  return [...names];
}

const checked = new Promise((resolve) => {
  const build = spawn(process.execPath, [new URL("./build.mjs", import.meta.url).pathname, "--if-needed"], {
    stdio: "inherit",
    env: buildEnv,
  });
  build.on("error", () => resolve(1));
  build.on("exit", (code) => resolve(code ?? 1));
});
// A package that fails to load here fails again, with its message, when the server imports it.
await Promise.allSettled(packagesOfLastBuild().map((name) => import(name)));
const status = await checked;
if (status !== 0) process.exit(status);
await import(main.href);
