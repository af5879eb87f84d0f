export const ROLES = [
  "GLOBAL_ADMIN",
  "CASEWORKER",
  "INSPECTOR",
  "CONTRACTOR_ADMIN",
  "ELECTRICIAN",
  "STORE_EMPLOYEE",
  "CUSTOMER",
  "CUSTOMER_SERVICE",
  "SALES_PARTNER_ADMIN",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "SALES_PARTNER_SELLER",
] as const;

export type Role = (typeof ROLES)[number];

export const roleLabels: Record<Role, string> = {
  GLOBAL_ADMIN: "Administrator",
  CASEWORKER: "Saksbehandler",
  INSPECTOR: "Inspektør",
  CONTRACTOR_ADMIN: "Partner",
  ELECTRICIAN: "Montør",
  STORE_EMPLOYEE: "Proff i butikk",
  CUSTOMER: "Kunde",
  CUSTOMER_SERVICE: "Kundeservice",
  SALES_PARTNER_ADMIN: "Partneradmin",
  SALES_PARTNER_DEPARTMENT_ADMIN: "Avdelingsadmin",
  SALES_PARTNER_SELLER: "Selger",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The least a role check needs from a user: active roles, or the older `roles` field. */
export interface RoleHolder {
  activeRoles?: readonly string[] | null | undefined;
  roles?: readonly string[] | null | undefined;
}

/** The roles that count for checks: activeRoles when present, else roles; unknown keys are dropped. */
export function userRoles(user: RoleHolder | null | undefined): Role[] {
  const roles = user?.activeRoles ?? user?.roles ?? [];
  return roles.filter(isRole);
}

/** True if any of the user's roles is among the wanted ones. */
export function hasAnyRole(user: RoleHolder | null | undefined, wanted: Role | readonly Role[]): boolean {
  const wantedList: readonly Role[] = typeof wanted === "string" ? [wanted] : wanted;
  return userRoles(user).some((role) => wantedList.includes(role));
}

/** "Customer alone": exactly one role, and it is CUSTOMER. */
export function isCustomerOnly(user: RoleHolder | null | undefined): boolean {
  const roles = userRoles(user);
  return roles.length === 1 && roles[0] === "CUSTOMER";
}

/** Labels of the user's roles, in the order of ROLES, for role pickers and profile menus. */
export function roleLabelList(user: RoleHolder | null | undefined): string[] {
  const roles = userRoles(user);
  return ROLES.filter((role) => roles.includes(role)).map((role) => roleLabels[role]);
}
