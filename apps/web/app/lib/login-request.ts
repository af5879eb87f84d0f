import type { ApiUser } from "@mt/contract/users";

/** What the login modal says under its title (the spec's optional orange description). */
export interface LoginRequest {
  description?: string;
}

type Asker = (request: LoginRequest) => Promise<ApiUser | null>;

let asker: Asker | null = null;
let asking: Promise<ApiUser | null> | null = null;

/** The page's login modal offers itself (features/auth/login-modal-host.tsx); returns its withdrawal. */
export function provideLoginModal(next: Asker): () => void {
  asker = next;
  return () => {
    if (asker === next) asker = null;
  };
}

/**
 * Asks the person to sign in without leaving the page (decision 066): the signed-in user, or null when
 * they close the modal (or no modal is on the page). Asked twice at once, the modal opens once.
 */
export function askToLogIn(request: LoginRequest = {}): Promise<ApiUser | null> {
  if (!asker) return Promise.resolve(null);
  asking ??= asker(request).finally(() => {
    asking = null;
  });
  return asking;
}
