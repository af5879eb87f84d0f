// `npm start`: build if the sources changed, then run the production server in this process.
import { spawnSync } from "node:child_process";

const build = spawnSync(process.execPath, [new URL("./build.mjs", import.meta.url).pathname, "--if-needed"], {
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);
process.env.NODE_ENV ??= "production";
await import("../apps/api/dist/main.js");
