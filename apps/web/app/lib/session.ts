import type { ApiUser } from "@mt/contract/users";
import { AUTH_COOKIE_NAME, CONTRACTOR_COOKIE_NAME } from "@mt/domain/api/session";
import { browserFetch } from "./api";
import { deleteCookie, writeCookie } from "./cookies";
import { useUserStore } from "./user-store";

/**
 * Forgets the session in this browser: the stored user, the contractor id cookie and the auth token
 * (HttpOnly, so the server clears it on logout).
 */
export async function clearSession(): Promise<void> {
  useUserStore.getState().setUser(null);
  deleteCookie(CONTRACTOR_COOKIE_NAME);
  deleteCookie(AUTH_COOKIE_NAME);
  await import("@mt/contract/auth")
    .then(({ logout }) => browserFetch(logout.path, { method: logout.method }))
    .catch(() => undefined);
}

/** Stores the user after a login, with the contractor id cookie for installers. */
export function rememberUser(user: ApiUser): void {
  useUserStore.getState().setUser(user);
  if (user.contractor?.uuid) writeCookie(CONTRACTOR_COOKIE_NAME, user.contractor.uuid);
  else deleteCookie(CONTRACTOR_COOKIE_NAME);
}
