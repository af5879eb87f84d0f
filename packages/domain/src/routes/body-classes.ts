import { type RoleHolder, userRoles } from "../roles/roles.ts";
import { routeFlags } from "./areas.ts";

/**
 * Body classes set on every route change: "is-<route flag>" for each area flag and "is-<role>" for each
 * active role, the role written in kebab-case ("is-global-admin").
 */
export function bodyClasses(pathname: string, user: RoleHolder | null | undefined): string[] {
  const flags = routeFlags(pathname).map((flag) => `is-${flag}`);
  const roles = userRoles(user).map((role) => `is-${role.toLowerCase().replaceAll("_", "-")}`);
  return [...flags, ...roles];
}
