import type { ApiUser } from "@mt/contract/users";
import { displayName } from "@mt/domain/entities/display-name";
import { backOfficeLink } from "@mt/domain/roles/back-office-link";
import { landingPage } from "@mt/domain/roles/landing-page";
import { ROLES, type Role, roleLabels } from "@mt/domain/roles/roles";
import { paths } from "@mt/domain/routes/routes";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Select } from "../../components/ui/select";
import { browserFetch, callApi } from "../../lib/api";
import { clearSession } from "../../lib/session";
import { useCall } from "../../lib/use-call";
import { usePointerOutside } from "../../lib/use-pointer-outside";

const ALL = "__all__";

/** Switches the active roles of a user who holds several, then goes to the landing page of the new role. */
export function RoleSwitcher({ user }: { user: ApiUser }) {
  const id = useId();
  const switching = useCall(async (roles: Role[]) => {
    // Contracts (and zod) load when a call is made, not with every page (decision 047).
    const { setActiveRoles } = await import("@mt/contract/users");
    return (await callApi(browserFetch, setActiveRoles, { body: { roles } })).data;
  });
  const available = ROLES.filter((role) => user.availableRoles.includes(role));
  if (available.length < 2) return null;
  const active = user.activeRoles ?? available;
  const value = active.length === 1 && active[0] ? active[0] : ALL;

  function change(next: string) {
    switching.run(next === ALL ? available : [next as Role]).then(
      (updated) => window.location.assign(landingPage(updated)),
      // The select comes back as it was; the roles did not change.
      () => undefined,
    );
  }

  return (
    <div className="role-switcher">
      <label htmlFor={id}>Rolle</label>
      <Select
        compact
        id={id}
        value={value}
        disabled={switching.busy}
        onChange={(event) => change(event.target.value)}
      >
        {available.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
        <option value={ALL}>Alle roller</option>
      </Select>
    </div>
  );
}

/**
 * A signed-in person's part of the header: the way back to the back office (staff on pages without
 * their staff menu; decision 071), the name, the role switcher and "Logg ut". Its own chunk:
 * an anonymous visitor never downloads it (decision 069). `takeFocus`: the person has just signed in
 * from the header, so focus comes here, not to the top of the page (the name alone is hidden on a
 * phone).
 *
 * Staff tools (the back-office link, the role switcher) make the tools compact below the menu
 * breakpoint (940 px): one account button holds them, so a phone's header stays one row (decision 083).
 * From 940 px they stand in the header as before, and the button is not shown.
 */
export default function AccountMenu({ user, takeFocus }: { user: ApiUser; takeFocus: boolean }) {
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  const backOffice = backOfficeLink(user, pathname);
  const severalRoles = ROLES.filter((role) => user.availableRoles.includes(role)).length > 1;
  const compact = backOffice !== null || severalRoles;
  const loggingOut = useCall(clearSession);
  // Whatever the answer, the person leaves for the home page: a session the server kept ends by itself.
  const logOut = () => loggingOut.run().finally(() => window.location.assign(paths.home));

  useEffect(() => {
    if (takeFocus) menu.current?.focus();
  }, [takeFocus]);

  // A page change closes the panel (its back-office link was followed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new pathname.
  useEffect(() => setOpen(false), [pathname]);

  usePointerOutside(menu, open, closeMenu);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the button or the panel's controls bubbles up to here.
    <div
      ref={menu}
      tabIndex={-1}
      className={compact ? "user-menu user-menu--compact" : "user-menu"}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      {compact && (
        <button
          ref={toggle}
          type="button"
          className="user-menu__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M4 21c0-4 3.6-7 8-7s8 3 8 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">Konto</span>
        </button>
      )}
      <div id={panelId} className={open ? "user-menu__panel user-menu__panel--open" : "user-menu__panel"}>
        {backOffice && (
          <Link className="user-menu__back-office" to={backOffice.href}>
            {backOffice.label}
          </Link>
        )}
        <span className="user-menu__name">{displayName(user)}</span>
        <RoleSwitcher user={user} />
        <button
          type="button"
          className="user-menu__logout"
          onClick={() => void logOut().catch(() => undefined)}
          disabled={loggingOut.busy}
        >
          Logg ut
        </button>
      </div>
    </div>
  );
}
