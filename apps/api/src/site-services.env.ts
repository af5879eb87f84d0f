import { z } from "zod";

const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal("").transform(() => undefined));

/**
 * Third-party services of the site, each off until configured: the analytics container (loaded only
 * after consent), the customer-service chat widget (one script URL plus an id) and error reporting
 * to a Sentry-compatible service. The browser learns them from GET settings/public.
 */
export const siteServicesEnvShape = {
  /** Google Tag Manager container id ("GTM-XXXXXXX"). */
  ANALYTICS_CONTAINER_ID: optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "Forventet GTM-XXXXXXX")),
  /** Chat widget script (Chatwoot: https://chat.example.no/packs/js/sdk.js) and the website token. */
  CHAT_WIDGET_SCRIPT_URL: optional(z.url({ protocol: /^https?$/ })),
  CHAT_WIDGET_TOKEN: optional(z.string().min(1).max(200)),
  /** Sentry-compatible DSN (Sentry or GlitchTip); browser and server report there when set. */
  SENTRY_DSN: optional(z.url({ protocol: /^https?$/ })),
};
