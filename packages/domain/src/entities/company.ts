import { z } from "zod";

export const companySchema = z.object({
  id: z.number().int().nullish(),
  name: z.string().max(200),
  organizationNumber: z.string().max(20),
  address: z.string().max(200).nullish(),
  postArea: z.string().max(100).nullish(),
  postCode: z.string().max(10).nullish(),
});
export type Company = z.infer<typeof companySchema>;
