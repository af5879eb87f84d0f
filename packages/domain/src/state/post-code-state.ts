import type { OrderState } from "../entities/order-state.ts";
import type { PostCodeInfo } from "../entities/post-code.ts";
import { hasAnyRole, type RoleHolder } from "../roles/roles.ts";
import { isBackendPath } from "../routes/areas.ts";

export type PostCodeFields = Pick<
  OrderState,
  | "postCode"
  | "postCodePlace"
  | "postCodeValid"
  | "postCodeNotificationRequested"
  | "postCodeSupportedJobTypes"
>;

/** Post-code reset: clears code and place, valid false, notification request false, job types empty. */
export function resetPostCode(): PostCodeFields {
  return {
    postCode: null,
    postCodePlace: null,
    postCodeValid: false,
    postCodeNotificationRequested: false,
    postCodeSupportedJobTypes: [],
  };
}

/**
 * A successful check marks the code valid and stores job types and place. A new code drops an earlier
 * waitlist request, which was for the old area.
 */
export function postCodeCheckSucceeded(
  state: PostCodeFields,
  postCode: string,
  info: PostCodeInfo,
): PostCodeFields {
  return {
    postCode,
    postCodePlace: info.place ?? null,
    postCodeValid: true,
    postCodeNotificationRequested: state.postCode === postCode ? state.postCodeNotificationRequested : false,
    postCodeSupportedJobTypes: [...info.jobTypes],
  };
}

/** A failed check marks the code invalid, empties the job types and clears the place. */
export function postCodeCheckFailed(state: PostCodeFields, postCode: string): PostCodeFields {
  return {
    postCode,
    postCodePlace: null,
    postCodeValid: false,
    postCodeNotificationRequested: state.postCode === postCode ? state.postCodeNotificationRequested : false,
    postCodeSupportedJobTypes: [],
  };
}

/** When the user is identified and a valid post code is set but no job types are loaded, re-check it. */
export function needsPostCodeRevalidation(state: PostCodeFields, userIdentified: boolean): boolean {
  return (
    userIdentified &&
    Boolean(state.postCode) &&
    state.postCodeValid &&
    state.postCodeSupportedJobTypes.length === 0
  );
}

/** On start, a stored post code is re-checked unless on a backend route or the user is a seller. */
export function shouldRecheckPostCodeOnStart(
  state: Pick<PostCodeFields, "postCode">,
  pathname: string,
  user: RoleHolder | null | undefined,
): boolean {
  return Boolean(state.postCode) && !isBackendPath(pathname) && !hasAnyRole(user, "SALES_PARTNER_SELLER");
}
