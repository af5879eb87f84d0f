import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { type SettingValue, setting, settingChange } from "./settings.schema.ts";

/** Every stored setting of these keys. */
const manyQuery = (db: Db) =>
  db
    .select({ key: setting.key, value: setting.value })
    .from(setting)
    .where(sql`${setting.key} = any(${sql.placeholder("keys")}::text[])`)
    // Read on every reservation attempt and offer: built once, parsed once per connection.
    .prepare("settings_many");

export function settingsRepository(db: Db) {
  let many: ReturnType<typeof manyQuery> | undefined;
  return {
    async get(key: string): Promise<SettingValue | undefined> {
      const rows = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
      return rows[0]?.value;
    },
    async getMany(keys: readonly string[]): Promise<Map<string, SettingValue>> {
      many ??= manyQuery(db);
      const rows = await many.execute({ keys: [...keys] });
      return new Map(rows.map((row) => [row.key, row.value]));
    },
    async set(key: string, value: SettingValue): Promise<void> {
      await db
        .insert(setting)
        .values({ key, value })
        .onConflictDoUpdate({ target: setting.key, set: { value, updatedAt: new Date() } });
    },
    /** Inside a transaction: one settings save at a time. */
    async lockChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('settings-change'))`);
    },
    async logChange(change: typeof settingChange.$inferInsert): Promise<void> {
      await db.insert(settingChange).values(change);
    },
    changes: (limit: number) =>
      db
        .select()
        .from(settingChange)
        .orderBy(desc(settingChange.changedAt), desc(settingChange.id))
        .limit(limit),
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
