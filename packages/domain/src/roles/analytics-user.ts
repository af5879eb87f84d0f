import { isCustomerOnly, type RoleHolder, userRoles } from "./roles.ts";

/** What the data layer learns about a signed-in non-customer: that, and the active roles. */
export interface AnalyticsUser {
  user_type: "non_customer";
  active_roles: string;
}

/**
 * Spec section 6: a non-customer user is reported to analytics with active roles. Visitors and
 * customers (customer alone) are not reported; nothing identifying (id, name, phone) is ever sent.
 */
export function analyticsUser(user: RoleHolder | null | undefined): AnalyticsUser | null {
  const roles = userRoles(user);
  if (roles.length === 0 || isCustomerOnly(user)) return null;
  return { user_type: "non_customer", active_roles: [...roles].sort().join(",") };
}
