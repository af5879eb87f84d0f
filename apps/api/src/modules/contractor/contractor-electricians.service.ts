import type { WorkType } from "@mt/domain/entities/enums";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError } from "../../lib/http-error.ts";
import { contractorRepository } from "./contractor.repository.ts";
import { type ContractorServiceDeps, contractorBasics, electricianView } from "./contractor-basics.ts";

/** The company's electricians: the list with their coming work, one of them, invitations, removal. */
export function contractorElectriciansService(deps: ContractorServiceDeps) {
  const { repo, reach, electricianOf, now, one } = contractorBasics(deps);

  return {
    async electricians(caller: Caller, ref: string) {
      const id = await reach(caller, ref);
      const people = await repo.electricians(id);
      const { work, held } = await repo.upcomingWork(
        people.map((e) => e.id),
        now(),
      );
      return people.map((e) => ({
        ...electricianView(e),
        upcoming: work
          .filter((w) => w.electricianId === e.id)
          .map((w) => ({
            type: w.type,
            uuid: w.uuid,
            projectUuid: w.projectUuid,
            projectNumber: w.projectNumber,
            address: w.address,
            place: w.place,
            startsAt: w.startsAt.toISOString(),
            endsAt: w.endsAt.toISOString(),
          })),
        heldTimes: held.find((h) => h.electricianId === e.id)?.n ?? 0,
      }));
    },

    async electrician(caller: Caller, ref: string, uuid: string) {
      return electricianView((await electricianOf(caller, ref, uuid)).electrician);
    },

    /** The company's invitations to electricians that wait for an answer. */
    async invitations(caller: Caller, ref: string) {
      return deps.invitations.sentByContractor(await reach(caller, ref));
    },

    /**
     * Invites an electrician (decision 060): the account holding the number is offered the role in
     * this company and changes only when its holder accepts. The answer is the same for any number;
     * only one of the company's own electricians is refused. A company waiting for approval sends
     * nothing.
     */
    async addElectrician(
      caller: Caller,
      ref: string,
      body: { first_name: string; last_name: string; phone_number: string; work_types: WorkType[] },
    ) {
      const id = await reach(caller, ref);
      const company = await one(id);
      if (company.status === "PENDING") throw apiError("CONTRACTOR_PENDING_APPROVAL");
      const sent = await deps.db.transaction(async (tx) => {
        if (await contractorRepository(tx).isOwnElectrician(body.phone_number, id))
          throw fieldError("ELECTRICIAN_PHONE_TAKEN", "phone_number");
        return deps.invitations.invite(tx, caller, {
          phoneNumber: body.phone_number,
          firstName: body.first_name,
          lastName: body.last_name,
          role: "ELECTRICIAN",
          scope: { contractorId: id },
          workTypes: body.work_types,
          from: company.name,
          phoneField: "phone_number",
        });
      });
      deps.invitations.sendSoon();
      return sent;
    },

    async removeElectrician(caller: Caller, ref: string, uuid: string) {
      const { electrician: found } = await electricianOf(caller, ref, uuid);
      if (await repo.hasFutureWork(found.id, now())) throw apiError("ELECTRICIAN_HAS_FUTURE_WORK");
      await deps.schedule.deactivateElectrician(found.id);
      return { removed: true };
    },
  };
}
