import { z } from "zod";

export const onboardingCompanySchema = z.object({
  organizationNumber: z.string(),
  name: z.string(),
  address: z.string(),
  partnerId: z.number().int().nullable(),
  postArea: z.string(),
  postCode: z.string(),
});
export type OnboardingCompany = z.infer<typeof onboardingCompanySchema>;

/** The persisted installer onboarding state (store "onboarding"). */
export const onboardingStateSchema = z.object({
  step: z.number().int().min(1).default(1),
  company: onboardingCompanySchema,
  contractorUser: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export function initialOnboardingState(): OnboardingState {
  return {
    step: 1,
    company: { organizationNumber: "", name: "", address: "", partnerId: null, postArea: "", postCode: "" },
    contractorUser: null,
  };
}
