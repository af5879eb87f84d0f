import { z } from "zod";
import { buttonSizeSchema, buttonTypeSchema, linkTargetSchema } from "./enums.ts";

export const buttonSchema = z.object({
  title: z.string(),
  url: z.string().nullish(),
  target: linkTargetSchema.default("_self"),
  type: z.string().nullish(),
  id: z.union([z.number(), z.string()]).nullish(),
  slug: z.string().nullish(),
  path: z.string().nullish(),
  buttonType: buttonTypeSchema.default("primary"),
  buttonSize: buttonSizeSchema.default("default"),
});
export type Button = z.infer<typeof buttonSchema>;
