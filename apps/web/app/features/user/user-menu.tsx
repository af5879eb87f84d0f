import type { ApiUser } from "@mt/contract/users";
import { isOrderInProgressPath, paths } from "@mt/domain/routes/routes";
import { Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { askToLogIn } from "../../lib/login-request";
import { serverReadyLazy } from "../../lib/server-ready-lazy";

// A chunk a visitor never downloads (decision 069), in the server's HTML (decision 073).
const AccountMenu = serverReadyLazy(
  () => import("./account-menu").then((module) => module.default),
  ".user-menu",
);

/** The login modal's orange line on a page with an order in progress. */
export const ORDER_KEPT_DESCRIPTION = "Du blir på denne siden, og bestillingen din blir liggende.";

/**
 * The header's account area: log in, or the user's name, role switcher and log out. On a page with an
 * order in progress "Logg inn" opens the login modal there (decision 066); elsewhere it is the login
 * page's link.
 */
export function UserMenu({ user }: { user: ApiUser | null }) {
  const { pathname } = useLocation();
  const [signedInHere, setSignedInHere] = useState(false);

  if (!user) {
    if (isOrderInProgressPath(pathname)) {
      return (
        <button
          type="button"
          className="user-menu__login"
          aria-haspopup="dialog"
          onClick={() =>
            void askToLogIn({ description: ORDER_KEPT_DESCRIPTION }).then((signedIn) =>
              setSignedInHere(signedIn !== null),
            )
          }
        >
          Logg inn
        </button>
      );
    }
    return (
      <Link className="user-menu__login" to={paths.login}>
        Logg inn
      </Link>
    );
  }

  return (
    <Suspense fallback={<div className="user-menu" />}>
      <AccountMenu user={user} takeFocus={signedInHere} />
    </Suspense>
  );
}
