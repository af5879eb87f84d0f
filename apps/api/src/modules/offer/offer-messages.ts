import { formatDateLong } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { plainSpaces } from "@mt/domain/format/spaces";
import { routes } from "@mt/domain/routes/routes";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";
import type { ProjectRow } from "../project/project.module.ts";
import type { OfferRow } from "./offer.repository.ts";

/** The customer's project on "my page", as an absolute link (read in an SMS app or a mail client). */
export const myPageLink = (publicUrl: string, projectUuid: string) =>
  new URL(`/dashboard/prosjekt/${projectUuid}`, publicUrl).toString();

/** The offer's own page, opened without a login by the signed token in the link (`t`). */
export const offerLink = (publicUrl: string, offerUuid: string, token: string) =>
  new URL(routes.offerLink(offerUuid, token), publicUrl).toString();

/**
 * The SMS and email telling the customer an offer is waiting: the signed link opens the offer
 * directly (answering asks for a code sent to their phone); both also name "my page".
 */
export function offerSentNews(
  offer: OfferRow,
  p: ProjectRow,
  publicUrl: string,
  linkToken: string,
): NewOutboxMessage[] {
  const link = myPageLink(publicUrl, p.uuid);
  const direct = offerLink(publicUrl, offer.uuid, linkToken);
  const total = formatPrice(offer.totalOre);
  const until = formatDateLong(offer.validUntil);
  const meta = { kind: "offer-sent", projectUuid: p.uuid, projectNumber: p.number, offerUuid: offer.uuid };
  const contact = p.contactInformation;
  const renewed = offer.version > 1;
  return [
    {
      channel: "sms",
      recipient: contact.phoneNumber,
      body: plainSpaces(
        `${renewed ? "Du har fått et nytt tilbud" : "Du har fått et tilbud"} på prosjekt ${p.number}: ${total} inkl. mva., gyldig til ${until}. Se tilbudet og svar her: ${direct} – eller på Min side: ${link}`,
      ),
      meta,
    },
    {
      channel: "email",
      recipient: contact.email,
      subject: `${renewed ? "Nytt tilbud" : "Tilbud"} på prosjekt ${p.number}`,
      body: plainSpaces(
        [
          `Hei ${contact.firstName}!`,
          "",
          `Vi har laget ${renewed ? "et nytt tilbud" : "et tilbud"} til deg etter befaringen (prosjekt ${p.number}).`,
          `Totalt ${total} inkl. mva. Tilbudet er gyldig til og med ${until}.`,
          ...(offer.message ? ["", offer.message] : []),
          "",
          `Adresse: ${p.address}, ${p.postCode}${p.place ? ` ${p.place}` : ""}`,
          `Les tilbudet og godta eller avslå det her (du bekrefter med en kode på SMS): ${direct}`,
          "",
          `Du finner det også på Min side (logg inn med telefonnummeret ditt): ${link}`,
        ].join("\n"),
      ),
      meta,
    },
  ];
}
