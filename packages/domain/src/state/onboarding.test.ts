import { describe, expect, it } from "vitest";
import { initialOnboardingState } from "../entities/onboarding-state.ts";
import {
  nextOnboardingStep,
  ONBOARDING_STEP_COUNT,
  previousOnboardingStep,
  resetOnboarding,
  setOnboardingStep,
} from "./onboarding.ts";

describe("installer onboarding steps", () => {
  it("starts at step 1 with an empty company and no contractor user", () => {
    expect(initialOnboardingState()).toEqual({
      step: 1,
      company: { organizationNumber: "", name: "", address: "", partnerId: null, postArea: "", postCode: "" },
      contractorUser: null,
    });
  });

  it("can be set to any step, kept within the steps", () => {
    const start = initialOnboardingState();
    expect(setOnboardingStep(start, 3).step).toBe(3);
    expect(setOnboardingStep(start, 0).step).toBe(1);
    expect(setOnboardingStep(start, 99).step).toBe(ONBOARDING_STEP_COUNT);
    expect(setOnboardingStep(start, 2.7).step).toBe(2);
    expect(setOnboardingStep(start, Number.NaN).step).toBe(1);
  });

  it("moves forward and back", () => {
    const start = initialOnboardingState();
    expect(nextOnboardingStep(start).step).toBe(2);
    expect(previousOnboardingStep(start).step).toBe(1);
  });

  it("can be reset", () => {
    const moved = { ...setOnboardingStep(initialOnboardingState(), 3), contractorUser: { name: "x" } };
    expect(resetOnboarding()).toEqual(initialOnboardingState());
    expect(resetOnboarding()).not.toEqual(moved);
  });
});
