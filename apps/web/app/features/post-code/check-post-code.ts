import { getPostCode } from "@mt/contract/post-codes";
import { isNotAPostCodeError } from "@mt/domain/api/known-error-messages";
import type { PostCodeInfo } from "@mt/domain/entities/post-code";
import { ApiError, browserFetch, callApi, errorCode } from "../../lib/api";

export type PostCodeAnswer =
  | { ok: true; info: PostCodeInfo }
  | { ok: false; notAPostCode: boolean; message: string };

/** GET post-code/{code}, as the modal's state machine wants the answer. */
export async function checkPostCode(code: string): Promise<PostCodeAnswer> {
  try {
    const { data } = await callApi(browserFetch, getPostCode, { params: { code } });
    return { ok: true, info: { jobTypes: data.jobTypes, place: data.place } };
  } catch (error) {
    const message = error instanceof ApiError ? error.error.message : "Something went wrong";
    return { ok: false, notAPostCode: isNotAPostCodeError(errorCode(error)), message };
  }
}
