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

/** Origins the Content-Security-Policy adds for the configured services (none when nothing is set). */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  frame: string[];
}

const TAG_MANAGER_SCRIPTS = ["https://www.googletagmanager.com"];
// Where Google's tags (GA4 through the container) send their hits.
const TAG_MANAGER_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

export function siteServiceSources(env: {
  ANALYTICS_CONTAINER_ID?: string | undefined;
  CHAT_WIDGET_SCRIPT_URL?: string | undefined;
  CHAT_WIDGET_TOKEN?: string | undefined;
  SENTRY_DSN?: string | undefined;
}): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], connect: [], frame: [] };
  if (env.ANALYTICS_CONTAINER_ID) {
    sources.script.push(...TAG_MANAGER_SCRIPTS);
    sources.connect.push(...TAG_MANAGER_CONNECT);
  }
  if (env.CHAT_WIDGET_SCRIPT_URL && env.CHAT_WIDGET_TOKEN) {
    // Chatwoot: the SDK from its origin, the widget in an iframe from there, its API and websocket.
    const chat = new URL(env.CHAT_WIDGET_SCRIPT_URL);
    const socket = `${chat.protocol === "https:" ? "wss" : "ws"}://${chat.host}`;
    sources.script.push(chat.origin);
    sources.connect.push(chat.origin, socket);
    sources.frame.push(chat.origin);
  }
  // Error reports go from the browser to the DSN's origin (decision 040).
  if (env.SENTRY_DSN) sources.connect.push(new URL(env.SENTRY_DSN).origin);
  return sources;
}
