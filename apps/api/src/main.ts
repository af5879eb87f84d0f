import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { connect } from "./db/connect.ts";
import { parseEnv } from "./env.ts";
import { prepareDatabase } from "./seed/prepare.ts";
import { gracefulShutdown } from "./shutdown.ts";
import { startBanner } from "./start-banner.ts";

const webRoot = fileURLToPath(new URL("../../web", import.meta.url));
const dev = process.argv.includes("--dev");

async function main() {
  const env = parseEnv();
  const connected = await connect(env);
  try {
    const seeded = await prepareDatabase(env, connected.database);
    if (seeded) console.info(seeded);
  } catch (error) {
    await connected.close();
    throw error;
  }
  const app = await buildApp({
    env,
    database: connected.database,
    web: dev
      ? { mode: "development", root: webRoot }
      : { mode: "production", buildDir: path.join(webRoot, "build") },
  });
  const shutdown = gracefulShutdown(app, connected.close, env.SHUTDOWN_TIMEOUT_MS);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => shutdown(signal).then((code) => process.exit(code)));
  }
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
    for (const line of startBanner(env)) console.info(line);
  } catch (error) {
    app.log.error({ err: error }, "could not listen");
    await shutdown("listen-failed");
    process.exit(1);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
