import type { FastifyInstance } from "fastify";
import type { SignIn } from "../auth/auth.module.ts";
import { contractorRepository } from "./contractor.repository.ts";
import { contractorRoutes } from "./contractor.routes.ts";
import { contractorService } from "./contractor.service.ts";
import { contractorAvailabilityRoutes } from "./contractor-availability.routes.ts";
import { contractorAvailabilityService } from "./contractor-availability.service.ts";
import type { ContractorServiceDeps } from "./contractor-basics.ts";
import { defineContractorReach } from "./contractor-object-reach.ts";

export type { ContractorService } from "./contractor.service.ts";

/**
 * The tables of other areas whose writes fire this module's triggers (calendar-version.triggers.sql,
 * decision 087): at the writer's commit, the electricians whose calendars show the row get a new
 * calendar_version, so the kept events are read again (decision 057). A test holds this list equal
 * to the triggers.
 */
export const calendarVersionWatchedTables = {
  timeslot: "a booked timeslot's electrician, times or status: that electrician's calendar",
  project: "uuid, status, number, kind, address, place or timeslot: the calendars of its times and claims",
  claim: "uuid, status, timeslot or project: the calendar of its timeslot",
} as const;

/**
 * Installer companies as their admins and global admins manage them: company details, work types
 * and coverage, invoice addresses, caseworker department, electricians, their availability (decision
 * 029), and feedback to caseworkers.
 */
export function createContractorModule(
  deps: ContractorServiceDeps & {
    /** Logs a user in on a reply (onboarding signs the new admin in). */
    signIn: SignIn;
  },
) {
  const service = contractorService(deps);
  const repo = contractorRepository(deps.db);
  const availability = contractorAvailabilityService({
    db: deps.db,
    repo,
    coverage: deps.coverage,
    schedule: deps.schedule,
    now: () => new Date((deps.now ?? Date.now)()),
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => {
      defineContractorReach(app, repo, deps.coverage);
      contractorRoutes(app, service, { signIn: deps.signIn, users: deps.users });
      contractorAvailabilityRoutes(app, availability);
    },
  };
}
