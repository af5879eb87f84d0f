import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./plugins/security-headers.ts";
import { siteServiceSources } from "./site-services.env.ts";

describe("the site services in the Content-Security-Policy", () => {
  it("adds nothing when no service is configured", () => {
    expect(siteServiceSources({})).toEqual({ script: [], connect: [], frame: [] });
    expect(contentSecurityPolicy(false, "n", siteServiceSources({}))).toBe(contentSecurityPolicy(false, "n"));
  });

  it("allows the tag manager's script and Google's hit endpoints for a container", () => {
    const policy = contentSecurityPolicy(
      false,
      "n",
      siteServiceSources({ ANALYTICS_CONTAINER_ID: "GTM-ABC123" }),
    );
    expect(policy).toContain("script-src 'self' 'nonce-n' https://www.googletagmanager.com;");
    expect(policy).toContain("https://*.google-analytics.com");
  });

  it("allows the chat provider's origin for script, iframe, API and websocket; only with its token", () => {
    const chat = {
      CHAT_WIDGET_SCRIPT_URL: "https://chat.example.no/packs/js/sdk.js",
      CHAT_WIDGET_TOKEN: "t",
    };
    expect(siteServiceSources(chat)).toEqual({
      script: ["https://chat.example.no"],
      connect: ["https://chat.example.no", "wss://chat.example.no"],
      frame: ["https://chat.example.no"],
    });
    expect(siteServiceSources({ CHAT_WIDGET_SCRIPT_URL: chat.CHAT_WIDGET_SCRIPT_URL })).toEqual({
      script: [],
      connect: [],
      frame: [],
    });
  });

  it("lets the browser send error reports to the DSN's origin", () => {
    const policy = contentSecurityPolicy(
      false,
      "n",
      siteServiceSources({ SENTRY_DSN: "https://key@errors.example.no/4" }),
    );
    expect(policy).toContain("connect-src 'self' https://errors.example.no;");
  });
});
