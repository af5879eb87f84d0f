import type { NewOutboxMessage } from "../notifications/notifications.module.ts";

/** The SMS a new electrician gets: who added them, and where to log in with their phone number. */
export function electricianInviteSms(input: {
  to: string;
  firstName: string;
  company: string;
  productName: string;
  publicUrl: string;
}): NewOutboxMessage {
  const login = new URL("/logginn", input.publicUrl).toString();
  return {
    channel: "sms",
    recipient: input.to,
    body: `Hei ${input.firstName}! ${input.company} har lagt deg til som montør på ${input.productName}. Logg inn med telefonnummeret ditt her: ${login}`,
    meta: { kind: "electrician-invite" },
  };
}
