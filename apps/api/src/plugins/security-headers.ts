import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type AppEnv, isDeployment } from "../deployment.env.ts";
import type { ThirdPartySources } from "../site-services.env.ts";

/**
 * When Strict-Transport-Security goes out: on every response (a deployment whose PUBLIC_URL is
 * https), on responses to https requests only (a deployment reached over https directly, or behind a
 * proxy trusted with TRUST_PROXY that says so in X-Forwarded-Proto), or never (local and test).
 */
export type HstsMode = "always" | "https-requests" | "never";

export const HSTS_HEADER = "max-age=31536000; includeSubDomains";

export function hstsMode(env: { APP_ENV: AppEnv; PUBLIC_URL: string }): HstsMode {
  if (!isDeployment(env.APP_ENV)) return "never";
  return env.PUBLIC_URL.startsWith("https:") ? "always" : "https-requests";
}

export interface SecurityHeadersOptions {
  hsts: HstsMode;
  /** Vite's dev server needs its websocket and eval for hot reload. */
  development: boolean;
  /** Origins of the configured site services (analytics container, chat widget; decision 039). */
  thirdParty?: ThirdPartySources;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the web plugin for a page: its inline scripts carry it. */
    cspNonce: string | undefined;
  }
}

/**
 * The Content-Security-Policy. Scripts come from this origin; an inline script (React Router's
 * hydration data) runs only with the page's nonce. The design tokens use inline styles. Nothing may
 * frame the site and no plugin content loads. Vite's development server needs inline scripts, eval
 * and its websocket.
 */
export function contentSecurityPolicy(
  development: boolean,
  nonce?: string,
  thirdParty: ThirdPartySources = { script: [], connect: [], frame: [] },
): string {
  const scripts = development
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : `'self'${nonce ? ` 'nonce-${nonce}'` : ""}`;
  const extra = (origins: string[]) => origins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src ${scripts}${extra(thirdParty.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}${extra(thirdParty.connect)}`,
    "media-src 'self' blob: https:",
    `frame-src 'self' https:${extra(thirdParty.frame)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Security headers on every response, API and web pages alike (helmet's defaults, written out). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  app.decorateRequest("cspNonce", undefined);
  const withoutNonce = contentSecurityPolicy(options.development, undefined, options.thirdParty);
  app.addHook("onSend", async (request, reply) => {
    const nonce = request.cspNonce;
    reply.header(
      "content-security-policy",
      nonce ? contentSecurityPolicy(options.development, nonce, options.thirdParty) : withoutNonce,
    );
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(self), microphone=(self), geolocation=(), payment=()");
    reply.header("x-dns-prefetch-control", "off");
    // request.protocol reads X-Forwarded-Proto only from a proxy trusted with TRUST_PROXY.
    if (options.hsts === "always" || (options.hsts === "https-requests" && request.protocol === "https")) {
      reply.header("strict-transport-security", HSTS_HEADER);
    }
  });
});
