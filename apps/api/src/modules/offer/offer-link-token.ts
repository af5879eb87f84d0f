import { offerExpiresAt } from "@mt/domain/offer/offer-validity";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "montortorget";
const TYPE = "offer-link";

/**
 * How long the link keeps opening the offer after its valid-until day has ended: long enough for
 * the customer to read that the offer has run out, or that they accepted it. Answering is refused
 * after the valid-until day all the same (OFFER_EXPIRED, as on "my page").
 */
export const OFFER_LINK_GRACE_MS = 14 * 24 * 3600 * 1000;

/**
 * The signed link in the offer's SMS and email: it names one offer version and its project's
 * customer, and opens that offer only (reading it, the PDF, and answering with a phone code). It is
 * not a session: no other call accepts it.
 */
export function offerLinkTokens(key: string, now: () => number) {
  const secret = new TextEncoder().encode(key);
  return {
    async sign(offer: { uuid: string; validUntil: string }, customerUuid: string): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = Math.floor((offerExpiresAt(offer.validUntil) + OFFER_LINK_GRACE_MS) / 1000);
      return new SignJWT({ typ: TYPE, oid: offer.uuid })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(ISSUER)
        .setSubject(customerUuid)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.max(expiresAt, issuedAt + 1))
        .sign(secret);
    },
    /** The customer's uuid when the token is valid, unexpired and for this offer; else null. */
    async verify(token: string, offerUuid: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ["HS256"],
          currentDate: new Date(now()),
        });
        if (payload.typ !== TYPE || payload.oid !== offerUuid || typeof payload.sub !== "string") return null;
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}

export type OfferLinkTokens = ReturnType<typeof offerLinkTokens>;
