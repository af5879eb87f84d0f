import type { ApiFetch } from "@mt/contract/load-context";
import { getPostCode } from "@mt/contract/post-codes";
import { isNotAPostCodeError } from "@mt/domain/api/known-error-messages";
import { ApiError, browserFetch, callApi, errorCode } from "../../lib/api";
import type { PostCodeAnswer } from "./check-post-code";

/**
 * GET post-code/{code} through the API layer, as the modal's state machine wants the answer. Never
 * rejects: a failed call is an answer too.
 */
export async function lookUpPostCode(
  code: string,
  fetcher: ApiFetch = browserFetch,
): Promise<PostCodeAnswer> {
  try {
    const { data } = await callApi(fetcher, getPostCode, { params: { code } });
    return { ok: true, info: { jobTypes: data.jobTypes, place: data.place } };
  } catch (error) {
    const message = error instanceof ApiError ? error.error.message : "Something went wrong";
    return { ok: false, notAPostCode: isNotAPostCodeError(errorCode(error)), message };
  }
}
