import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { type SettingValue, setting, settingChange } from "./settings.schema.ts";

export function settingsRepository(db: Db) {
  return {
    async get(key: string): Promise<SettingValue | undefined> {
      const rows = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
      return rows[0]?.value;
    },
    async getMany(keys: readonly string[]): Promise<Map<string, SettingValue>> {
      const rows = await db
        .select({ key: setting.key, value: setting.value })
        .from(setting)
        .where(inArray(setting.key, [...keys]));
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
