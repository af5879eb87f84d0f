import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface SecurityHeadersOptions {
  /** Adds Strict-Transport-Security (production behind HTTPS). */
  hsts: boolean;
  /** Vite's dev server needs its websocket and eval for hot reload. */
  development: boolean;
}

/**
 * The Content-Security-Policy. React Router's hydration data is an inline script and the design
 * tokens use inline styles, so inline scripts and styles are allowed from this origin only; nothing
 * may frame the site, and no plugin content loads.
 */
export function contentSecurityPolicy(development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "media-src 'self' blob: https:",
    "frame-src 'self' https:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Security headers on every response, API and web pages alike (helmet's defaults, written out). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const csp = contentSecurityPolicy(options.development);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("content-security-policy", csp);
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(self), microphone=(self), geolocation=(), payment=()");
    reply.header("x-dns-prefetch-control", "off");
    if (options.hsts) reply.header("strict-transport-security", "max-age=15552000; includeSubDomains");
  });
});
