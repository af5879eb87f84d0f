import type { ApiUser } from "@mt/contract/users";
import { hasAnyRole, type Role } from "@mt/domain/roles/roles";
import { paths } from "@mt/domain/routes/routes";

/** Who has a seller's desk: sellers, and the department and partner admins above them. */
export const SELLER_DESK_ROLES: readonly Role[] = [
  "SALES_PARTNER_SELLER",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "SALES_PARTNER_ADMIN",
];

/** Who sells to customers in a store (sends carts, books for customers): sellers and department admins. */
export const SELLING_ROLES: readonly Role[] = ["SALES_PARTNER_SELLER", "SALES_PARTNER_DEPARTMENT_ADMIN"];

export const hasSellerDesk = (user: ApiUser | null | undefined): boolean =>
  hasAnyRole(user, SELLER_DESK_ROLES);
export const sellsForCustomers = (user: ApiUser | null | undefined): boolean =>
  hasAnyRole(user, SELLING_ROLES);
/** Department and partner admins may see the whole store's carts and figures. */
export const seesWholeStore = (user: ApiUser | null | undefined): boolean =>
  hasAnyRole(user, ["SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_ADMIN"]);

/** The seller home (/selger, a CMS page) shows the desk's block above its content to a logged-in seller. */
export const showsSellerBlock = (pathname: string, user: ApiUser | null | undefined): boolean =>
  pathname.replace(/\/+$/, "") === paths.sellerHome && hasSellerDesk(user);
