import { allowsDevLogin } from "../api/session.ts";
import { isConfiguratorPath, isVideoMeetingPath } from "../routes/areas.ts";
import { hasAnyRole, isCustomerOnly, type Role, type RoleHolder, userRoles } from "./roles.ts";

/** Roles that never see the chat widget. */
export const CHAT_HIDDEN_ROLES: readonly Role[] = [
  "ELECTRICIAN",
  "CONTRACTOR_ADMIN",
  "GLOBAL_ADMIN",
  "CASEWORKER",
  "STORE_EMPLOYEE",
];

/** Roles that may edit rich text and use the front editing controls. */
export const RICH_TEXT_EDITOR_ROLES: readonly Role[] = ["GLOBAL_ADMIN", "CUSTOMER_SERVICE", "CASEWORKER"];

/** The chat widget is hidden for some staff roles and in configurator, video-meeting and touring modes. */
export function showsChatWidget(
  user: RoleHolder | null | undefined,
  pathname: string,
  options: { touring?: boolean } = {},
): boolean {
  if (hasAnyRole(user, CHAT_HIDDEN_ROLES)) return false;
  if (options.touring) return false;
  return !isConfiguratorPath(pathname) && !isVideoMeetingPath(pathname);
}

/** The CMS admin bar loads only for global admins. */
export function canUseAdminBar(user: RoleHolder | null | undefined): boolean {
  return hasAnyRole(user, "GLOBAL_ADMIN");
}

/** Page editing (pages, modules, menus, media): global admins only. */
export function canEditPages(user: RoleHolder | null | undefined): boolean {
  return hasAnyRole(user, "GLOBAL_ADMIN");
}

/** Rich-text editing and the front editing controls: global admin, customer service, caseworker. */
export function canEditRichText(user: RoleHolder | null | undefined): boolean {
  return hasAnyRole(user, RICH_TEXT_EDITOR_ROLES);
}

/** Editable elements switch to editing controls only when edit mode is on and the user may edit. */
export function showsEditingControls(user: RoleHolder | null | undefined, editMode: boolean): boolean {
  return editMode && canEditRichText(user);
}

/** Only global admins see the environment badge, and production has none. */
export function showsEnvironmentBadge(user: RoleHolder | null | undefined, environment: string): boolean {
  return environment !== "production" && hasAnyRole(user, "GLOBAL_ADMIN");
}

/** The dev sign-in switcher and clear-site-data tools exist in the local and test demos only. */
export function showsDevTools(environment: string): boolean {
  return allowsDevLogin(environment);
}

/** A user without a permissions field is a simple user type (it carries roles only). */
export function isSimpleUser(user: { permissions?: unknown } | null | undefined): boolean {
  return !!user && (user.permissions === undefined || user.permissions === null);
}

/** The roles to report to analytics: a non-customer user is reported with its active roles, others not. */
export function analyticsRoles(user: RoleHolder | null | undefined): Role[] | null {
  if (!user || isCustomerOnly(user)) return null;
  const roles = userRoles(user);
  return roles.length > 0 ? roles : null;
}
