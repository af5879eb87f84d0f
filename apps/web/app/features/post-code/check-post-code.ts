import type { ApiFetch } from "@mt/contract/load-context";
import type { PostCodeInfo } from "@mt/domain/entities/post-code";
import { setCartPostCodeInBackground } from "../../lib/order/cart-calls-in-background";
import { useOrderStore } from "../../lib/order/order-store";

export type PostCodeAnswer =
  | { ok: true; info: PostCodeInfo }
  | { ok: false; notAPostCode: boolean; message: string };

/** GET post-code/{code}, as the modal's state machine wants the answer (in-process on the server). */
export async function checkPostCode(code: string, fetcher?: ApiFetch): Promise<PostCodeAnswer> {
  // The API layer, the contract and zod load with the first check, not with every page (decisions 047, 069).
  const lookup = await import("./post-code-lookup").catch(() => null);
  if (!lookup) return { ok: false, notAPostCode: false, message: "Something went wrong" };
  return lookup.lookUpPostCode(code, fetcher);
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
