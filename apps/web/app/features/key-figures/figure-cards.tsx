import type { KeyFigures } from "@mt/contract/key-figures";
import { formatBigKroner, formatBigNumber } from "@mt/domain/format/big-number";
import { formatInOslo } from "@mt/domain/format/date";
import { changeText, percent } from "./figure-format";

interface Card {
  label: string;
  value: string;
  previous: string;
  change: string | null;
  note?: string;
}

const average = (revenueOre: number, orders: number, cancellations: number) =>
  orders - cancellations > 0 ? revenueOre / (orders - cancellations) : 0;
const per100 = (claims: number, jobs: number) => (jobs === 0 ? "–" : formatBigNumber((claims / jobs) * 100));
const date = (value: string) => formatInOslo(`${value}T12:00:00Z`, "D. MMM YYYY");

/** The headline figures, each with the previous period's and the change. */
export function FigureCards({ figures }: { figures: KeyFigures }) {
  const { current: c, previous: p } = figures;
  const avgNow = average(c.revenueOre, c.orders, c.cancellations);
  const avgBefore = average(p.revenueOre, p.orders, p.cancellations);
  const cards: Card[] = [
    {
      label: "Ordre",
      value: formatBigNumber(c.orders),
      previous: formatBigNumber(p.orders),
      change: changeText(c.orders, p.orders),
    },
    {
      label: "Omsetning inkl. mva",
      value: formatBigKroner(c.revenueOre),
      previous: formatBigKroner(p.revenueOre),
      change: changeText(c.revenueOre, p.revenueOre),
      note: `Herav mva ${formatBigKroner(c.vatOre)} · eks. mva ${formatBigKroner(c.revenueOre - c.vatOre)}`,
    },
    {
      label: "Snittordre",
      value: formatBigKroner(avgNow),
      previous: formatBigKroner(avgBefore),
      change: changeText(avgNow, avgBefore),
    },
    {
      label: "Handlekurv til bestilling",
      value: figures.conversionApplies ? percent(c.bookedCarts, c.carts) : "–",
      previous: figures.conversionApplies ? percent(p.bookedCarts, p.carts) : "–",
      change: null,
      note: figures.conversionApplies
        ? `${formatBigNumber(c.bookedCarts)} av ${formatBigNumber(c.carts)} handlekurver`
        : "Handlekurver har ingen installatør: ikke regnet med dette filteret",
    },
    {
      label: "Kanselleringer",
      value: formatBigNumber(c.cancellations),
      previous: formatBigNumber(p.cancellations),
      change: changeText(c.cancellations, p.cancellations),
      note: `${percent(c.cancellations, c.orders)} av ordrene`,
    },
    {
      label: "Befaring → tilbud → godtatt",
      value: `${formatBigNumber(c.inspections)} → ${formatBigNumber(c.offersSent)} → ${formatBigNumber(c.offersAccepted)}`,
      previous: `${formatBigNumber(p.inspections)} → ${formatBigNumber(p.offersSent)} → ${formatBigNumber(p.offersAccepted)}`,
      change: null,
      note: `${percent(c.offersAccepted, c.inspections)} av befaringene ble godtatt`,
    },
    {
      label: "Reklamasjoner per 100 fullførte jobber",
      value: per100(c.claims, c.completedJobs),
      previous: per100(p.claims, p.completedJobs),
      change: null,
      note: `${formatBigNumber(c.claims)} reklamasjoner på ${formatBigNumber(c.completedJobs)} fullførte jobber`,
    },
  ];
  return (
    <section aria-labelledby="kf-summary-title">
      <h2 id="kf-summary-title" className="key-figures__sr">
        Sammendrag
      </h2>
      <p className="key-figures__compare">
        {date(figures.period.from)} – {date(figures.period.to)}, sammenlignet med{" "}
        {date(figures.previousPeriod.from)} – {date(figures.previousPeriod.to)}
      </p>
      <ul className="key-figures__cards">
        {cards.map((card) => (
          <li key={card.label} className="key-figures__card">
            <h3 className="key-figures__card-label">{card.label}</h3>
            <p className="key-figures__card-value">{card.value}</p>
            <p className="key-figures__card-previous">
              Forrige periode: {card.previous}
              {card.change && <span className="key-figures__change"> ({card.change})</span>}
            </p>
            {card.note && <p className="key-figures__card-note">{card.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
