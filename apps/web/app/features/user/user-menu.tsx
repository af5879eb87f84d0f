import { logout } from "@mt/contract/auth";
import type { ApiUser } from "@mt/contract/users";
import { setActiveRoles } from "@mt/contract/users";
import { displayName } from "@mt/domain/entities/user";
import { landingPage } from "@mt/domain/roles/landing-page";
import { ROLES, type Role, roleLabels } from "@mt/domain/roles/roles";
import { paths } from "@mt/domain/routes/routes";
import { useId, useState } from "react";
import { Link } from "react-router";
import { callApi } from "../../lib/api";
import { clearSession, sessionFetch } from "../../lib/session";
import "./user-menu.css";

const ALL = "__all__";

/** Switches the active roles of a user who holds several, then goes to the landing page of the new role. */
export function RoleSwitcher({ user }: { user: ApiUser }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const available = ROLES.filter((role) => user.availableRoles.includes(role));
  if (available.length < 2) return null;
  const active = user.activeRoles ?? available;
  const value = active.length === 1 && active[0] ? active[0] : ALL;

  async function change(next: string) {
    setBusy(true);
    const roles: Role[] = next === ALL ? available : [next as Role];
    try {
      const { data } = await callApi(sessionFetch, setActiveRoles, { body: { roles } });
      window.location.assign(landingPage(data));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="role-switcher">
      <label htmlFor={id}>Rolle</label>
      <select id={id} value={value} disabled={busy} onChange={(event) => change(event.target.value)}>
        {available.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
        <option value={ALL}>Alle roller</option>
      </select>
    </div>
  );
}

/** The header's account area: log in, or the user's name, role switcher and log out. */
export function UserMenu({ user }: { user: ApiUser | null }) {
  const [busy, setBusy] = useState(false);
  if (!user) {
    return (
      <Link className="user-menu__login" to={paths.login}>
        Logg inn
      </Link>
    );
  }

  async function logOut() {
    setBusy(true);
    try {
      await callApi(sessionFetch, logout).catch(() => undefined);
    } finally {
      await clearSession();
      window.location.assign(paths.home);
    }
  }

  return (
    <div className="user-menu">
      <span className="user-menu__name">{displayName(user)}</span>
      <RoleSwitcher user={user} />
      <button type="button" className="user-menu__logout" onClick={logOut} disabled={busy}>
        Logg ut
      </button>
    </div>
  );
}
