import { workTypeSchema } from "@mt/domain/entities/enums";
import { roleSchema } from "@mt/domain/roles/role-schema";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import { apiUserSchema } from "./users.ts";

/*
 * Invitations (decision 060): adding a phone number as an installer's electrician or a sales
 * partner's person offers the role to the account holding the number; its holder sees the offer
 * after signing in and accepts or declines it. Until then the account holds nothing new, and the
 * inviter is answered the same whether the number had an account or not.
 */

/** How long an invitation waits for its answer. */
export const INVITATION_DAYS = 14;

export const invitationErrors = defineErrors({
  /** Below global admin, nobody gives a role to themselves (their own phone number). */
  ROLE_GRANT_SELF: {
    status: 403,
    message: "Du kan ikke gi deg selv en rolle. Be en administrator om hjelp.",
  },
  /** The role, or where it would apply, reaches further than the giver's own. */
  ROLE_GRANT_NOT_ALLOWED: {
    status: 403,
    message: "Du kan ikke gi denne rollen her.",
  },
  /** The same role and place already waits for this number's answer. */
  INVITATION_PENDING: {
    status: 409,
    message: "Nummeret er allerede invitert. Invitasjonen venter på svar.",
  },
  /** Answered, expired, or its inviter may no longer give the role. */
  INVITATION_CLOSED: {
    status: 409,
    message: "Invitasjonen gjelder ikke lenger. Be om en ny hvis du fortsatt skal ha tilgang.",
  },
  /** The invited person belongs to another company, chain or store already. */
  INVITATION_MEMBER_ELSEWHERE: {
    status: 409,
    message:
      "Du hører allerede til en annen bedrift eller butikk. Be dem fjerne deg før du godtar denne invitasjonen.",
  },
});

const place = z.object({ uuid: z.uuid(), name: z.string() });

/** An invitation as the one who sent it (and their colleagues) sees it: what they typed, and "Invitert". */
export const sentInvitationSchema = z.object({
  uuid: z.uuid(),
  /** The names the inviter typed (never the account's own). */
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  role: roleSchema,
  /** An electrician's work types; empty for other roles. */
  workTypes: z.array(workTypeSchema),
  /** A sales partner's store, when the role has one. */
  department: place.nullable(),
  status: z.literal("INVITED"),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** An invitation as the invited person sees it. */
export const myInvitationSchema = z.object({
  uuid: z.uuid(),
  role: roleSchema,
  /** The installer company or sales partner that invites. */
  from: z.object({ kind: z.enum(["contractor", "sales-partner"]), name: z.string() }),
  /** The store, for a store role. */
  department: z.string().nullable(),
  workTypes: z.array(workTypeSchema),
  /** Who sent it (their name), when known. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

const invitationParams = z.object({ uuid: z.uuid("Ukjent invitasjon") });

export const listMyInvitations = defineRoute({
  method: "GET",
  path: "/invitation",
  summary: "The caller's invitations that wait for an answer, newest first (any signed-in user)",
  tags: ["invitation"],
  response: z.object({ data: z.array(myInvitationSchema) }),
});

export const acceptInvitation = defineRoute({
  method: "POST",
  path: "/invitation/:uuid/accept",
  summary:
    "Accepts one of the caller's invitations: the caller gets exactly the invited role in the invited company or store, and is answered with the account as GET auth/me shows it",
  tags: ["invitation"],
  params: invitationParams,
  refs: { params: { uuid: "invitation" } },
  response: z.object({ data: apiUserSchema }),
});

export const declineInvitation = defineRoute({
  method: "POST",
  path: "/invitation/:uuid/decline",
  summary: "Declines one of the caller's invitations; nothing on the account changes",
  tags: ["invitation"],
  params: invitationParams,
  refs: { params: { uuid: "invitation" } },
  response: z.object({ data: z.object({ declined: z.literal(true) }) }),
});
