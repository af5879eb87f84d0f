import { z } from "zod";

export const companySchema = z.object({
  id: z.number().int().nullish(),
  name: z.string(),
  organizationNumber: z.string(),
  address: z.string().nullish(),
  postArea: z.string().nullish(),
  postCode: z.string().nullish(),
});
export type Company = z.infer<typeof companySchema>;
