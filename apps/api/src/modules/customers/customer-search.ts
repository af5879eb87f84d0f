/** What a customers-desk search term can mean, each a prefix or exact match an index can answer. */
export interface CustomerSearch {
  /** Lower-cased, single-spaced, LIKE wildcards escaped: matched as a prefix of names, email, address. */
  textPrefix: string;
  /** Phone numbers are stored in E.164; these are the prefixes the typed digits can be. */
  phonePrefixes: string[];
  postCode: string | null;
  projectNumber: number | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Digits as people type phone numbers: "900 00 007", "+47 900 00 007", "0047 90000007". */
const PHONE_LIKE = /^\+?[\d\s\-.()]+$/;

export function customerSearch(raw: string): CustomerSearch {
  const text = raw.trim().replace(/\s+/g, " ").toLowerCase();
  const compact = text.replace(/[\s\-.()]/g, "");
  const digits = compact.replace(/^\+/, "");
  const phonePrefixes: string[] = [];
  if (PHONE_LIKE.test(text) && /^\d{3,}$/.test(digits)) {
    if (compact.startsWith("+")) phonePrefixes.push(`+${digits}`);
    else if (digits.startsWith("00")) phonePrefixes.push(`+${digits.slice(2)}`);
    else phonePrefixes.push(`+47${digits}`, `+48${digits}`, `+${digits}`);
  }
  return {
    textPrefix: `${escapeLike(text)}%`,
    phonePrefixes: phonePrefixes.map((prefix) => `${escapeLike(prefix)}%`),
    postCode: /^\d{4}$/.test(compact) ? compact : null,
    projectNumber: /^\d{1,9}$/.test(compact) ? Number(compact) : null,
  };
}
