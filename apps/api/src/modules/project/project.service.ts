import type { ProjectContext, ProjectsDeps } from "./project-context.ts";
import { projectContext } from "./project-context.ts";
import { projectContractorCalls } from "./project-contractor.ts";
import { projectDesk } from "./project-desk.ts";
import { projectStatusFlow } from "./project-status-flow.ts";

export type { ProjectsDeps } from "./project-context.ts";

/**
 * The projects' calls, one group a file by whom they serve: the desk (project-desk.ts), the status
 * flow and other modules' steps (project-status-flow.ts), the contractor's calls
 * (project-contractor.ts); what they share, reach, detail and timeline, is project-context.ts, and
 * the customer's cut-off project-customer-cutoff.ts.
 */
export function projectsService(deps: ProjectsDeps) {
  const context: ProjectContext = projectContext(deps);
  const desk = projectDesk(context);
  const flow = projectStatusFlow(context);
  const contractor = projectContractorCalls(context, flow);
  return {
    create: flow.create,
    bookedView: desk.bookedView,
    list: desk.list,
    exportCsv: desk.exportCsv,
    detail: desk.detail,

    move: flow.move,
    availableTimes: flow.availableTimes,
    reschedule: flow.reschedule,
    swappableElectricians: contractor.swappableElectricians,
    swapTimeslot: contractor.swapTimeslot,

    /**
     * For another module (offers, inspections, claims, ratings): the project as the caller reaches
     * it, with the roles through which they do; 404 when out of reach, as on every project call.
     */
    reached: context.reach,
    moveWithin: flow.moveWithin,
    recordWithin: flow.recordWithin,

    addNote: desk.addNote,
    addDocument: desk.addDocument,

    contractorProjects: contractor.contractorProjects,
    contractorSearch: contractor.contractorSearch,
    contractorCancel: contractor.contractorCancel,
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
