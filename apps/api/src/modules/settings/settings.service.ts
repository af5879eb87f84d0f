import {
  type PublicSettings,
  type SettingsPage,
  type SystemSettings,
  updateSettingsBody,
} from "@mt/contract/settings";
import type { WorkType } from "@mt/domain/entities/enums";
import type { ArrivalWindow } from "@mt/domain/time/offered-windows";
import { type Db, transaction } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import { settingsRepository } from "./settings.repository.ts";
import type { SettingValue } from "./settings.schema.ts";
import { defaultSettings, SETTING_KEYS } from "./settings-defaults.ts";

export const PRODUCT_NAME_KEY = "productName";
export const CUSTOMER_CHANGE_CUTOFF_KEY = "customerChangeCutoffHours";

/** Lead time, horizon and arrival windows of every offer, in the schedule's units. */
function offerRules(current: SystemSettings): {
  leadMinutes: number;
  horizonDays: number;
  windows: ArrivalWindow[];
} {
  return {
    leadMinutes: current.leadTimeHours * 60,
    horizonDays: current.bookingHorizonDays,
    windows: current.arrivalWindows as ArrivalWindow[],
  };
}

/** The settings a reservation needs, read together. */
export interface ReservationRules {
  offer: { leadMinutes: number; horizonDays: number; windows: readonly ArrivalWindow[] };
  launchedWorkTypes: readonly WorkType[];
  reservationMinutes: number;
}

/** Changes the settings page lists. */
const CHANGE_LOG_LENGTH = 50;

/** A stored value if it still passes today's validation, else the default (e.g. after a rule tightened). */
function storedOr<K extends keyof SystemSettings>(
  key: K,
  stored: SettingValue | undefined,
  fallback: SystemSettings[K],
) {
  if (stored === undefined) return fallback;
  // An older release stored the cut-off as a digit string.
  const value = key === CUSTOMER_CHANGE_CUTOFF_KEY && typeof stored === "string" ? Number(stored) : stored;
  const parsed = updateSettingsBody.shape[key].safeParse(value);
  return parsed.success && parsed.data !== undefined ? (parsed.data as SystemSettings[K]) : fallback;
}

/**
 * The run-time settings, read from the database on every call (one indexed query), so a change on
 * one server is seen at once by all of them.
 */
export function settingsService(db: Db, env: Env, appVersion: string) {
  const repo = settingsRepository(db);

  async function values(): Promise<SystemSettings> {
    const stored = await repo.getMany(SETTING_KEYS);
    const defaults = defaultSettings(env.PRODUCT_NAME);
    const result = { ...defaults };
    for (const key of SETTING_KEYS) {
      (result as Record<string, unknown>)[key] = storedOr(key, stored.get(key), defaults[key]);
    }
    return result;
  }

  async function one<K extends keyof SystemSettings>(key: K): Promise<SystemSettings[K]> {
    return storedOr(key, await repo.get(key), defaultSettings(env.PRODUCT_NAME)[key]);
  }

  async function page(): Promise<SettingsPage> {
    const [current, changes] = await Promise.all([values(), repo.changes(CHANGE_LOG_LENGTH)]);
    return {
      values: current,
      changes: changes.map((row) => ({
        id: row.id,
        changedAt: row.changedAt.toISOString(),
        changedBy: row.changedByName,
        before: row.before as Partial<SystemSettings>,
        after: row.after as Partial<SystemSettings>,
      })),
    };
  }

  return {
    values,
    page,

    /** Stores the keys that differ from today's values and logs them in the same transaction. */
    async update(
      admin: { id: number; name: string },
      changes: ReturnType<typeof updateSettingsBody.parse>,
    ): Promise<SettingsPage> {
      await transaction(db, async (tx) => {
        const txRepo = settingsRepository(tx);
        // Serialises concurrent saves so each logged "before" is what the save replaced.
        await txRepo.lockChanges();
        const current = await settingsService(tx, env, appVersion).values();
        const before: Record<string, SettingValue> = {};
        const after: Record<string, SettingValue> = {};
        for (const key of SETTING_KEYS) {
          const next = changes[key] as SettingValue | undefined;
          if (next === undefined || JSON.stringify(next) === JSON.stringify(current[key])) continue;
          before[key] = current[key] as SettingValue;
          after[key] = next;
          await txRepo.set(key, next);
        }
        if (Object.keys(after).length > 0)
          await txRepo.logChange({ changedById: admin.id, changedByName: admin.name, before, after });
      });
      return page();
    },

    async publicSettings(): Promise<PublicSettings> {
      const current = await values();
      return {
        productName: current.productName,
        environment: env.APP_ENV,
        appVersion,
        cartVersion: env.CART_VERSION,
        customerService: { phone: current.customerServicePhone, email: current.customerServiceEmail },
        siteServices: {
          analyticsContainerId: env.ANALYTICS_CONTAINER_ID ?? null,
          chat:
            env.CHAT_WIDGET_SCRIPT_URL && env.CHAT_WIDGET_TOKEN
              ? { scriptUrl: env.CHAT_WIDGET_SCRIPT_URL, token: env.CHAT_WIDGET_TOKEN }
              : null,
          errorReportingDsn: env.SENTRY_DSN ?? null,
        },
      };
    },

    /** Hours before the start until which customers cancel or move their appointment themselves. */
    customerChangeCutoffHours: () => one("customerChangeCutoffHours"),
    /** How long a chosen window stays reserved, and how much each extension gives. */
    reservationMinutes: () => one("reservationMinutes"),
    /** Hours after "send me the cart" at which the later reminders go. */
    cartReminderHours: () => one("cartReminderHours"),
    launchedWorkTypes: async (): Promise<WorkType[]> => one("launchedWorkTypes"),
    /** Lead time, horizon and arrival windows of every offer, in the schedule's units. */
    offerSettings: async () => offerRules(await values()),
    /**
     * What a reservation reads, in one query: the offer rules, the work types on sale and the hold's
     * length (read one by one they were three round trips per attempt, decision 051).
     */
    async reservationRules(): Promise<ReservationRules> {
      const current = await values();
      return {
        offer: offerRules(current),
        launchedWorkTypes: current.launchedWorkTypes,
        reservationMinutes: current.reservationMinutes,
      };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
