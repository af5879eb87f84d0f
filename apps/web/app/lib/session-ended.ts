import type { ApiUser } from "@mt/contract/users";
import { askToLogIn } from "./login-request";
import { clearSession } from "./session";

// Loaded with the first 401 only (lib/api.ts), not with every page (decision 047).

/** The login modal's orange line when a session has ended while the page was in use. */
export const SESSION_ENDED_DESCRIPTION = "Du er blitt logget ut. Logg inn igjen for å fortsette der du var.";

let relogin: Promise<boolean> | null = null;

async function refusedCode(response: Response): Promise<string | null> {
  return response
    .clone()
    .json()
    .then(
      (body: { code?: unknown }) => (typeof body?.code === "string" ? body.code : null),
      () => null,
    );
}

/**
 * The spec's 401 rule (section 4), with the login modal instead of a bare reload (decision 066). A
 * call sent while `before` was signed in here and refused with UNAUTHORIZED means the session ended:
 * the stored user, the auth token and the contractor cookie are cleared and the login modal asks the
 * person to sign in again. The same person signed in: true, the caller sends the call again and the
 * page carries on. The modal closed, or another person signed in: the page reloads, as the spec's
 * rule says, and shows what the one signed in now (or nobody) may see. Calls refused while the modal
 * is open wait for the same answer. Other 401s (a link's code) are the caller's; calls sent while
 * nobody was signed in (a login's own, the logout in `clearSession`) never come here.
 */
export async function afterUnauthorized(response: Response, before: ApiUser): Promise<boolean> {
  if ((await refusedCode(response)) !== "UNAUTHORIZED") return false;
  relogin ??= (async () => {
    await clearSession();
    const after = await askToLogIn({ description: SESSION_ENDED_DESCRIPTION });
    if (after && after.uuid === before.uuid) return true;
    window.location.reload();
    return false;
  })().finally(() => {
    relogin = null;
  });
  return relogin;
}
