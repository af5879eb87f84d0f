import { NOT_A_POST_CODE_MESSAGE } from "@mt/domain/api/known-error-messages";
import type { WorkType } from "@mt/domain/entities/enums";
import { isCompletePostCode } from "@mt/domain/validation/post-code";
import { HttpError } from "../../lib/http-error.ts";
import type { PostCodeDirectory } from "./post-code-directory.ts";
import type { PostCodesRepository } from "./post-codes.repository.ts";

export const invalidPostCode = () =>
  new HttpError(422, "INVALID_POST_CODE", NOT_A_POST_CODE_MESSAGE, { code: [NOT_A_POST_CODE_MESSAGE] });

export function postCodesService(repo: PostCodesRepository, directory: PostCodeDirectory) {
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
        throw new HttpError(422, "VALIDATION_ERROR", NOT_A_POST_CODE_MESSAGE, {
          post_code: [NOT_A_POST_CODE_MESSAGE],
        });
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

export type PostCodesService = ReturnType<typeof postCodesService>;
