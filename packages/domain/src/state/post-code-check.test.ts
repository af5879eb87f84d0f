import { describe, expect, it } from "vitest";
import {
  classifyPostCode,
  initialPostCodeCheck,
  isPostCodeResolved,
  type PostCodeCheckContext,
  type PostCodeCheckState,
  postCodeButtonLabels,
  postCodeButtons,
  postCodeCheckReducer,
  postCodeMessages,
  shouldStartPostCodeCheck,
} from "./post-code-check.ts";

function checked(
  jobTypes: ("ELECTRICIAN" | "HEAT_PUMP" | "SOLAR")[],
  context: PostCodeCheckContext = {},
): PostCodeCheckState {
  const checking = postCodeCheckReducer(initialPostCodeCheck(), { type: "input", value: "0150" }, context);
  return postCodeCheckReducer(
    checking,
    { type: "succeeded", postCode: "0150", info: { jobTypes, place: "Oslo" } },
    context,
  );
}

describe("post-code check", () => {
  it("starts when exactly four digits are entered and they differ from the stored post code", () => {
    expect(shouldStartPostCodeCheck("0150", null)).toBe(true);
    expect(shouldStartPostCodeCheck("0150", "0151")).toBe(true);
    expect(shouldStartPostCodeCheck("0150", "0150")).toBe(false);
    expect(shouldStartPostCodeCheck("015", undefined)).toBe(false);
  });

  it("typing filters to digits and moves to checking at four new digits", () => {
    const state = initialPostCodeCheck("0150");
    expect(state).toEqual({ status: "idle", input: "0150" });
    expect(postCodeCheckReducer(state, { type: "input", value: "5a0" })).toEqual({
      status: "idle",
      input: "50",
    });
    expect(postCodeCheckReducer(state, { type: "input", value: "5003x" })).toEqual({
      status: "checking",
      input: "5003",
    });
    expect(postCodeCheckReducer(state, { type: "input", value: "0150" }, { storedPostCode: "0150" })).toEqual(
      {
        status: "idle",
        input: "0150",
      },
    );
  });

  it("an unknown post code: 'Postkoden {code}, finnes ikke.'", () => {
    const checking: PostCodeCheckState = { status: "checking", input: "0000" };
    const state = postCodeCheckReducer(checking, { type: "failed", postCode: "0000", notAPostCode: true });
    expect(state).toEqual({
      status: "invalid",
      input: "0000",
      message: "Postkoden 0000, finnes ikke.",
      place: null,
      supportedJobTypes: [],
    });
    expect(postCodeButtons(state)).toEqual(["cancel"]);
    expect(isPostCodeResolved(state)).toBe(false);
  });

  it("another failure shows its message, or 'Something went wrong'", () => {
    const checking: PostCodeCheckState = { status: "checking", input: "0150" };
    expect(
      postCodeCheckReducer(checking, {
        type: "failed",
        postCode: "0150",
        notAPostCode: false,
        message: "Nettverksfeil",
      }),
    ).toEqual({ status: "error", input: "0150", message: "Nettverksfeil" });
    expect(
      postCodeCheckReducer(checking, { type: "failed", postCode: "0150", notAPostCode: false }),
    ).toMatchObject({
      message: "Something went wrong",
    });
  });

  it("answers for another code than the one being checked are ignored", () => {
    const checking: PostCodeCheckState = { status: "checking", input: "0150" };
    expect(
      postCodeCheckReducer(checking, {
        type: "succeeded",
        postCode: "5003",
        info: { jobTypes: [], place: null },
      }),
    ).toBe(checking);
    expect(postCodeCheckReducer(checking, { type: "failed", postCode: "5003", notAPostCode: true })).toBe(
      checking,
    );
    const idle: PostCodeCheckState = { status: "idle", input: "0150" };
    expect(postCodeCheckReducer(idle, { type: "failed", postCode: "0150", notAPostCode: true })).toBe(idle);
  });

  it("job type supported: 'Vi leverer {job type} i ditt område' and a continue button", () => {
    const state = checked(["HEAT_PUMP"], { jobType: "HEAT_PUMP" });
    expect(state).toMatchObject({
      status: "job-type-supported",
      message: "Vi leverer varmepumper i ditt område",
      place: "Oslo",
      supportedJobTypes: ["HEAT_PUMP"],
    });
    expect(postCodeButtons(state)).toEqual(["continue", "close"]);
    expect(isPostCodeResolved(state)).toBe(true);
  });

  it("job type not launched: the not-launched message, waitlist and see available jobs", () => {
    const state = checked(["ELECTRICIAN"], { jobType: "SOLAR" });
    expect(state).toMatchObject({
      status: "job-type-not-launched",
      message:
        "Beklager, vi har ikke lansert solceller i ditt område enda. Få varsel på e-post når vi utvider.",
    });
    expect(postCodeButtons(state)).toEqual(["join-waitlist", "see-available-jobs", "close"]);
  });

  it("nothing launched in the area: the not-launched message and the waitlist", () => {
    const state = checked([]);
    expect(state).toMatchObject({
      status: "nothing-launched",
      message:
        "Beklager, vi har ikke lansert tjenestene våre i ditt område enda. Få varsel på e-post når vi utvider.",
    });
    expect(postCodeButtons(state)).toEqual(["join-waitlist", "close"]);
    expect(checked([], { jobType: "ELECTRICIAN" })).toMatchObject({
      status: "nothing-launched",
      message:
        "Beklager, vi har ikke lansert elektrikertjenester i ditt område enda. Få varsel på e-post når vi utvider.",
    });
  });

  it("cart has unsupported jobs: its message and a review-jobs button", () => {
    const context = { cartJobTypes: ["ELECTRICIAN", "SOLAR"] };
    const state = checked(["ELECTRICIAN"], context);
    expect(state).toMatchObject({
      status: "cart-has-unsupported-jobs",
      message: "En eller flere jobber i handlekurven er ikke tilgjengelig i ditt område",
    });
    expect(postCodeButtons(state, context)).toEqual(["review-jobs", "close"]);
  });

  it("supported: lists what is delivered; with jobs in the cart choose time, else see jobs", () => {
    const context = { cartJobTypes: ["ELECTRICIAN"] };
    const state = checked(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"], context);
    expect(state).toMatchObject({
      status: "supported",
      message: "Vi leverer elektrikertjenester, varmepumper og solceller i ditt område",
    });
    expect(postCodeButtons(state, context)).toEqual(["choose-time", "close"]);
    expect(postCodeButtons(state, { cartJobTypes: [] })).toEqual(["see-jobs", "close"]);
    expect(postCodeButtons(state)).toEqual(["see-jobs", "close"]);
    const checking: PostCodeCheckState = { status: "checking", input: "0150" };
    expect(
      postCodeCheckReducer(checking, { type: "succeeded", postCode: "0150", info: { jobTypes: ["SOLAR"] } }),
    ).toMatchObject({ status: "supported", place: null });
    expect(classifyPostCode({ jobTypes: ["SOLAR"], place: null }).message).toBe(
      "Vi leverer solceller i ditt område",
    );
  });

  it("while typing or checking the only button is cancel", () => {
    expect(postCodeButtons(initialPostCodeCheck())).toEqual(["cancel"]);
    expect(postCodeButtons({ status: "checking", input: "0150" })).toEqual(["cancel"]);
    expect(postCodeButtons({ status: "error", input: "0150", message: "x" })).toEqual(["cancel"]);
    expect(isPostCodeResolved({ status: "checking", input: "0150" })).toBe(false);
  });

  it("reset empties the input", () => {
    expect(postCodeCheckReducer(checked(["SOLAR"]), { type: "reset" })).toEqual({
      status: "idle",
      input: "",
    });
  });

  it("every button has a Norwegian label", () => {
    expect(Object.values(postCodeButtonLabels).every((label) => label.length > 0)).toBe(true);
    expect(postCodeMessages.notFound("1234")).toBe("Postkoden 1234, finnes ikke.");
  });
});
