import { z } from "zod";
import { defineRoute } from "./define-route.ts";

export const publicSettingsSchema = z.object({
  productName: z.string(),
  environment: z.enum(["local", "test", "staging", "production"]),
  appVersion: z.string(),
  cartVersion: z.string(),
  /** Third-party services, each null when not configured (decision 039). */
  siteServices: z.object({
    /** Tag-manager container, loaded only after consent to analytics. */
    analyticsContainerId: z.string().nullable(),
    /** Customer-service chat widget, loaded only after functional consent. */
    chat: z.object({ scriptUrl: z.string(), token: z.string() }).nullable(),
    /** Sentry-compatible DSN for the browser's error reports. */
    errorReportingDsn: z.string().nullable(),
  }),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const getPublicSettings = defineRoute({
  method: "GET",
  path: "/settings/public",
  summary: "Settings every visitor may read",
  tags: ["settings"],
  response: z.object({ data: publicSettingsSchema }),
});
