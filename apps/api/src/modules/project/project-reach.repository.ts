import type { ProjectReach } from "@mt/domain/project/project-reach";
import { eq, or, type SQL, sql } from "drizzle-orm";
import { electrician } from "../schedule/schedule.schema.ts";
import { project } from "./project.schema.ts";

/*
 * The domain's project reach as a condition on the project table, shared by the two areas that ask
 * it: the projects desk (which projects) and the customers desk (whose projects, decision 059).
 */

function reachPart(r: ProjectReach): SQL {
  switch (r.kind) {
    case "all":
      return sql`true`;
    case "inspections":
      return eq(project.kind, "INSPECTION");
    case "contractor":
      return eq(project.contractorId, r.contractorId);
    case "electrician":
      return sql`${project.electricianId} in (select ${electrician.id} from ${electrician} where ${electrician.userId} = ${r.userId})`;
    case "createdBy":
      return eq(project.createdByUserId, r.userId);
    case "salesPartner":
      return eq(project.salesPartnerId, r.salesPartnerId);
    case "salesPartnerDepartment":
      return eq(project.salesPartnerDepartmentId, r.departmentId);
    case "seller":
      return eq(project.sellerUserId, r.userId);
    case "customer":
      return eq(project.customerUserId, r.userId);
  }
}

/** Only the projects the caller reaches (the union of their roles' reach); none for no reach. */
export function reachCondition(reach: readonly ProjectReach[]): SQL {
  const parts = reach.map(reachPart);
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}
