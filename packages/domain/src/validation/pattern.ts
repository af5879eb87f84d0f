/**
 * A rule's pattern as a RegExp that tests from the start every time (no global flag). Without zod:
 * the storefront's text input uses it in the browser (decision 047).
 */
export function toRegExp(pattern: RegExp | string): RegExp {
  return typeof pattern === "string"
    ? new RegExp(pattern)
    : new RegExp(pattern.source, pattern.flags.replace("g", ""));
}
