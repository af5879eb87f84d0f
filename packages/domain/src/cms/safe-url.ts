/**
 * Link URLs in CMS content: relative paths, fragments, http(s), mailto and tel only. Anything else
 * (javascript:, data:, vbscript:, …) is refused, also when hidden behind whitespace, control
 * characters or entity-like tricks, since browsers strip those before reading the scheme.
 */
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

export function isSafeHref(href: string): boolean {
  // Browsers ignore ASCII control characters and whitespace inside a scheme.
  const compact = [...href].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join("");
  if (compact === "") return false;
  if (compact.startsWith("//")) return true;
  if (/^[/#?.]/.test(compact)) return !/^\/\\/.test(compact);
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact);
  if (!scheme) return !compact.includes(":");
  return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
}

/** The href if it is safe, else "#". */
export function safeHref(href: string | null | undefined): string {
  return href && isSafeHref(href) ? href.trim() : "#";
}

export const UNSAFE_LINK_MESSAGE = "Lenken er ikke tillatt";
