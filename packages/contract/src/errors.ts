import { authErrors } from "./auth.ts";
import { availabilityErrors } from "./availability.ts";
import { bookingErrors } from "./booking.ts";
import { cartErrors } from "./cart.ts";
import { catalogueErrors } from "./catalogue.ts";
import { claimErrors } from "./claim.ts";
import { cmsErrors } from "./cms.ts";
import { contractorErrors } from "./contractor.ts";
import { customerErrors } from "./customer.ts";
import { defineErrors } from "./define-errors.ts";
import { inspectionErrors } from "./inspection.ts";
import { invitationErrors } from "./invitation.ts";
import { mediaErrors } from "./media.ts";
import { messageErrors } from "./messages.ts";
import { offerErrors } from "./offer.ts";
import { postCodeErrors } from "./post-codes.ts";
import { projectErrors } from "./project.ts";
import { ratingErrors } from "./rating.ts";
import { salesPartnerErrors } from "./sales-partner.ts";
import { usersErrors } from "./users.ts";

/** Codes any call may answer with; the server's error handler sends them by itself. */
export const commonErrors = defineErrors({
  BAD_REQUEST: { status: 400, message: "Forespørselen kunne ikke leses." },
  MALFORMED_JSON: { status: 400, message: "Forespørselen inneholder ugyldig JSON." },
  UNAUTHORIZED: { status: 401, message: "Unauthorized" },
  FORBIDDEN: { status: 403, message: "Du har ikke tilgang til dette." },
  NOT_FOUND: { status: 404, message: "Fant ikke det du lette etter." },
  METHOD_NOT_ALLOWED: { status: 405, message: "Metoden er ikke tillatt." },
  NOT_ACCEPTABLE: { status: 406, message: "Formatet støttes ikke." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Forespørselen er for stor." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Innholdstypen støttes ikke." },
  VALIDATION_ERROR: { status: 422, message: "Noen av feltene er ikke riktig utfylt." },
  TOO_MANY_REQUESTS: { status: 429, message: "For mange forespørsler. Vent litt og prøv igjen." },
  INTERNAL_ERROR: { status: 500, message: "Noe gikk galt. Prøv igjen senere." },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.",
  },
  DATABASE_UNAVAILABLE: { status: 503, message: "Databasen svarer ikke." },
});

/**
 * Every error code the server can send, with its status and default Norwegian message. Clients
 * branch on these codes, never on message texts; a test proves the server sends no other.
 */
export const errorCatalogue = {
  ...commonErrors,
  ...authErrors,
  ...postCodeErrors,
  ...cmsErrors,
  ...mediaErrors,
  ...messageErrors,
  ...bookingErrors,
  ...cartErrors,
  ...catalogueErrors,
  ...projectErrors,
  ...customerErrors,
  ...ratingErrors,
  ...claimErrors,
  ...offerErrors,
  ...inspectionErrors,
  ...contractorErrors,
  ...availabilityErrors,
  ...salesPartnerErrors,
  ...usersErrors,
  ...invitationErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(errorCatalogue, code);
}
