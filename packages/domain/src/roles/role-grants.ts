import type { Role } from "./roles.ts";
import type { AccessCaller } from "./route-access.ts";

/**
 * Who may give which role, within which scope (decision 060). Below global admin nobody gives a
 * role that reaches further than their own: a contractor admin gives ELECTRICIAN in their own
 * company, a partner admin the partner roles in their own chain, a department admin sellers and
 * store employees in their own store; nobody below global admin gives anything to themselves.
 * Every call that gives a role asks this first, and an invitation asks it again when it is accepted.
 */

export const PARTNER_ROLES = [
  "SALES_PARTNER_ADMIN",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "SALES_PARTNER_SELLER",
  "STORE_EMPLOYEE",
] as const satisfies readonly Role[];

/** The roles a department admin gives, in their own store. */
export const STORE_ROLES = ["SALES_PARTNER_SELLER", "STORE_EMPLOYEE"] as const satisfies readonly Role[];

/** The one giving: their active roles and the company, chain and store they belong to. */
export interface RoleGiver {
  id: number;
  activeRoles: readonly Role[];
  contractorId: number | null;
  salesPartnerId: number | null;
  departmentId: number | null;
}

/** The giver a signed-in caller is: the roles they act with, and their company, chain and store. */
export const giverFrom = (caller: AccessCaller): RoleGiver => ({
  id: caller.id,
  activeRoles: caller.activeRoles,
  contractorId: caller.contractor?.id ?? null,
  salesPartnerId: caller.salesPartner?.id ?? null,
  departmentId: caller.salesPartnerDepartment?.id ?? null,
});

/** What is given: the role, to whom, and where (the company, or the chain and its store). */
export interface RoleGrant {
  role: Role;
  /** The receiving account, or null for a number without one yet. */
  toUserId: number | null;
  /** True when the receiving number is the giver's own (an account not yet known by id). */
  toSelf?: boolean;
  contractorId?: number | null;
  salesPartnerId?: number | null;
  /** A store of `salesPartnerId` (the caller has checked that it belongs to that chain). */
  departmentId?: number | null;
}

/** allowed, or why not: to oneself, a role the giver may not give, or outside the giver's scope. */
export type GrantDecision = "allowed" | "self" | "role" | "scope";

const same = (mine: number | null, theirs: number | null | undefined) => mine !== null && mine === theirs;

/** One giving role's rule: undefined when it does not give `role` at all. */
function byRole(as: Role, giver: RoleGiver, grant: RoleGrant): boolean | undefined {
  switch (as) {
    case "CONTRACTOR_ADMIN":
      if (grant.role !== "ELECTRICIAN") return undefined;
      return same(giver.contractorId, grant.contractorId);
    case "SALES_PARTNER_ADMIN":
      if (!(PARTNER_ROLES as readonly Role[]).includes(grant.role)) return undefined;
      return same(giver.salesPartnerId, grant.salesPartnerId);
    case "SALES_PARTNER_DEPARTMENT_ADMIN":
      if (!(STORE_ROLES as readonly Role[]).includes(grant.role)) return undefined;
      return same(giver.salesPartnerId, grant.salesPartnerId) && same(giver.departmentId, grant.departmentId);
    default:
      return undefined;
  }
}

/** Whether the giver may give the role, to that person, in that scope. */
export function mayGiveRole(giver: RoleGiver, grant: RoleGrant): GrantDecision {
  if (giver.activeRoles.includes("GLOBAL_ADMIN")) return "allowed";
  if (grant.toSelf || (grant.toUserId !== null && grant.toUserId === giver.id)) return "self";
  const answers = giver.activeRoles.map((as) => byRole(as, giver, grant)).filter((a) => a !== undefined);
  if (answers.length === 0) return "role";
  return answers.includes(true) ? "allowed" : "scope";
}
