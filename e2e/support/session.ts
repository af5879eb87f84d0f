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
