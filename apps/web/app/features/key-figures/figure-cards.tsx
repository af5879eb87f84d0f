import type { KeyFigures } from "@mt/contract/key-figures";
import { formatBigNumber } from "@mt/domain/format/big-number";
import { formatDateLong } from "@mt/domain/format/date";
import { formatDecimal } from "@mt/domain/format/number";
import { formatPrice } from "@mt/domain/format/price";
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
const per100 = (claims: number, jobs: number) => (jobs === 0 ? "–" : formatDecimal((claims / jobs) * 100));

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
      value: formatPrice(c.revenueOre),
      previous: formatPrice(p.revenueOre),
      change: changeText(c.revenueOre, p.revenueOre),
      note: `Herav mva ${formatPrice(c.vatOre)} · eks. mva ${formatPrice(c.revenueOre - c.vatOre)}`,
    },
    {
      label: "Snittordre",
      value: formatPrice(avgNow),
      previous: formatPrice(avgBefore),
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
        {formatDateLong(figures.period.from)} – {formatDateLong(figures.period.to)}, sammenlignet med{" "}
        {formatDateLong(figures.previousPeriod.from)} – {formatDateLong(figures.previousPeriod.to)}
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
