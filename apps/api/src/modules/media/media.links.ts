import { createHmac, timingSafeEqual } from "node:crypto";
import { isMediaPath } from "@mt/domain/format/image-url";

const HOUR_MS = 3_600_000;
/** Whole hours a link lasts after the end of the clock hour it was made in. */
const HOURS_AFTER = 2;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY = /^\d{1,12}$/;

export type LinkCheck = { valid: true; secondsLeft: number } | { valid: false };

/**
 * Signed links to private files (decision 061): `/media/<key>?exp=<unix seconds>&sig=<HMAC>`. The
 * API puts them in the answers of callers who may see the file. Every link to a file made within
 * one clock hour is the same (so browsers and the variant cache reuse it), and it lasts until two
 * hours after the end of that hour: two to three hours. The signature covers the key and the
 * expiry only, so `w`, `dpr` and the other variant parameters may be added to it.
 */
export function mediaLinks(secret: string, now: () => number = Date.now) {
  const signature = (storageKey: string, expires: number) =>
    createHmac("sha256", secret).update(`${storageKey}\n${expires}`).digest("base64url");

  function url(storageKey: string): string {
    const expires = ((Math.floor(now() / HOUR_MS) + 1 + HOURS_AFTER) * HOUR_MS) / 1000;
    return `/media/${storageKey}?exp=${expires}&sig=${signature(storageKey, expires)}`;
  }

  /** Whether `exp` and `sig` (as a query string parsed them: maybe lists, maybe missing) open the file. */
  function check(storageKey: string, exp: unknown, sig: unknown): LinkCheck {
    if (typeof exp !== "string" || typeof sig !== "string" || !EXPIRY.test(exp) || !SIGNATURE.test(sig))
      return { valid: false };
    const expires = Number(exp);
    const secondsLeft = expires - Math.floor(now() / 1000);
    if (secondsLeft <= 0) return { valid: false };
    // Compared as text: base64url has several spellings of one byte string, only ours counts.
    const expected = Buffer.from(signature(storageKey, expires));
    if (!timingSafeEqual(Buffer.from(sig), expected)) return { valid: false };
    return { valid: true, secondsLeft };
  }

  return {
    url,
    check,
    /** A stored address (`/media/<key>`) signed; any other string as it is. */
    signPath: (path: string): string => (isMediaPath(path) ? url(path.slice("/media/".length)) : path),
    /**
     * A file address a client sends back, as it is kept: the bare `/media/<key>` when its link is
     * valid or the path is one of `known` (already the client's); null for a media address it was
     * never given (or a link that ran out). A string that is no media address comes back as it is.
     */
    named(address: string, known: ReadonlySet<string>): string | null {
      if (!address.startsWith("/media/")) return address;
      const at = address.indexOf("?");
      const path = at < 0 ? address : address.slice(0, at);
      if (!isMediaPath(path)) return null;
      if (known.has(path)) return path;
      const query = new URLSearchParams(at < 0 ? "" : address.slice(at + 1));
      const [exp, ...moreExp] = query.getAll("exp");
      const [sig, ...moreSig] = query.getAll("sig");
      if (moreExp.length > 0 || moreSig.length > 0) return null;
      return check(path.slice("/media/".length), exp, sig).valid ? path : null;
    },
  };
}

export type MediaLinks = ReturnType<typeof mediaLinks>;
