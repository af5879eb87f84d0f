import type { Role } from "@mt/domain/roles/roles";
import {
  type AccessCaller,
  ALL_RESOURCES_STAFF,
  type Access as DomainAccess,
  type OwnershipRule as DomainOwnershipRule,
} from "@mt/domain/roles/route-access";
import { notFound } from "./http-error.ts";

export type { AccessDecision } from "@mt/domain/roles/route-access";
export {
  ALL_RESOURCES_STAFF,
  decideAccess,
  ownContractorAccess,
  publicAccess,
  rolesAccess,
  selfAccess,
  userAccess,
} from "@mt/domain/roles/route-access";

/** The logged-in user a request acts for, resolved from its session by the auth plugin. */
export interface Caller extends AccessCaller {
  phoneNumber: string;
  availableRoles: Role[];
  activeRoles: Role[];
  sessionId: string;
}

/** The domain's access model (declared once, shared with the web's page guard), for API callers. */
export type Access = DomainAccess<Caller>;
export type OwnershipRule = DomainOwnershipRule<Caller>;

/** Ownership decided by a function that may look in the database, e.g. "a customer's own projects". */
export const ownerCheckAccess = (
  roles: readonly Role[],
  description: string,
  check: (caller: Caller, params: Record<string, string>) => boolean | Promise<boolean>,
  staff: readonly Role[] = ALL_RESOURCES_STAFF,
): Access => ({ kind: "owner", roles, staff, rule: { kind: "check", description, check } });

/** Staff who see every company's, chain's and customer's objects (global admin, caseworker, customer service). */
export const seesEverything = (caller: Caller): boolean =>
  caller.activeRoles.some((role) => ALL_RESOURCES_STAFF.includes(role));

/**
 * Decision 027's reach for the contractor calls: the company (its id, or null when unknown) if the
 * caller is staff or works for it; otherwise 404, so another company's id reads as a made-up one.
 */
export function companyInReach(caller: Caller, companyId: number | null): number {
  if (companyId === null || (!seesEverything(caller) && caller.contractor?.id !== companyId))
    throw notFound("Fant ikke installatøren.");
  return companyId;
}
