// `npm run dev`: the API restarts on change (tsx watch), the web app reloads in place (Vite).
import { spawn } from "node:child_process";

process.env.NODE_ENV ??= "development";
const child = spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/api/src/main.ts", "--dev"], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
