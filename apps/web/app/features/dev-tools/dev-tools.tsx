import { type DevUser, devLogin } from "@mt/contract/auth";
import { landingPage } from "@mt/domain/roles/landing-page";
import { useMutation } from "@tanstack/react-query";
import { ApiError, browserFetch, callApi } from "../../lib/api";
import { deleteCookie } from "../../lib/cookies";
import { clearSession, rememberUser } from "../../lib/session";

/** The local and test demos only: log in as a demo user of any role with one click. */
export function DevSignInSwitcher({ users }: { users: DevUser[] }) {
  const signIn = useMutation({
    mutationFn: async (user: DevUser) =>
      (await callApi(browserFetch, devLogin, { body: { uuid: user.uuid } })).data,
    onSuccess: (session) => {
      rememberUser(session.user);
      window.location.assign(landingPage(session.user));
    },
  });
  const error =
    signIn.error && (signIn.error instanceof ApiError ? signIn.error.message : "Innloggingen feilet");

  return (
    <div className="dev-sign-in">
      <p className="dev-tools__heading">Logg inn som</p>
      <ul>
        {users.map((user) => (
          <li key={user.uuid}>
            <button
              type="button"
              onClick={() => signIn.mutate(user)}
              disabled={signIn.isPending || signIn.isSuccess}
            >
              <strong>{user.label}</strong> {user.name}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="dev-tools__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Clears everything this site keeps in the browser: storage, readable cookies, caches and the session. */
export async function clearSiteData(): Promise<void> {
  await clearSession();
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) deleteCookie(name);
  }
  if ("caches" in window) {
    for (const key of await caches.keys()) await caches.delete(key);
  }
}

/** The developer menu in the header of the local and test demos. */
export function DevTools({ users }: { users: DevUser[] }) {
  return (
    <details className="dev-tools">
      <summary>Utvikler</summary>
      <div className="dev-tools__panel">
        <DevSignInSwitcher users={users} />
        <button
          type="button"
          className="dev-tools__clear"
          onClick={async () => {
            await clearSiteData();
            window.location.assign("/");
          }}
        >
          Tøm nettstedsdata
        </button>
      </div>
    </details>
  );
}

const environmentLabels: Record<string, string> = {
  local: "Lokal",
  test: "Test",
  staging: "Staging",
  production: "Produksjon",
};

/** Which environment this is; only global admins see it, and production shows none. */
export function EnvironmentBadge({ environment }: { environment: string }) {
  return (
    <span className={`environment-badge environment-badge--${environment}`}>
      {environmentLabels[environment] ?? environment}
    </span>
  );
}
