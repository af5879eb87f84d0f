import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { type Env, parseEnv } from "../env.ts";
import { checkErrorsAreDocumented } from "./documented-errors.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...envOverrides });
  const database = await createTestDatabase();
  const app = await buildApp({ env, database });
  checkErrorsAreDocumented(app);
  configure?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
