import { plainSpaces } from "@mt/domain/format/spaces";
import type { NewOutboxMessage } from "../modules/notifications/notifications.module.ts";

/** What a case's messages need of its project: where it is, whom to tell, and how staff name it. */
export interface NewsProject {
  uuid: string;
  number: number;
  address: string;
  postCode: string;
  place: string | null;
  contactInformation: { firstName: string; phoneNumber: string; email: string };
}

/** The project on "my page", as an absolute link (messages are read in an SMS app or a mail client). */
export const myPageLink = (publicUrl: string, projectUuid: string) =>
  new URL(`/dashboard/prosjekt/${projectUuid}`, publicUrl).toString();

/**
 * The SMS and email that tell a case's customer of a change: the texts of the change, a greeting,
 * the address, and the link to where they see it on "my page" (`see`: "Se prosjektet").
 * `smsLink: false` leaves the link out of an SMS that carries one of its own.
 */
export function customerNews(
  p: NewsProject,
  text: { subject: string; sms: string; email: string[] },
  context: { publicUrl: string; kind: string; see: string; smsLink?: boolean },
): NewOutboxMessage[] {
  const link = myPageLink(context.publicUrl, p.uuid);
  const meta = { kind: context.kind, projectUuid: p.uuid, projectNumber: p.number };
  const contact = p.contactInformation;
  return [
    {
      channel: "sms",
      recipient: contact.phoneNumber,
      body: plainSpaces(
        context.smsLink === false ? text.sms : `${text.sms} ${context.see} på Min side: ${link}`,
      ),
      meta,
    },
    {
      channel: "email",
      recipient: contact.email,
      subject: text.subject,
      body: [
        `Hei ${contact.firstName}!`,
        "",
        ...text.email,
        "",
        `Adresse: ${p.address}, ${p.postCode}${p.place ? ` ${p.place}` : ""}`,
        `${context.see} på Min side (logg inn med telefonnummeret ditt): ${link}`,
      ].join("\n"),
      meta,
    },
  ];
}
