import { jwtVerify, SignJWT } from "jose";

const ISSUER = "montortorget";
const TYPE = "meeting";

/** How long the SMS link opens the meeting. */
export const MEETING_LINK_TTL_SECONDS = 2 * 3600;

/**
 * The signed link of a video meeting: it names one project and its customer and opens that
 * meeting only. It is not a session: no other call accepts it.
 */
export function meetingTokens(key: string, now: () => number) {
  const secret = new TextEncoder().encode(key);
  return {
    async sign(projectUuid: string, customerUuid: string): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + MEETING_LINK_TTL_SECONDS;
      const token = await new SignJWT({ typ: TYPE, pid: projectUuid })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(ISSUER)
        .setSubject(customerUuid)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    /** The customer's uuid when the token is valid, unexpired and for this project; else null. */
    async verify(token: string, projectUuid: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ["HS256"],
          currentDate: new Date(now()),
        });
        if (payload.typ !== TYPE || payload.pid !== projectUuid || typeof payload.sub !== "string")
          return null;
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}

export type MeetingTokens = ReturnType<typeof meetingTokens>;
