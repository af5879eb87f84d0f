/**
 * The redirect query parameter after login, only when it is a path on this site.
 * Anything else ("//evil.example", "https://…", "javascript:…") gives the fallback, so a login link
 * cannot send the user to another site.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/\p{Cc}/u.test(target)) return fallback;
  return target;
}
