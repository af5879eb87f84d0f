import type { AccessCaller } from "../roles/route-access.ts";

/**
 * Which projects a caller reaches (product design section 6), one entry per active role that
 * reaches any; the caller sees the union. Anything outside answers 404 and reveals nothing.
 */
export type ProjectReach =
  /** Global admin, caseworker, customer service: every project. */
  | { kind: "all" }
  /** Inspector: every project that began with an inspection. */
  | { kind: "inspections" }
  /** Contractor admin: their company's projects. */
  | { kind: "contractor"; contractorId: number }
  /** Electrician: the projects assigned to them (their electrician records' user). */
  | { kind: "electrician"; userId: number }
  /** A store employee outside any store: the projects they booked. */
  | { kind: "createdBy"; userId: number }
  /** Partner admin: every order of their sales partner (retail chain). */
  | { kind: "salesPartner"; salesPartnerId: number }
  /** Department admin and store employee: every order of their store. */
  | { kind: "salesPartnerDepartment"; departmentId: number }
  /** Seller: the orders they sold (built, sent or booked). */
  | { kind: "seller"; userId: number }
  /** Customer: their own. */
  | { kind: "customer"; userId: number };

export function projectReach(caller: AccessCaller): ProjectReach[] {
  const reach: ProjectReach[] = [];
  for (const role of new Set(caller.activeRoles)) {
    if (role === "GLOBAL_ADMIN" || role === "CASEWORKER" || role === "CUSTOMER_SERVICE")
      return [{ kind: "all" }];
    if (role === "INSPECTOR") reach.push({ kind: "inspections" });
    if (role === "CONTRACTOR_ADMIN" && caller.contractor) {
      reach.push({ kind: "contractor", contractorId: caller.contractor.id });
    }
    if (role === "ELECTRICIAN") reach.push({ kind: "electrician", userId: caller.id });
    if (role === "STORE_EMPLOYEE" || role === "SALES_PARTNER_DEPARTMENT_ADMIN") {
      if (caller.salesPartnerDepartment)
        reach.push({ kind: "salesPartnerDepartment", departmentId: caller.salesPartnerDepartment.id });
      else if (role === "STORE_EMPLOYEE") reach.push({ kind: "createdBy", userId: caller.id });
    }
    if (role === "SALES_PARTNER_ADMIN" && caller.salesPartner)
      reach.push({ kind: "salesPartner", salesPartnerId: caller.salesPartner.id });
    if (role === "SALES_PARTNER_SELLER") reach.push({ kind: "seller", userId: caller.id });
    if (role === "CUSTOMER") reach.push({ kind: "customer", userId: caller.id });
  }
  return reach;
}

/** Hours before the start of the work until which a customer may cancel or move it themselves. */
export const DEFAULT_CUSTOMER_CHANGE_CUTOFF_HOURS = 48;

/** May the customer still cancel or move an appointment that starts at `startsAt`? */
export function customerMayChange(startsAt: Date, now: Date, cutoffHours: number): boolean {
  return startsAt.getTime() - now.getTime() >= cutoffHours * 3_600_000;
}
