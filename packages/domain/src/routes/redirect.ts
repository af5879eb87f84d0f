const SITE = "http://site.invalid";

/**
 * The redirect query parameter after login, only when it is a path on this site, percent-encoded
 * as a Location header needs it ("/æ" → "/%C3%A6").
 * Anything else ("//evil.example", "https://…", "javascript:…") gives the fallback, so a login link
 * cannot send the user to another site.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/\p{Cc}/u.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
