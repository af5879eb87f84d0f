// Optional http(s) scheme, a domain of dotted labels (or localhost), an optional port and an optional
// path, query and fragment.
const URL_PATTERN =
  /^(?:https?:\/\/)?(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

export function isValidUrl(value: string): boolean {
  const text = value.trim();
  if (!URL_PATTERN.test(text)) return false;
  const port = /:(\d{1,5})(?:[/?#]|$)/.exec(text.replace(/^https?:\/\//i, ""))?.[1];
  return port === undefined || Number(port) <= 65_535;
}

/** Adds https:// to a URL typed without a scheme, so "example.no" links off-site and not to a relative path. */
export function withScheme(value: string): string {
  const text = value.trim();
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}
