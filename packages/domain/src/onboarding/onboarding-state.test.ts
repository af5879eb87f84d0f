import { describe, expect, it } from "vitest";
import {
  goToStep,
  initialOnboardingState,
  onboardingCoverageSchema,
  readOnboardingState,
} from "./onboarding-state.ts";

describe("onboarding state", () => {
  it("starts at step 1 with an empty company and no user", () => {
    expect(initialOnboardingState()).toMatchObject({
      step: 1,
      company: { organizationNumber: "", name: "", address: "", partnerId: null, postArea: "", postCode: "" },
      contractorUser: null,
    });
  });

  it("goes to any step before the last while the company is not registered", () => {
    const at3 = { ...initialOnboardingState(), step: 3 };
    expect(goToStep(at3, 1).step).toBe(1);
    expect(goToStep(at3, 4).step).toBe(4);
    expect(goToStep(at3, 0).step).toBe(1);
    expect(goToStep(at3, 5).step).toBe(4);
  });

  it("stays at the last step once the company is registered", () => {
    const done = {
      ...initialOnboardingState(),
      step: 5,
      company: { ...initialOnboardingState().company, partnerId: "5d7c0a3e-8f1b-4c2d-9e6a-1b2c3d4e5f60" },
    };
    expect(goToStep(done, 2).step).toBe(5);
  });

  it("reads back a stored state, and starts over from anything unreadable", () => {
    const stored = { ...initialOnboardingState(), step: 2 };
    expect(readOnboardingState(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readOnboardingState({ step: "tre" })).toEqual(initialOnboardingState());
    expect(readOnboardingState(null)).toEqual(initialOnboardingState());
  });

  it("asks for a work type, a post code and a radius of whole kilometres", () => {
    const messages = (value: unknown) =>
      onboardingCoverageSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ workTypes: [], basePostCode: "", radiusKm: 0 })).toEqual([
      "Velg minst én arbeidstype",
      "Må fylles ut",
      "Postnummeret er ugyldig",
      "Radius må være minst 1 km",
    ]);
    expect(messages({ workTypes: ["SOLAR"], basePostCode: "0154", radiusKm: 2.5 })).toEqual([
      "Oppgi hele kilometer",
    ]);
    expect(messages({ workTypes: ["SOLAR"], basePostCode: "0154", radiusKm: 30 })).toEqual([]);
  });

  it("keeps an extended radius only for chosen work types, and only when larger than the radius", () => {
    const base = { workTypes: ["SOLAR"], basePostCode: "0154", radiusKm: 30 };
    expect(
      onboardingCoverageSchema.safeParse({ ...base, extendedRadiusKm: { SOLAR: 30 } }).error?.issues,
    ).toMatchObject([
      { path: ["extendedRadiusKm", "SOLAR"], message: "Må være større enn radius, eller stå tom" },
    ]);
    expect(
      onboardingCoverageSchema.parse({
        ...base,
        extendedRadiusKm: { SOLAR: 80, ELECTRICIAN: 10, HEAT_PUMP: null },
      }).extendedRadiusKm,
    ).toEqual({ SOLAR: 80 });
  });
});
