import { NOT_A_POST_CODE_MESSAGE } from "@mt/domain/api/known-error-messages";
import type { WorkType } from "@mt/domain/entities/enums";
import { isCompletePostCode } from "@mt/domain/validation/post-code";
import { fieldError } from "../../lib/http-error.ts";
import type { CoverageRepository } from "./coverage.repository.ts";
import type { PostCodeDirectory, PostCodeEntry } from "./post-code-directory.ts";

export const invalidPostCode = () => fieldError("INVALID_POST_CODE", "code");

export function coverageService(repo: CoverageRepository, directory: PostCodeDirectory) {
  async function existing(code: string) {
    const found = isCompletePostCode(code) ? await directory.find(code) : null;
    if (!found) throw invalidPostCode();
    return found;
  }

  return {
    async verify(code: string) {
      const found = await existing(code);
      return { postCode: found.code, place: found.place, valid: true as const };
    },

    invalidateCoverage: () => directory.invalidate(),

    /** The register's entry for a code, or null. */
    find: (code: string) => directory.find(code),

    /** The active contractors who cover the post code for every one of the work types. */
    contractorsCovering: (entry: PostCodeEntry, workTypes: readonly string[]) =>
      directory.contractorsCovering(entry, workTypes),

    /** The place and the work types some active contractor covers there. */
    async info(code: string): Promise<{ postCode: string; place: string; jobTypes: WorkType[] }> {
      const found = await existing(code);
      return { postCode: found.code, place: found.place, jobTypes: await directory.jobTypes(found) };
    },

    async requestNotification(input: {
      post_code: string;
      email: string;
      name?: string | null | undefined;
      notification_types: string[];
    }) {
      await existing(input.post_code).catch(() => {
        throw fieldError("VALIDATION_ERROR", "post_code", NOT_A_POST_CODE_MESSAGE);
      });
      const id = await repo.addNotification({
        postCode: input.post_code,
        email: input.email.toLowerCase(),
        name: input.name || null,
        notificationTypes: [...new Set(input.notification_types)],
      });
      return { id };
    },

    async reportNoAvailability(input: {
      email: string;
      post_code: string;
      work_hours?: string | number | null | undefined;
    }) {
      const id = await repo.addNoAvailability({
        postCode: input.post_code,
        email: input.email.toLowerCase(),
        workHours: input.work_hours == null ? null : String(input.work_hours),
      });
      return { id };
    },
  };
}

export type CoverageService = ReturnType<typeof coverageService>;
