import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { type SettingValue, setting } from "./settings.schema.ts";

export function settingsRepository(db: Db) {
  return {
    async get(key: string): Promise<SettingValue | undefined> {
      const rows = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
      return rows[0]?.value;
    },
    async set(key: string, value: SettingValue): Promise<void> {
      await db
        .insert(setting)
        .values({ key, value })
        .onConflictDoUpdate({ target: setting.key, set: { value, updatedAt: new Date() } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
