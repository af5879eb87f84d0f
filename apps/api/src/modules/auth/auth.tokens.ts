import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "montortorget";

/** Six random digits from the cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** A random URL-safe secret (login links, generated signing keys). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function keyedHash(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface PhoneClaims {
  phoneNumber: string;
  /** The token's id, recorded once it is used. */
  id: string;
  expiresAt: Date;
}

/** Signs and checks the JWTs: session tokens (naming a session row) and phone verification tokens. */
export function tokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async signSession(sessionId: string, userUuid: string, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: sessionId, typ: "session" })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(ISSUER)
        .setSubject(userUuid)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The session id in a valid, unexpired session token, else null. */
    async verifySession(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
        return payload.typ === "session" && typeof payload.sid === "string" ? payload.sid : null;
      } catch {
        return null;
      }
    },
    /** A single-use proof of the number: its `jti` is recorded when it is used. */
    async signPhone(phoneNumber: string, ttlSeconds: number): Promise<string> {
      return new SignJWT({ phone: phoneNumber, typ: "phone" })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(ISSUER)
        .setJti(randomToken(16))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid, unexpired phone verification token (used or not), else null. */
    async verifyPhone(token: string): Promise<PhoneClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
        if (payload.typ !== "phone" || typeof payload.phone !== "string") return null;
        if (typeof payload.jti !== "string" || typeof payload.exp !== "number") return null;
        return { phoneNumber: payload.phone, id: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof tokenSigner>;
