import { z } from "zod";
import { workTypeSchema } from "./enums.ts";

/** Answer of GET post-code/{code}: supported job types (empty when missing) and the place name. */
export const postCodeInfoSchema = z.object({
  jobTypes: z
    .array(workTypeSchema)
    .nullish()
    .transform((value) => value ?? []),
  place: z.string().nullish(),
});
export type PostCodeInfo = z.infer<typeof postCodeInfoSchema>;

export const postCodeStateSchema = z.object({
  postCode: z.string().nullable(),
  place: z.string().nullable(),
  valid: z.boolean(),
  supportedJobTypes: z.array(workTypeSchema),
  notificationRequested: z.boolean(),
});
export type PostCodeState = z.infer<typeof postCodeStateSchema>;
