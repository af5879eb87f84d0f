import { type WorkType, workTypePhrases } from "../entities/enum-values.ts";
import type { PostCodeInfo } from "../entities/post-code.ts";
import { filterPostCodeInput, isCompletePostCode } from "../validation/post-code.ts";

export const postCodeMessages = {
  notFound: (code: string) => `Postkoden ${code}, finnes ikke.`,
  delivers: (what: string) => `Vi leverer ${what} i ditt område`,
  notLaunched: (what: string) =>
    `Beklager, vi har ikke lansert ${what} i ditt område enda. Få varsel på e-post når vi utvider.`,
  unsupportedJobs: "En eller flere jobber i handlekurven er ikke tilgjengelig i ditt område",
} as const;

/** What "..." reads when nothing at all is launched in the area. */
export const NOTHING_LAUNCHED_PHRASE = "tjenestene våre";

export type PostCodeButton =
  | "see-jobs"
  | "choose-time"
  | "review-jobs"
  | "join-waitlist"
  | "continue"
  | "cancel"
  | "close"
  | "see-available-jobs";

export const postCodeButtonLabels: Record<PostCodeButton, string> = {
  "see-jobs": "Se jobber",
  "choose-time": "Velg tidspunkt",
  "review-jobs": "Se over jobbene",
  "join-waitlist": "Sett meg på venteliste",
  continue: "Fortsett",
  cancel: "Avbryt",
  close: "Lukk",
  "see-available-jobs": "Se tilgjengelige jobber",
};

/** What the modal was opened for: an optional job type, and the cart's job types on the cart page. */
export interface PostCodeCheckContext {
  jobType?: WorkType | null | undefined;
  /** typeKeys of the cart's JOB lines when the modal has cart context; undefined otherwise. */
  cartJobTypes?: readonly string[] | undefined;
}

export type PostCodeResultStatus =
  | "invalid"
  | "job-type-supported"
  | "job-type-not-launched"
  | "nothing-launched"
  | "cart-has-unsupported-jobs"
  | "supported";

export type PostCodeCheckState =
  | { status: "idle"; input: string }
  | { status: "checking"; input: string }
  | { status: "error"; input: string; message: string }
  | {
      status: PostCodeResultStatus;
      input: string;
      message: string;
      place: string | null;
      supportedJobTypes: WorkType[];
    };

export type PostCodeCheckEvent =
  | { type: "input"; value: string }
  /** The answer of GET post-code/{code}. Answers for another code than the current input are ignored. */
  | { type: "succeeded"; postCode: string; info: PostCodeInfo }
  /** A failed check; notAPostCode when the server said "Postnummeret er ugyldig". */
  | { type: "failed"; postCode: string; notAPostCode: boolean; message?: string | undefined }
  | { type: "reset" };

export function initialPostCodeCheck(storedPostCode?: string | null): PostCodeCheckState {
  return { status: "idle", input: storedPostCode ?? "" };
}

/** A check starts when exactly four digits are entered and they differ from the stored post code. */
export function shouldStartPostCodeCheck(input: string, storedPostCode: string | null | undefined): boolean {
  return isCompletePostCode(input) && input !== (storedPostCode ?? "");
}

function joinNorwegian(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} og ${words.at(-1)}`;
}

/** Classifies a successful answer into one of the result states, with its message. */
export function classifyPostCode(
  info: PostCodeInfo,
  context: PostCodeCheckContext = {},
): { status: Exclude<PostCodeResultStatus, "invalid">; message: string } {
  const supported = info.jobTypes;
  if (supported.length === 0) {
    const what = context.jobType ? workTypePhrases[context.jobType] : NOTHING_LAUNCHED_PHRASE;
    return { status: "nothing-launched", message: postCodeMessages.notLaunched(what) };
  }
  if (context.cartJobTypes?.some((typeKey) => !(supported as readonly string[]).includes(typeKey))) {
    return { status: "cart-has-unsupported-jobs", message: postCodeMessages.unsupportedJobs };
  }
  if (context.jobType) {
    const what = workTypePhrases[context.jobType];
    return supported.includes(context.jobType)
      ? { status: "job-type-supported", message: postCodeMessages.delivers(what) }
      : { status: "job-type-not-launched", message: postCodeMessages.notLaunched(what) };
  }
  return {
    status: "supported",
    message: postCodeMessages.delivers(joinNorwegian(supported.map((type) => workTypePhrases[type]))),
  };
}

/**
 * The post-code check as a pure state machine. `storedPostCode` is the code already in the order state:
 * typing it again starts no new check.
 */
export function postCodeCheckReducer(
  state: PostCodeCheckState,
  event: PostCodeCheckEvent,
  context: PostCodeCheckContext & { storedPostCode?: string | null | undefined } = {},
): PostCodeCheckState {
  switch (event.type) {
    case "input": {
      const input = filterPostCodeInput(event.value);
      return shouldStartPostCodeCheck(input, context.storedPostCode)
        ? { status: "checking", input }
        : { status: "idle", input };
    }
    case "succeeded": {
      if (state.status !== "checking" || state.input !== event.postCode) return state;
      const { status, message } = classifyPostCode(event.info, context);
      return {
        status,
        input: state.input,
        message,
        place: event.info.place ?? null,
        supportedJobTypes: [...event.info.jobTypes],
      };
    }
    case "failed": {
      if (state.status !== "checking" || state.input !== event.postCode) return state;
      if (event.notAPostCode) {
        return {
          status: "invalid",
          input: state.input,
          message: postCodeMessages.notFound(event.postCode),
          place: null,
          supportedJobTypes: [],
        };
      }
      return { status: "error", input: state.input, message: event.message || "Something went wrong" };
    }
    case "reset":
      return { status: "idle", input: "" };
  }
}

/** The buttons each state shows, in display order. */
export function postCodeButtons(
  state: PostCodeCheckState,
  context: PostCodeCheckContext = {},
): PostCodeButton[] {
  switch (state.status) {
    case "idle":
    case "checking":
    case "error":
    case "invalid":
      return ["cancel"];
    case "job-type-supported":
      return ["continue", "close"];
    case "job-type-not-launched":
      return ["join-waitlist", "see-available-jobs", "close"];
    case "nothing-launched":
      return ["join-waitlist", "close"];
    case "cart-has-unsupported-jobs":
      return ["review-jobs", "close"];
    case "supported":
      return context.cartJobTypes?.length ? ["choose-time", "close"] : ["see-jobs", "close"];
  }
}

/** True for the states whose code is a real post code (so it may be stored). */
export function isPostCodeResolved(
  state: PostCodeCheckState,
): state is Extract<PostCodeCheckState, { place: string | null }> {
  return "place" in state && state.status !== "invalid";
}
