import {
  goToStep,
  initialOnboardingState,
  LAST_ONBOARDING_STEP,
  type OnboardingState,
  readOnboardingState,
} from "@mt/domain/onboarding/onboarding-state";
import { useEffect, useState } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { ONBOARDING_STORAGE_KEY, startupResets } from "../../lib/startup-resets";

interface OnboardingActions {
  /** Any earlier step (step indicator, "Tilbake"); after a finished step, the next. */
  goTo(step: number): void;
  /** Merges what a step filled in and moves on to `next`. */
  complete(changes: Partial<Omit<OnboardingState, "step">>, next: number): void;
  /** The company is registered and its admin signed in: only "done" is left. */
  registered(partnerId: string, contractorUser: OnboardingState["contractorUser"]): void;
  /** "Start på nytt". */
  reset(): void;
}

export const onboardingState = (s: OnboardingState): OnboardingState => ({
  step: s.step,
  company: s.company,
  contractorUser: s.contractorUser,
  coverage: s.coverage,
  admin: s.admin,
});

/**
 * The persisted onboarding state (spec sections 3 and 4), stored as "onboarding" in local storage,
 * kept between visits; read after mount (`useOnboardingHydrated`), never during server rendering.
 */
export const useOnboardingStore = create<OnboardingState & OnboardingActions>()(
  persist(
    (set, get) => ({
      ...initialOnboardingState(),
      goTo: (step) => set(goToStep(onboardingState(get()), step)),
      complete: (changes, next) => set(goToStep({ ...onboardingState(get()), ...changes }, next)),
      registered: (partnerId, contractorUser) =>
        set({
          company: { ...get().company, partnerId },
          contractorUser,
          step: LAST_ONBOARDING_STEP,
        }),
      reset: () => set(initialOnboardingState()),
    }),
    {
      name: ONBOARDING_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => onboardingState(s),
      // Whatever was stored goes through the domain's schema: an unreadable state starts over.
      merge: (stored, current) => ({ ...current, ...readOnboardingState(stored) }),
    },
  ),
);

let hydration: Promise<void> | null = null;

/** Reads the persisted state once, after mount (the version markers first); true when done. */
export function useOnboardingHydrated(): boolean {
  const [hydrated, setHydrated] = useState(
    () => typeof window !== "undefined" && useOnboardingStore.persist.hasHydrated(),
  );
  useEffect(() => {
    if (hydrated) return;
    hydration ??= (async () => {
      startupResets();
      await useOnboardingStore.persist.rehydrate();
    })();
    let live = true;
    hydration.then(() => live && setHydrated(true));
    return () => {
      live = false;
    };
  }, [hydrated]);
  return hydrated;
}
