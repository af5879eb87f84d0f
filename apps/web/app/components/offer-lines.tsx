import type { Offer } from "@mt/contract/offer";
import { formatWorkTime } from "@mt/domain/format/duration";
import { formatPrice } from "@mt/domain/format/price";
import "./offer-lines.css";

/**
 * An offer's lines and totals as a table: what the customer reads and staff check before sending;
 * with the working time when given (the job is booked for that long once accepted).
 */
export function OfferLines({
  lines,
  totalOre,
  vatOre,
  durationMinutes,
  caption,
}: Pick<Offer, "lines" | "totalOre" | "vatOre"> & { durationMinutes?: number; caption: string }) {
  return (
    <div className="offer-lines">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Beskrivelse</th>
            <th scope="col" className="offer-lines__number">
              Antall
            </th>
            <th scope="col" className="offer-lines__number">
              Pris per stk.
            </th>
            <th scope="col" className="offer-lines__number">
              Sum
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // Lines have no identity of their own; their order is fixed within a version.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td>{line.description}</td>
              <td className="offer-lines__number">{line.quantity}</td>
              <td className="offer-lines__number">{formatPrice(line.unitPriceOre)}</td>
              <td className="offer-lines__number">{formatPrice(line.totalOre)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Totalt inkl. mva.
            </th>
            <td className="offer-lines__number">
              <strong data-testid="offer-total">{formatPrice(totalOre)}</strong>
            </td>
          </tr>
          <tr className="offer-lines__vat">
            <th scope="row" colSpan={3}>
              Herav mva. (25 %)
            </th>
            <td className="offer-lines__number">{formatPrice(vatOre)}</td>
          </tr>
          {durationMinutes !== undefined && (
            <tr className="offer-lines__vat">
              <th scope="row" colSpan={3}>
                Beregnet arbeidstid
              </th>
              <td className="offer-lines__number" data-testid="offer-work-time">
                {formatWorkTime(durationMinutes)}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}
