/**
 * The session token a login answer set as the AuthToken cookie: the API never puts it in the body,
 * so tests that call pages or the API as a user take it from `Set-Cookie`, as a browser would.
 */
export function sessionToken(res: Response): string {
  for (const cookie of res.headers.getSetCookie()) {
    const match = /^AuthToken=([^;]+)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no AuthToken cookie in the answer (${res.status})`);
}

/** A session of the demo user with this role, through the development sign-in (local and test demos). */
export async function devSessionToken(serverUrl: string, role: string): Promise<string> {
  const users = (await (await fetch(`${serverUrl}/api/auth/dev/users`)).json()).data as {
    role: string;
    uuid: string;
  }[];
  const user = users.find((candidate) => candidate.role === role);
  const res = await fetch(`${serverUrl}/api/auth/dev/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ uuid: user?.uuid }),
  });
  return sessionToken(res);
}
