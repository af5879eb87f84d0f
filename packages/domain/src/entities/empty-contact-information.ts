import type { ContactInformation } from "./contact-information.ts";

/** A blank contact form (built without zod, for the browser). */
export function emptyContactInformation(): ContactInformation {
  return {
    address: "",
    additionalInfo: "",
    firstName: "",
    lastName: "",
    email: "",
    phoneNumber: "",
    phoneVerificationToken: null,
    company: null,
  };
}
