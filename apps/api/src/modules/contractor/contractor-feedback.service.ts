import type { Caller } from "../../lib/access.ts";
import { apiError } from "../../lib/http-error.ts";
import { contractorRepository } from "./contractor.repository.ts";
import { type ContractorServiceDeps, contractorBasics } from "./contractor-basics.ts";
import { contractorFeedbackEmail } from "./contractor-messages.ts";

/** A company's feedback to the caseworkers: sending it (by email to them) and reading it back. */
export function contractorFeedbackService(deps: ContractorServiceDeps) {
  const { repo, reach, one } = contractorBasics(deps);

  async function feedbackOf(contractorId: number) {
    return (await repo.feedback(contractorId)).map((f) => ({
      uuid: f.uuid,
      feedback: f.feedback,
      from: [f.firstName, f.lastName].filter(Boolean).join(" ") || null,
      createdAt: f.createdAt.toISOString(),
    }));
  }

  return {
    /**
     * Stores the feedback and, in the same transaction, writes an email to each caseworker of the
     * company's caseworker department; to every caseworker when the company has no department or
     * its department has no caseworker with an email (feedback never goes unread). A company
     * waiting for approval sends nothing.
     */
    async sendFeedback(caller: Caller, ref: string, feedback: string) {
      const id = await reach(caller, ref);
      const company = await one(id);
      if (company.status === "PENDING") throw apiError("CONTRACTOR_PENDING_APPROVAL");
      const sender = await deps.users.findById(caller.id);
      const name = [sender?.user.firstName, sender?.user.lastName].filter(Boolean).join(" ") || null;
      const uuid = await deps.db.transaction(async (tx) => {
        const row = await contractorRepository(tx).addFeedback({
          contractorId: id,
          userId: caller.id,
          feedback,
        });
        const department = company.department?.id ?? null;
        let recipients = await deps.users.caseworkerEmails(tx, department);
        if (recipients.length === 0 && department !== null)
          recipients = await deps.users.caseworkerEmails(tx, null);
        // Over the limits nothing is stored either: 429 (decision 062).
        await deps.notifications.enqueueLimited(
          tx,
          { purpose: "feedback", sender: { userId: caller.id } },
          recipients.map((to) =>
            contractorFeedbackEmail({
              to,
              company: { uuid: company.uuid, name: company.name },
              sender: { name, phoneNumber: sender?.user.phoneNumber ?? caller.phoneNumber },
              feedback,
              publicUrl: deps.env.PUBLIC_URL,
            }),
          ),
        );
        return row.uuid;
      });
      deps.notifications.sendSoon();
      const sent = (await feedbackOf(id)).find((f) => f.uuid === uuid);
      if (!sent) throw new Error("feedback not written");
      return sent;
    },

    async feedback(caller: Caller, ref: string) {
      return feedbackOf(await reach(caller, ref));
    },
  };
}
