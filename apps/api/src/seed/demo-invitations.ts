/**
 * Demo invitations (decision 060): two people invited by phone who have not answered yet. Each has
 * an account without roles (as an invited number gets one), so the demo shows both ends: the
 * inviter's list with "Invitert", and the person's /invitasjoner after signing in with the number.
 */
export const DEMO_INVITED_PEOPLE = [
  {
    firstName: "Håkon",
    lastName: "Berg",
    phoneNumber: "+4790000016",
    /** Invited by Ole Bakken as an electrician of Oslo Elektro og Varme AS. */
    to: "electrician",
  },
  {
    firstName: "Maja",
    lastName: "Solheim",
    phoneNumber: "+4790000017",
    /** Invited by Ida Andersen as a seller in Byggmakker Vest AS, Bergen Åsane. */
    to: "seller",
  },
] as const;
