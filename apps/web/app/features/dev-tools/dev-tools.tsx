import { type DevUser, devLogin } from "@mt/contract/auth";
import { landingPage } from "@mt/domain/roles/landing-page";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ApiError, browserFetch, callApi } from "../../lib/api";
import { deleteCookie } from "../../lib/cookies";
import { clearSession, rememberUser } from "../../lib/session";
import { useUserStore } from "../../lib/user-store";

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

/**
 * Throws while rendering, as a bug would: the render fallback shows the error page and reports it.
 * The message carries the user's phone number and email on purpose, as careless code might; error
 * reporting must scrub them (decision 040).
 */
function RenderErrorTest(): ReactNode {
  const user = useUserStore((state) => state.user);
  const who = user ? [user.phoneNumber, user.email].filter(Boolean).join(" / ") : "anonym";
  throw new Error(`Testfeil fra utviklermenyen (${who})`);
}

/** The developer menu in the header of the local and test demos. */
export function DevTools({ users }: { users: DevUser[] }) {
  const [failing, setFailing] = useState(false);
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
        <button type="button" className="dev-tools__test" onClick={() => setFailing(true)}>
          Test feilrapportering
        </button>
        {failing && <RenderErrorTest />}
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
