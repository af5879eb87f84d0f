import { z } from "zod";
import { WORK_TYPES, type WorkType, workTypeSchema } from "../entities/enums.ts";
import {
  emailSchema,
  fieldSchema,
  organisationNumberSchema,
  postCodeSchema,
} from "../validation/field-schemas.ts";
import { companyNameSchema, personNameSchema } from "../validation/names.ts";

/** The onboarding steps of `/oppsett`, from 1. */
export const ONBOARDING_STEPS = [
  "Organisasjonsnummer",
  "Bedriften",
  "Arbeid og område",
  "Administrator",
  "Ferdig",
] as const;
export const LAST_ONBOARDING_STEP = ONBOARDING_STEPS.length;
/** The radius a new company starts with, in km. */
export const DEFAULT_ONBOARDING_RADIUS_KM = 30;
/** The largest radius a company picks at onboarding (a global admin can set more). */
export const MAX_ONBOARDING_RADIUS_KM = 300;

/** The company as onboarding keeps it (spec section 3); `partnerId` is the registered company's uuid. */
export const onboardingCompanySchema = z.object({
  organizationNumber: z.string(),
  name: z.string(),
  address: z.string(),
  partnerId: z.string().nullable(),
  postArea: z.string(),
  postCode: z.string(),
});
export type OnboardingCompany = z.infer<typeof onboardingCompanySchema>;

const radiusKmSchema = z
  .number({ error: "Oppgi radius i kilometer" })
  .int("Oppgi hele kilometer")
  .min(1, "Radius må være minst 1 km")
  .max(MAX_ONBOARDING_RADIUS_KM, `Radius kan være høyst ${MAX_ONBOARDING_RADIUS_KM} km`);

/**
 * Step 3: the work types and the area around the base post code; a work type may reach further
 * (an extended radius, larger than the company's). Work types not chosen lose theirs.
 */
export const onboardingCoverageSchema = z
  .object({
    workTypes: z.array(workTypeSchema).min(1, "Velg minst én arbeidstype"),
    basePostCode: postCodeSchema,
    radiusKm: radiusKmSchema,
    extendedRadiusKm: z.partialRecord(workTypeSchema, radiusKmSchema.nullable()).default({}),
  })
  .superRefine((value, ctx) => {
    for (const type of value.workTypes) {
      const extended = value.extendedRadiusKm[type];
      if (extended != null && extended <= value.radiusKm)
        ctx.addIssue({
          code: "custom",
          path: ["extendedRadiusKm", type],
          message: "Må være større enn radius, eller stå tom",
        });
    }
  })
  .transform((value) => ({
    ...value,
    extendedRadiusKm: Object.fromEntries(
      value.workTypes.flatMap((type) => {
        const extended = value.extendedRadiusKm[type];
        return extended == null ? [] : [[type, extended]];
      }),
    ) as Partial<Record<WorkType, number>>,
  }));
export type OnboardingCoverage = z.infer<typeof onboardingCoverageSchema>;

/** Step 4: the first admin's name and email (the phone is verified by code). */
export const onboardingAdminSchema = z.object({
  firstName: personNameSchema(),
  lastName: personNameSchema(),
  email: emailSchema,
});
export type OnboardingAdmin = z.infer<typeof onboardingAdminSchema>;

/** Step 2: the company's details (prefilled from the company register, editable). */
export const onboardingCompanyDetailsSchema = z.object({
  organizationNumber: organisationNumberSchema,
  name: companyNameSchema(),
  address: fieldSchema({ required: true, maxLength: 200 }),
  postCode: postCodeSchema,
  postArea: fieldSchema({ required: true, maxLength: 100 }),
});

/** The signed-in admin after registering (the API's user, kept as the spec's `contractorUser`). */
export const onboardingUserSchema = z.looseObject({
  uuid: z.string(),
  name: z.string().nullable().optional(),
});

/**
 * The persisted onboarding state ("onboarding" in local storage, spec sections 3 and 4): the step
 * (from 1), the company, the registered admin (null until then), and what steps 3 and 4 ask.
 */
export const onboardingStateSchema = z.object({
  step: z.number().int().min(1).max(LAST_ONBOARDING_STEP).default(1),
  company: onboardingCompanySchema,
  contractorUser: onboardingUserSchema.nullable().default(null),
  coverage: z.object({
    workTypes: z.array(workTypeSchema),
    basePostCode: z.string(),
    radiusKm: z.number(),
    extendedRadiusKm: z.partialRecord(workTypeSchema, z.number()).default({}),
  }),
  admin: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export function initialOnboardingState(): OnboardingState {
  return {
    step: 1,
    company: { organizationNumber: "", name: "", address: "", partnerId: null, postArea: "", postCode: "" },
    contractorUser: null,
    coverage: {
      workTypes: [],
      basePostCode: "",
      radiusKm: DEFAULT_ONBOARDING_RADIUS_KM,
      extendedRadiusKm: {},
    },
    admin: { firstName: "", lastName: "", email: "" },
  };
}

/** Whether the company has been registered (then only the last step remains). */
export const isRegistered = (state: OnboardingState): boolean => state.company.partnerId !== null;

/**
 * Goes to a step: any earlier one (step indicator, "Tilbake"), or the next after a finished step.
 * Once the company is registered, only the last step is left.
 */
export function goToStep(state: OnboardingState, step: number): OnboardingState {
  if (isRegistered(state)) return { ...state, step: LAST_ONBOARDING_STEP };
  const bounded = Math.min(Math.max(Math.trunc(step), 1), LAST_ONBOARDING_STEP - 1);
  return { ...state, step: bounded };
}

/** A persisted value read back: anything unreadable starts over. */
export function readOnboardingState(value: unknown): OnboardingState {
  const parsed = onboardingStateSchema.safeParse(value);
  return parsed.success ? parsed.data : initialOnboardingState();
}

/** The work types in the usual order. */
export const orderedWorkTypes = (types: readonly WorkType[]): WorkType[] =>
  WORK_TYPES.filter((type) => types.includes(type));
