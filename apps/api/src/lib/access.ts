import type { Role } from "@mt/domain/roles/roles";

/**
 * Who may call a route. Every route declares one; the auth plugin enforces it before the handler
 * runs, and a test walks every route to prove none is left undeclared.
 * - public: anyone, logged in or not
 * - user: any logged-in user
 * - roles: a logged-in user with at least one of these among their active roles
 * Ownership (a contractor admin's own company, a customer's own projects) is checked by the service
 * with the caller, on top of the role rule.
 */
export type Access = { kind: "public" } | { kind: "user" } | { kind: "roles"; roles: readonly Role[] };

export const publicAccess: Access = { kind: "public" };
export const userAccess: Access = { kind: "user" };
export const rolesAccess = (...roles: Role[]): Access => ({ kind: "roles", roles });
