import type { Database } from "./database.ts";
import { setting } from "./schema.ts";

const SEEDED_KEY = "demoDataSeededAt";

/** Norwegian demo data, written once into an empty database. Each area adds its part here. */
export async function seedDemoData(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(setting)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: setting.key });
    // Someone (this or an earlier start) has seeded already.
    if (inserted.length === 0) return false;
    return true;
  });
}
