import type { ProjectStatus } from "@mt/domain/project/project-status";

/** Claims belong to a finished job: the claims panel shows only then (a page may load it lazily on this). */
export const showsProjectClaims = (status: ProjectStatus) => status === "completed" || status === "invoiced";
