import type { Role } from "./roles.ts";

/** What access rules need to know of the caller (the API's session user has more). */
export interface AccessCaller {
  id: number;
  uuid: string;
  activeRoles: readonly Role[];
  contractor: { id: number; uuid: string } | null;
  /** The sales partner and store of partner admins, department admins, sellers and store employees. */
  salesPartner?: { id: number; uuid: string } | null | undefined;
  salesPartnerDepartment?: { id: number; uuid: string } | null | undefined;
}

/**
 * Which resource a caller owns, read from a path parameter:
 * - contractor: the parameter is the caller's contractor (its id or uuid);
 * - self: the parameter is the caller (their id or uuid), e.g. an electrician's own calendar;
 * - check: anything else ("own projects"), decided by a function that may look in the database.
 */
export type OwnershipRule<C extends AccessCaller = AccessCaller> =
  | { kind: "contractor"; param: string }
  | { kind: "self"; param: string }
  | {
      kind: "check";
      description: string;
      check: (caller: C, params: Record<string, string>) => boolean | Promise<boolean>;
    };

/**
 * Who may call an API route or open a page. Every route and every page declares one; the API's
 * auth plugin and the web's page guard enforce it, and tests walk every route and page × role.
 * - public: anyone, logged in or not
 * - user: any logged-in user
 * - roles: a logged-in user with at least one of these among their active roles
 * - owner: a logged-in user with one of `roles` who owns the resource named by the rule, or one of
 *   `staff` (who see every resource)
 */
export type Access<C extends AccessCaller = AccessCaller> =
  | { kind: "public" }
  | { kind: "user" }
  | { kind: "roles"; roles: readonly Role[] }
  | { kind: "owner"; roles: readonly Role[]; staff: readonly Role[]; rule: OwnershipRule<C> };

export const publicAccess: Access = { kind: "public" };
export const userAccess: Access = { kind: "user" };
export const rolesAccess = (...roles: Role[]): Access => ({ kind: "roles", roles });

/** Staff who may see every contractor's and every electrician's data. */
export const ALL_RESOURCES_STAFF: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"];

/** A contractor's own admins (and electricians, when listed) on `/:param`, plus staff. */
export const ownContractorAccess = (
  param = "id",
  roles: readonly Role[] = ["CONTRACTOR_ADMIN"],
  staff: readonly Role[] = ALL_RESOURCES_STAFF,
): Access => ({ kind: "owner", roles, staff, rule: { kind: "contractor", param } });

/** The caller's own resource on `/:param` (e.g. an electrician's own calendar), plus staff. */
export const selfAccess = (
  param: string,
  roles: readonly Role[],
  staff: readonly Role[] = ALL_RESOURCES_STAFF,
): Access => ({ kind: "owner", roles, staff, rule: { kind: "self", param } });

/**
 * - allow: go ahead
 * - unauthenticated: log in first (401, or the login page)
 * - forbidden: the caller's roles may not (403)
 * - not-owner: the role may, but this resource is someone else's (the API and a page answer 404,
 *   revealing nothing)
 */
export type AccessDecision = "allow" | "unauthenticated" | "forbidden" | "not-owner";

/** The rule itself, without HTTP: what a caller (or nobody) may do with a route's access. */
export async function decideAccess<C extends AccessCaller>(
  access: Access<C>,
  caller: C | null,
  params: Record<string, string>,
): Promise<AccessDecision> {
  if (access.kind === "public") return "allow";
  if (!caller) return "unauthenticated";
  if (access.kind === "user") return "allow";
  const has = (roles: readonly Role[]) => caller.activeRoles.some((role) => roles.includes(role));
  if (access.kind === "roles") return has(access.roles) ? "allow" : "forbidden";
  if (has(access.staff)) return "allow";
  if (!has(access.roles)) return "forbidden";
  return (await owns(access.rule, caller, params)) ? "allow" : "not-owner";
}

async function owns<C extends AccessCaller>(
  rule: OwnershipRule<C>,
  caller: C,
  params: Record<string, string>,
): Promise<boolean> {
  if (rule.kind === "check") return rule.check(caller, params);
  const value = params[rule.param];
  if (value === undefined || value === "") return false;
  if (rule.kind === "self") return value === caller.uuid || value === String(caller.id);
  return !!caller.contractor && (value === caller.contractor.uuid || value === String(caller.contractor.id));
}
