import { z } from "zod";
import { companySchema } from "./company.ts";

export const contactInformationSchema = z.object({
  address: z.string().default(""),
  additionalInfo: z.string().default(""),
  firstName: z.string().default(""),
  lastName: z.string().default(""),
  email: z.string().default(""),
  phoneNumber: z.string().default(""),
  phoneVerificationToken: z.string().nullable().default(null),
  company: companySchema.nullable().default(null),
});
export type ContactInformation = z.infer<typeof contactInformationSchema>;

export { emptyContactInformation } from "./empty-contact-information.ts";
