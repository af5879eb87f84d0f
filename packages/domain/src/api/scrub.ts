/**
 * Removes personal data from what an error report carries (decision 040): phone numbers, email
 * addresses and one-time codes, wherever they hide: messages, breadcrumbs, URLs and query strings,
 * request data, extra. Browser and server use this one function before anything leaves.
 */

export const SCRUBBED = {
  email: "[e-post]",
  phone: "[telefon]",
  code: "[kode]",
  field: "[fjernet]",
} as const;

// Query strings and form bodies encode "@", "+" and spaces; decoded first so the patterns see them.
const ENCODED: Record<string, string> = { "%40": "@", "%2b": "+", "%20": " " };

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;

// 8–15 digits (Norwegian 8, Polish 9, with or without +47/+48/0047), single spaces, dots or a
// query string's "+" between them. Not inside a word, a uuid or a date ("2026-11-26" has hyphens).
const PHONE = /(?<![\w-])(?:\+|00)?\d(?:[ .+]?\d){7,14}(?![\w-])/g;

// Codes sent by SMS or email are 4–6 digits. A port ("//host:5173") or part of a version
// ("1.2345.6") is not a code.
const CODE = /(?<![\w-])(?<!\d\.)(?<!\/\/[^/\s]*:)\d{4,6}(?![\w-]|\.\d)/g;

/** Field names whose values are personal or secret whatever they look like. */
const SENSITIVE_KEY =
  /phone|telefon|mobil|e-?mail|e-?post|^code$|kode|password|passord|secret|token|cookie|authorization|^ip_address$/i;

/** A string with its phone numbers, emails and codes replaced by placeholders. */
export function scrubText(text: string): string {
  const decoded = /%(?:40|2b|20)/i.test(text)
    ? text.replace(/%(?:40|2b|20)/gi, (match) => ENCODED[match.toLowerCase()] ?? match)
    : text;
  return decoded.replace(EMAIL, SCRUBBED.email).replace(PHONE, SCRUBBED.phone).replace(CODE, SCRUBBED.code);
}

/** Object keys whose values describe code, not people (stack frames); left as they are. */
const CODE_LOCATION_KEY = /^(?:filename|abs_path|module|function|lineno|colno|in_app|platform)$/;

/**
 * A deep copy of a value with every string scrubbed and every sensitive field's value replaced.
 * Stack-frame locations stay, so reports still point at the code; cycles and very deep nesting end
 * in a placeholder rather than a crash.
 */
export function scrubValue<T>(value: T): T {
  return scrub(value, 0, new WeakSet()) as T;
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === "string") return scrubText(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth > 20 || seen.has(value)) return SCRUBBED.field;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SENSITIVE_KEY.test(key)) copy[key] = item == null ? item : SCRUBBED.field;
    else if (CODE_LOCATION_KEY.test(key)) copy[key] = item;
    else copy[key] = scrub(item, depth + 1, seen);
  }
  return copy;
}

/** What an error report says about itself; kept as it is. */
const REPORT_FIELDS = ["event_id", "timestamp", "release", "dist", "environment", "sdk"] as const;

/**
 * An error report (a Sentry event) as it may leave: scrubbed, its own fields (release, environment…)
 * unchanged, and the user reduced to an id.
 */
export function scrubReport<T extends object>(report: T): T {
  const scrubbed = scrubValue(report) as Record<string, unknown>;
  for (const field of REPORT_FIELDS) {
    if (field in report) scrubbed[field] = (report as Record<string, unknown>)[field];
  }
  const userId = (report as { user?: { id?: unknown } | null }).user?.id;
  scrubbed.user = userId === undefined ? undefined : { id: userId };
  return scrubbed as T;
}
