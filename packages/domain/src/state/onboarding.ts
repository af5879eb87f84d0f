import { initialOnboardingState, type OnboardingState } from "../entities/onboarding-state.ts";

/** The installer onboarding steps, in order. The last step is the summary. */
export const ONBOARDING_STEP_COUNT = 4;

/** The step can be set to any step; it is kept whole and within 1..ONBOARDING_STEP_COUNT. */
export function setOnboardingStep(state: OnboardingState, step: number): OnboardingState {
  const whole = Number.isFinite(step) ? Math.trunc(step) : 1;
  return { ...state, step: Math.min(Math.max(whole, 1), ONBOARDING_STEP_COUNT) };
}

export function nextOnboardingStep(state: OnboardingState): OnboardingState {
  return setOnboardingStep(state, state.step + 1);
}

export function previousOnboardingStep(state: OnboardingState): OnboardingState {
  return setOnboardingStep(state, state.step - 1);
}

/** Reset: back to step 1 with an empty company and no contractor user. */
export function resetOnboarding(): OnboardingState {
  return initialOnboardingState();
}
