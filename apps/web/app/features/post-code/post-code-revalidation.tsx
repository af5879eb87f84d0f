import { needsPostCodeRevalidation, shouldRecheckPostCodeOnStart } from "@mt/domain/state/post-code-state";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { useUserStore } from "../../lib/user-store";
import { checkPostCodeOnce } from "./check-post-code";

/**
 * Re-checks the stored post code on start (not on backend routes, not for sellers), and whenever a
 * user is identified with a valid code but no job types loaded (spec section 4). Renders nothing.
 */
export function PostCodeRevalidation() {
  const hydrated = useOrderHydrated();
  const { pathname } = useLocation();
  const user = useUserStore((s) => s.user);
  const postCode = useOrderStore((s) => s.postCode);
  const valid = useOrderStore((s) => s.postCodeValid);
  const jobTypes = useOrderStore((s) => s.postCodeSupportedJobTypes);
  const startChecked = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the revalidation rule's inputs change
  useEffect(() => {
    if (!hydrated) return;
    const state = useOrderStore.getState();
    const onStart = !startChecked.current && shouldRecheckPostCodeOnStart(state, pathname, user);
    const revalidate = needsPostCodeRevalidation(state, Boolean(user));
    startChecked.current = true;
    const code = state.postCode;
    if (!code || !(onStart || revalidate)) return;
    void checkPostCodeOnce(code).then((answer) => {
      if (useOrderStore.getState().postCode !== code) return;
      if (answer.ok) useOrderStore.getState().postCodeChecked(code, answer.info);
      else useOrderStore.getState().postCodeFailed(code);
    });
    // Runs on start and when the inputs of the revalidation rule change.
  }, [hydrated, user, postCode, valid, jobTypes.length, pathname]);

  return null;
}
