import { type ProjectReach, projectReach } from "../project/project-reach.ts";
import type { AccessCaller } from "../roles/route-access.ts";

/**
 * Which claims a caller reaches: staff every claim; a contractor admin their company's; an
 * electrician the claims whose visit is theirs (or, before a visit is planned, whose project was
 * theirs); a customer the claims on their own projects. Inspectors and the stores' people reach none.
 */
export type ClaimReach = Extract<ProjectReach, { kind: "all" | "contractor" | "electrician" | "customer" }>;

export function claimReach(caller: AccessCaller): ClaimReach[] {
  return projectReach(caller).filter((reach): reach is ClaimReach =>
    ["all", "contractor", "electrician", "customer"].includes(reach.kind),
  );
}
