import { normalisePathname } from "../routes/areas.ts";
import { paths } from "../routes/routes.ts";
import { type LandingPageUser, landingPage } from "./landing-page.ts";
import { CMS_MENU_KEYS, type MenuLink, type MenuUser, topMenu } from "./menus.ts";
import { userRoles } from "./roles.ts";

/** The header's way back to the back office, the same words for every role (decision 071). */
export const BACK_OFFICE_LABEL = "Til arbeidsflaten";

export type BackOfficeUser = MenuUser & LandingPageUser;

/**
 * Where a signed-in person with a back-office role (any role but customer) gets back to work from a
 * page that does not show their staff menu: their landing page as if they were not also a customer.
 * Null for visitors and customers, on pages with a staff menu, on the landing page itself, and for a
 * seller whose seller menu is on the page already (it leads to their own pages).
 */
export function backOfficeLink(user: BackOfficeUser | null | undefined, pathname: string): MenuLink | null {
  if (!user) return null;
  const roles = userRoles(user).filter((role) => role !== "CUSTOMER");
  if (roles.length === 0) return null;
  const menu = topMenu(user, pathname);
  if (menu.kind === "staff") return null;
  const href = landingPage({ ...user, activeRoles: roles });
  if (menu.key === CMS_MENU_KEYS.seller && href === paths.sellerHome) return null;
  if (normalisePathname(pathname) === href) return null;
  return { label: BACK_OFFICE_LABEL, href };
}
