import { paths } from "../routes/routes.ts";
import { hasAnyRole, type RoleHolder, userRoles } from "./roles.ts";

export interface LandingPageUser extends RoleHolder {
  uuid?: string | null | undefined;
  contractor?: { uuid?: string | null | undefined } | null | undefined;
}

/**
 * Where a user lands after login. First matching rule wins, in the order of the spec table.
 * An electrician or contractor admin without the uuid the route needs falls through to the next rule.
 * No user at all lands on the login page; a user without any role (a number invited before it had an
 * account, decision 060) on their invitations.
 */
export function landingPage(user: LandingPageUser | null | undefined): string {
  if (!user) return "/logginn";
  if (userRoles(user).length === 0) return paths.invitations;
  if (hasAnyRole(user, "CUSTOMER")) return "/dashboard";
  if (hasAnyRole(user, "SALES_PARTNER_SELLER")) return "/selger";
  if (hasAnyRole(user, "STORE_EMPLOYEE")) return "/prosjekter";
  if (hasAnyRole(user, "ELECTRICIAN") && user.uuid) {
    return `/montor/${encodeURIComponent(user.uuid)}/kalender`;
  }
  const contractorUuid = user.contractor?.uuid;
  if (hasAnyRole(user, "CONTRACTOR_ADMIN") && contractorUuid) {
    return `/partner/${encodeURIComponent(contractorUuid)}/kalender`;
  }
  return "/prosjekter";
}
