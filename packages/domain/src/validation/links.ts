// What counts as a link in text a person typed, and how a message keeps such a link from being one.
// An SMS app or a mail client turns "x.no", "www.x.no/login" and "https://…" into something to tap;
// they all need a dot before a top-level domain of two or more letters, or a scheme's "://", or an IP
// address. A space after that dot (or colon) leaves the text readable ("f. eks.", "St. Olavs gate")
// and nothing to tap. Look-alike dots (。．｡․﹒), full-width letters and invisible characters around
// the dot count as the real thing.

const DOT = "[.\\u3002\\uFF0E\\uFF61\\u2024\\uFE52]";
const INVISIBLE = "\\p{Cf}*";

/** A dot between a letter or digit and two letters: the dot before a top-level domain ("x.no"). */
const DOMAIN_DOT = new RegExp(
  `(?<=[\\p{L}\\p{N}]\\p{M}*)${INVISIBLE}${DOT}${INVISIBLE}(?=\\p{L}\\p{M}*\\p{L})`,
  "gu",
);

/** The "://" after a scheme (https, hxxps, ftp…), with full-width and look-alike colons and slashes. */
const SCHEME_SEPARATOR = /(?<=[\p{L}\p{N}])\p{Cf}*[:\uFF1A]\p{Cf}*(?=[/\\\uFF0F\u2044\u2215]{2})/gu;

/** The dot after "www", which some apps link whatever follows. */
const WWW_DOT = new RegExp(`(?<=(?<![\\p{L}\\p{N}])www\\d{0,3})${INVISIBLE}${DOT}${INVISIBLE}(?=\\S)`, "giu");

/** An IPv4 address ("192.168.0.1"), which a phone links like a domain. */
const IP_ADDRESS = new RegExp(`(?<![\\p{Nd}.])\\p{Nd}{1,3}(?:${DOT}\\p{Nd}{1,3}){3}(?!\\p{Nd})`, "gu");
const IP_DOT = new RegExp(DOT, "gu");

/**
 * The text with every link in it made untappable: a space after the dot before a top-level domain,
 * after "www.", after each dot of an IP address and after a scheme's colon; invisible characters
 * around them go. Text without a link comes back unchanged, and the function is idempotent.
 */
export function neutraliseLinks(text: string): string {
  return text
    .replace(DOMAIN_DOT, (dot) => `${dot.replace(/\p{Cf}/gu, "")} `)
    .replace(WWW_DOT, (dot) => `${dot.replace(/\p{Cf}/gu, "")} `)
    .replace(SCHEME_SEPARATOR, (colon) => `${colon.replace(/\p{Cf}/gu, "")} `)
    .replace(IP_ADDRESS, (ip) => ip.replace(IP_DOT, (dot) => `${dot} `));
}

/** Whether the text holds something an SMS app or mail client could turn into a link. */
export function containsLink(text: string): boolean {
  return neutraliseLinks(text) !== text;
}

/** Characters a link the server built itself is made of (path, query, fragment; no spaces or quotes). */
const OWN_LINK_REST = /^(?:[/?#][A-Za-z0-9\-._~/?#=&%+]*)?$/;

/**
 * A message text with every link neutralised except the server's own: a whole word that starts with
 * `ownOrigin` ("https://montortorget.no") and goes on only with a path, query or fragment.
 */
export function withoutTypedLinks(text: string, ownOrigin: string): string {
  const origin = new URL(ownOrigin).origin;
  return text
    .split(/(\s+)/)
    .map((word) => (isOwnLink(word, origin) ? word : neutraliseLinks(word)))
    .join("");
}

function isOwnLink(word: string, origin: string): boolean {
  return word.startsWith(origin) && OWN_LINK_REST.test(word.slice(origin.length));
}
