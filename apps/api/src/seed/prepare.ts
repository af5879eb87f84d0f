import type { Database } from "../db/database.ts";
import { isDeployment } from "../deployment.env.ts";
import type { Env } from "../env.ts";
import { refuseDemoPeople } from "./demo-people.ts";
import { seedDemoData, seededMessage } from "./seed.ts";

/**
 * What `npm start` does to the migrated database before it listens: a deployment (staging,
 * production) refuses one holding the demo people and gets the content alone; the local and test
 * demos get the demo people too. Returns what was seeded, null when nothing was.
 */
export async function prepareDatabase(env: Pick<Env, "APP_ENV">, database: Database): Promise<string | null> {
  const deployment = isDeployment(env.APP_ENV);
  if (deployment) await refuseDemoPeople(database.db, env.APP_ENV);
  const seeded = await seedDemoData(database, { people: !deployment });
  return seeded.content || seeded.people ? seededMessage(seeded) : null;
}
