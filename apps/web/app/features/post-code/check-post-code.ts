import type { ApiFetch } from "@mt/contract/load-context";
import { isNotAPostCodeError } from "@mt/domain/api/known-error-messages";
import type { PostCodeInfo } from "@mt/domain/entities/post-code";
import { ApiError, browserFetch, callApi, errorCode } from "../../lib/api";
import { setCartPostCodeInBackground } from "../../lib/order/cart-calls-in-background";
import { useOrderStore } from "../../lib/order/order-store";

export type PostCodeAnswer =
  | { ok: true; info: PostCodeInfo }
  | { ok: false; notAPostCode: boolean; message: string };

/** GET post-code/{code}, as the modal's state machine wants the answer (in-process on the server). */
export async function checkPostCode(code: string, fetcher: ApiFetch = browserFetch): Promise<PostCodeAnswer> {
  try {
    // The contract (and zod) loads with the first check, not with every page (decision 047).
    const { getPostCode } = await import("@mt/contract/post-codes");
    const { data } = await callApi(fetcher, getPostCode, { params: { code } });
    return { ok: true, info: { jobTypes: data.jobTypes, place: data.place } };
  } catch (error) {
    const message = error instanceof ApiError ? error.error.message : "Something went wrong";
    return { ok: false, notAPostCode: isNotAPostCodeError(errorCode(error)), message };
  }
}

const checking = new Map<string, Promise<PostCodeAnswer>>();

/**
 * One request for a code however many ask at once (the modal, the revalidation on start), and a
 * fresh answer for every check after it.
 */
export function checkPostCodeOnce(code: string): Promise<PostCodeAnswer> {
  const running = checking.get(code);
  if (running) return running;
  const answer = checkPostCode(code).finally(() => checking.delete(code));
  checking.set(code, answer);
  return answer;
}

/**
 * The check, with its answer stored in the order state as spec section 4 says: a known code is
 * stored with its job types and place (and told to the cart), a failed one is marked invalid.
 */
export async function checkAndStorePostCode(code: string): Promise<PostCodeAnswer> {
  const answer = await checkPostCodeOnce(code);
  const { postCodeChecked, postCodeFailed } = useOrderStore.getState();
  if (answer.ok) {
    postCodeChecked(code, answer.info);
    setCartPostCodeInBackground(code);
  } else {
    postCodeFailed(code);
  }
  return answer;
}
