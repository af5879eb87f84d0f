import type { Offer } from "@mt/contract/offer";
import { formatDateLong, formatDateTime } from "@mt/domain/format/date";
import { offerStatusLabels } from "@mt/domain/offer/offer-schemas";
import { OfferLines } from "./offer-lines";

/** An offer's valid-until day as the customer reads it: "23. desember 2026". */
export const offerDate = (date: string) => formatDateLong(date);

/**
 * An offer as the customer reads it, on "my page" and through the signed link: version and where it
 * stands, its lines and totals with the working time, validity, the message and the PDF.
 */
export function OfferDocument({ offer }: { offer: Offer }) {
  return (
    <>
      <p className="offer-document__meta">
        Versjon {offer.version}
        {offer.status !== "sent" && ` · ${offerStatusLabels[offer.status]}`}
        {offer.sentAt && ` · sendt ${formatDateTime(offer.sentAt)}`}
      </p>
      <OfferLines
        lines={offer.lines}
        totalOre={offer.totalOre}
        vatOre={offer.vatOre}
        durationMinutes={offer.durationMinutes}
        caption={`Tilbud versjon ${offer.version}`}
      />
      <p>
        Gyldig til og med <strong>{offerDate(offer.validUntil)}</strong>.
      </p>
      {offer.message && <blockquote className="offer-document__message">{offer.message}</blockquote>}
      <p>
        <a href={offer.pdfUrl} target="_blank" rel="noreferrer">
          Last ned tilbudet som PDF
        </a>
      </p>
    </>
  );
}
