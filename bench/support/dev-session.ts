import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";

/** The local demo's fixed login code (README "Trying everything"); the bench servers start with it. */
export const BENCH_LOGIN_CODE = "123456";

/**
 * A session cookie value for the user with this phone number, logging in as a person does (number,
 * then the code), with the fixed development code instead of the SMS.
 */
export async function codeSession(serverUrl: string, phoneNumber: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${serverUrl}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const asked = await post("login", { phone_number: phoneNumber });
  if (asked.status !== 200) throw new Error(`login refused: ${asked.status} ${await asked.text()}`);
  const res = await post("confirm", { phone_number: phoneNumber, code: BENCH_LOGIN_CODE });
  const token = sessionTokenOf(res);
  if (!token) throw new Error(`the login gave no session (${res.status})`);
  return token;
}

/** The session token a login or registration answer sets as its cookie, if it set one. */
export function sessionTokenOf(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .map((cookie) =>
      cookie.startsWith(`${AUTH_COOKIE_NAME}=`)
        ? cookie.slice(AUTH_COOKIE_NAME.length + 1).split(";")[0]
        : undefined,
    )
    .find(Boolean);
}
