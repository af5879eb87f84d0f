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

/**
 * The email a caseworker gets when a company's admin sends feedback: who sent it (name and phone),
 * the feedback as written, and a link to the company on the installers desk.
 */
export function contractorFeedbackEmail(input: {
  to: string;
  company: { uuid: string; name: string };
  sender: { name: string | null; phoneNumber: string };
  feedback: string;
  publicUrl: string;
}): NewOutboxMessage {
  const link = new URL(`/partnere/${input.company.uuid}`, input.publicUrl).toString();
  const sender = input.sender.name
    ? `${input.sender.name} (${input.sender.phoneNumber})`
    : input.sender.phoneNumber;
  return {
    channel: "email",
    recipient: input.to,
    subject: `Tilbakemelding fra ${input.company.name}`,
    body: [
      `${sender} i ${input.company.name} har sendt en tilbakemelding:`,
      "",
      input.feedback,
      "",
      `Se installatøren: ${link}`,
    ].join("\n"),
    meta: { kind: "contractor-feedback", contractorUuid: input.company.uuid },
  };
}
