import { seedCatalogue } from "../modules/catalogue/catalogue.seed.ts";
import { seedCms } from "../modules/cms/cms.seed.ts";
import { seedCoverage } from "../modules/coverage/coverage.seed.ts";
import { seedMedia } from "../modules/media/media.seed.ts";
import { seedSchedule } from "../modules/schedule/schedule.seed.ts";
import { setting } from "../modules/settings/settings.schema.ts";
import { seedUsers } from "../modules/users/users.seed.ts";
import type { Database, Db } from "./database.ts";

const SEEDED_KEY = "demoDataSeededAt";

/** One area's demo data. Seeders run in the order listed, inside one transaction. */
export type Seeder = (tx: Db) => Promise<void>;

// Each area adds its seeder here, after the areas it refers to.
// seedUsers stays after any contractor seeder: the electrician and contractor admin join the first contractor.
// CMS pages and media come first so that other areas (job pages) can refer to them.
// seedSchedule comes last: electricians join the contractors and the demo electrician user.
const seeders: Seeder[] = [seedMedia, seedCms, seedCoverage, seedCatalogue, seedUsers, seedSchedule];

/** Norwegian demo data, written once into an empty database. */
export async function seedDemoData(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(setting)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: setting.key });
    // This or an earlier start has seeded already.
    if (inserted.length === 0) return false;
    for (const seed of seeders) await seed(tx as unknown as Db);
    return true;
  });
}
