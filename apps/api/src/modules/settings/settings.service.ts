import type { PublicSettings } from "@mt/contract/settings";
import { DEFAULT_CUSTOMER_CHANGE_CUTOFF_HOURS } from "@mt/domain/project/project-reach";
import type { Env } from "../../env.ts";
import type { SettingsRepository } from "./settings.repository.ts";

export const PRODUCT_NAME_KEY = "productName";
export const CUSTOMER_CHANGE_CUTOFF_KEY = "customerChangeCutoffHours";

export function settingsService(repo: SettingsRepository, env: Env, appVersion: string) {
  return {
    async publicSettings(): Promise<PublicSettings> {
      const stored = await repo.get(PRODUCT_NAME_KEY);
      return {
        productName: typeof stored === "string" && stored ? stored : env.PRODUCT_NAME,
        environment: env.APP_ENV,
        appVersion,
        cartVersion: env.CART_VERSION,
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
    async customerChangeCutoffHours(): Promise<number> {
      const stored = await repo.get(CUSTOMER_CHANGE_CUTOFF_KEY);
      if (typeof stored === "number" && Number.isFinite(stored) && stored >= 0) return stored;
      if (typeof stored === "string" && /^\d{1,4}$/.test(stored)) return Number(stored);
      return DEFAULT_CUSTOMER_CHANGE_CUTOFF_HOURS;
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
