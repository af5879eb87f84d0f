import { type DevUser, devLogin } from "@mt/contract/auth";
import { landingPage } from "@mt/domain/roles/landing-page";
import { useState } from "react";
import { ApiError, browserFetch, callApi } from "../../lib/api";
import { deleteCookie } from "../../lib/cookies";
import { clearSession, rememberUser } from "../../lib/session";
import "./dev-tools.css";

/** Non-production only: log in as a demo user of any role with one click. */
export function DevSignInSwitcher({ users }: { users: DevUser[] }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function signIn(user: DevUser) {
    setError(null);
    setBusy(user.uuid);
    try {
      const { data } = await callApi(browserFetch, devLogin, { body: { uuid: user.uuid } });
      rememberUser(data.user);
      window.location.assign(landingPage(data.user));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Innloggingen feilet");
      setBusy(null);
    }
  }

  return (
    <div className="dev-sign-in">
      <p className="dev-tools__heading">Logg inn som</p>
      <ul>
        {users.map((user) => (
          <li key={user.uuid}>
            <button type="button" onClick={() => signIn(user)} disabled={busy !== null}>
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

/** The developer menu in the header of non-production environments. */
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

/** Which environment this is; only global admins see it. */
export function EnvironmentBadge({ environment }: { environment: string }) {
  return (
    <span className={`environment-badge environment-badge--${environment}`}>
      {environmentLabels[environment] ?? environment}
    </span>
  );
}
