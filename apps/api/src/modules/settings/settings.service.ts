import type { PublicSettings } from "@mt/contract/settings";
import type { Env } from "../../env.ts";
import type { SettingsRepository } from "./settings.repository.ts";

export const PRODUCT_NAME_KEY = "productName";

export function settingsService(repo: SettingsRepository, env: Env, appVersion: string) {
  return {
    async publicSettings(): Promise<PublicSettings> {
      const stored = await repo.get(PRODUCT_NAME_KEY);
      return {
        productName: typeof stored === "string" && stored ? stored : env.PRODUCT_NAME,
        environment: env.APP_ENV,
        appVersion,
        cartVersion: env.CART_VERSION,
      };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
