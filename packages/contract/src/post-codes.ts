import { NOT_A_POST_CODE_MESSAGE } from "@mt/domain/api/known-error-messages";
import { subscriptionTypeSchema, workTypeSchema } from "@mt/domain/entities/enums";
import { emailSchema, postCodeSchema } from "@mt/domain/validation/field-schemas";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

/** 'Postnummeret er ugyldig' marks the code as not a post code (spec section 5). */
export const postCodeErrors = defineErrors({
  INVALID_POST_CODE: { status: 422, message: NOT_A_POST_CODE_MESSAGE },
});

const codeParams = z.object({ code: z.string().max(16) });

export const verifyPostCode = defineRoute({
  method: "GET",
  path: "/post-code/verify/:code",
  refs: { params: { code: "post-code" } },
  summary: "Whether a post code exists (422 'Postnummeret er ugyldig' when not)",
  tags: ["post-code"],
  params: codeParams,
  response: z.object({ data: z.object({ postCode: z.string(), place: z.string(), valid: z.literal(true) }) }),
});

export const postCodeInfoResponseSchema = z.object({
  postCode: z.string(),
  place: z.string(),
  /** Work types some active contractor covers at this post code. */
  jobTypes: z.array(workTypeSchema),
});

export const getPostCode = defineRoute({
  method: "GET",
  path: "/post-code/:code",
  refs: { params: { code: "post-code" } },
  summary:
    "Place name and the work types delivered at a post code (422 'Postnummeret er ugyldig' when unknown)",
  tags: ["post-code"],
  params: codeParams,
  response: z.object({ data: postCodeInfoResponseSchema }),
});

export const emailNotificationBodySchema = z.object({
  post_code: postCodeSchema,
  email: emailSchema,
  name: z.string().trim().max(200).nullish(),
  notification_types: z.array(subscriptionTypeSchema).min(1, "Velg minst én").max(4),
});

export const requestPostCodeNotification = defineRoute({
  method: "POST",
  path: "/post-code/email-notification",
  summary: "Join the waitlist: email me when these services come to my post code",
  tags: ["post-code"],
  body: emailNotificationBodySchema,
  status: 201,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

export const noAvailabilityBodySchema = z.object({
  email: emailSchema,
  post_code: postCodeSchema,
  /** The hours the customer wanted (free text such as "08-12", or a number of hours). */
  work_hours: z.union([z.string().trim().max(200), z.number()]).nullish(),
});

export const reportNoAvailability = defineRoute({
  method: "POST",
  path: "/no-availability",
  summary: "Tell us no offered time suited the customer",
  tags: ["post-code"],
  body: noAvailabilityBodySchema,
  status: 201,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});
