import { TOUR_ROLES, tourId } from "../../apps/web/app/features/guided-tours/tours.ts";

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
export async function devSessionToken(
  serverUrl: string,
  role: string,
  options: { guidedTours?: boolean } = {},
): Promise<string> {
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
  const token = sessionToken(res);
  // The first-visit tours would cover a corner of the main page; only the tour journey wants them.
  if (!options.guidedTours) await finishGuidedTours(serverUrl, token);
  return token;
}

/** Marks every staff role's main-page tour finished for the session's user. */
export async function finishGuidedTours(serverUrl: string, token: string): Promise<void> {
  for (const tour of new Set(TOUR_ROLES.map(tourId))) {
    await fetch(`${serverUrl}/api/user/guided-tour-finished`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ tour }),
    });
  }
}
