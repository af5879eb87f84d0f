const NORWAY = /^(?:0047|\+47|47)?(\d{8})$/;
const POLAND = /^(?:0048|\+48|48)?(\d{9})$/;

/** Keeps digits and "+": what the phone field lets through while typing. */
export function cleanPhone(value: string): string {
  return value.replace(/[^\d+]/g, "");
}

/** Spaces, hyphens, dots and brackets people type between digit groups ("912 34 567"). */
function stripSeparators(value: string): string {
  return value.replace(/[\s\-.()]/g, "");
}

function match(value: string): { country: "NO" | "PL"; national: string } | null {
  const compact = stripSeparators(value);
  if (compact.startsWith("+48")) {
    const national = POLAND.exec(compact)?.[1];
    return national ? { country: "PL", national } : null;
  }
  const national = NORWAY.exec(compact)?.[1];
  return national ? { country: "NO", national } : null;
}

/**
 * A number starting +48 needs 9 digits (optional 0048/+48/48 prefix);
 * any other needs 8 digits (optional 0047/+47/47 prefix). Separators between digits are ignored.
 */
export function isValidPhone(value: string): boolean {
  return match(value) !== null;
}

/** The number in E.164 ("+4791234567"), or null when it is not a valid phone number. */
export function normalisePhone(value: string): string | null {
  const found = match(value);
  if (!found) return null;
  return `${found.country === "PL" ? "+48" : "+47"}${found.national}`;
}

/** "+47 912 34 567" for Norwegian numbers, "+48 123 456 789" for Polish; anything else unchanged. */
export function formatPhone(value: string): string {
  const found = match(value);
  if (!found) return value;
  const n = found.national;
  return found.country === "NO"
    ? `+47 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`
    : `+48 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}
