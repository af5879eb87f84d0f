import type { NewOutboxMessage } from "../notifications/notifications.module.ts";

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
