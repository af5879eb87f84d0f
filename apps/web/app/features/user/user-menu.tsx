import type { ApiUser } from "@mt/contract/users";
import { displayName } from "@mt/domain/entities/display-name";
import { landingPage } from "@mt/domain/roles/landing-page";
import { ROLES, type Role, roleLabels } from "@mt/domain/roles/roles";
import { paths } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { callApi } from "../../lib/api";
import { clearSession, sessionFetch } from "../../lib/session";

const ALL = "__all__";

/** Switches the active roles of a user who holds several, then goes to the landing page of the new role. */
export function RoleSwitcher({ user }: { user: ApiUser }) {
  const id = useId();
  const switching = useMutation({
    mutationFn: async (roles: Role[]) => {
      // Contracts (and zod) load when a call is made, not with every page (decision 047).
      const { setActiveRoles } = await import("@mt/contract/users");
      return (await callApi(sessionFetch, setActiveRoles, { body: { roles } })).data;
    },
    onSuccess: (updated) => window.location.assign(landingPage(updated)),
  });
  const available = ROLES.filter((role) => user.availableRoles.includes(role));
  if (available.length < 2) return null;
  const active = user.activeRoles ?? available;
  const value = active.length === 1 && active[0] ? active[0] : ALL;

  function change(next: string) {
    switching.mutate(next === ALL ? available : [next as Role]);
  }

  return (
    <div className="role-switcher">
      <label htmlFor={id}>Rolle</label>
      <select
        id={id}
        value={value}
        disabled={switching.isPending}
        onChange={(event) => change(event.target.value)}
      >
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
  const loggingOut = useMutation({
    mutationFn: clearSession,
    onSettled: () => window.location.assign(paths.home),
  });
  if (!user) {
    return (
      <Link className="user-menu__login" to={paths.login}>
        Logg inn
      </Link>
    );
  }

  return (
    <div className="user-menu">
      <span className="user-menu__name">{displayName(user)}</span>
      <RoleSwitcher user={user} />
      <button
        type="button"
        className="user-menu__logout"
        onClick={() => loggingOut.mutate()}
        disabled={loggingOut.isPending}
      >
        Logg ut
      </button>
    </div>
  );
}
