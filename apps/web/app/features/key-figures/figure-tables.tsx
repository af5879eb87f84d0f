import type { KeyFigureGroup, KeyFigures } from "@mt/contract/key-figures";
import { formatBigNumber } from "@mt/domain/format/big-number";
import { formatPrice } from "@mt/domain/format/price";
import { bucketLabel } from "@mt/domain/key-figures/period";
import { useId } from "react";
import { percent } from "./figure-format";

/** One grouping as a table, with a bar per row (decoration: the numbers are in the cells). */
export function GroupTable({
  title,
  rows,
  keyHeader,
}: {
  title: string;
  rows: KeyFigureGroup[];
  keyHeader: string;
}) {
  const titleId = useId();
  const top = Math.max(1, ...rows.map((row) => row.revenueOre));
  const tableLabel = `Tabell: ${title.toLowerCase()}`;
  return (
    <section className="key-figures__group" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {rows.length === 0 ? (
        <p className="key-figures__empty">Ingen ordre i perioden.</p>
      ) : (
        // Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        <section className="key-figures__table-wrap" aria-label={tableLabel} tabIndex={0}>
          <table className="key-figures__table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{keyHeader}</th>
                <th scope="col">Ordre</th>
                <th scope="col">Omsetning inkl. mva</th>
                <th scope="col">Herav mva</th>
                <th scope="col">Kansellert</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key ?? "none"}>
                  <th scope="row">
                    {row.label}
                    <span
                      className="key-figures__bar"
                      aria-hidden="true"
                      style={{ inlineSize: `${(row.revenueOre / top) * 100}%` }}
                    />
                  </th>
                  <td>{formatBigNumber(row.orders)}</td>
                  <td>{formatPrice(row.revenueOre)}</td>
                  <td>{formatPrice(row.vatOre)}</td>
                  <td>{percent(row.cancellations, row.orders)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

/** The chart's table: the same series, one row per day, week or month. */
export function SeriesTable({ figures, id }: { figures: KeyFigures; id: string }) {
  return (
    // Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className="key-figures__table-wrap" aria-label="Tabell over tid" tabIndex={0}>
      <table className="key-figures__table" id={id}>
        <caption>
          Omsetning og ordre per{" "}
          {figures.interval === "day" ? "dag" : figures.interval === "week" ? "uke" : "måned"}
        </caption>
        <thead>
          <tr>
            <th scope="col">Periode</th>
            <th scope="col">Ordre</th>
            <th scope="col">Omsetning inkl. mva</th>
            <th scope="col">Herav mva</th>
          </tr>
        </thead>
        <tbody>
          {figures.series.map((row) => (
            <tr key={row.key}>
              <th scope="row">{bucketLabel(row.key, figures.interval)}</th>
              <td>{formatBigNumber(row.orders)}</td>
              <td>{formatPrice(row.revenueOre)}</td>
              <td>{formatPrice(row.vatOre)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
