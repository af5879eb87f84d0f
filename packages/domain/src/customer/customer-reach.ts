import { type ProjectReach, projectReach } from "../project/project-reach.ts";
import type { AccessCaller } from "../roles/route-access.ts";

/**
 * Which customers a caller reaches (decision 059): a customer is reached when one of their projects
 * is reached through a role other than the customer's own. Global admin, caseworker and customer
 * service reach every customer (those without an order too); a store employee and a department
 * admin the customers with an order in their store, a store employee without a store those of the
 * orders they booked themselves, a partner admin those of their chain, a seller those they sold to,
 * an installer those of its projects. Being a customer oneself reaches no other customer.
 */
export type CustomerReach = Exclude<ProjectReach, { kind: "customer" }>;

export function customerReach(caller: AccessCaller): CustomerReach[] {
  return projectReach(caller).filter((reach): reach is CustomerReach => reach.kind !== "customer");
}

/** Does the reach take in every customer, with or without orders? */
export const reachesEveryCustomer = (reach: readonly CustomerReach[]): boolean =>
  reach.some((entry) => entry.kind === "all");
