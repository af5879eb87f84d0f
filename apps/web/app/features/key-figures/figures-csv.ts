import type { KeyFigures } from "@mt/contract/key-figures";
import { toCsv } from "@mt/domain/format/csv";
import { bucketLabel } from "@mt/domain/key-figures/period";

const kroner = (ore: number) => Math.round(ore) / 100;

/** Everything the page shows, as one CSV: the totals against the previous period, the series and each grouping. */
export function figuresCsv(figures: KeyFigures): string {
  const { current: c, previous: p } = figures;
  const header = [
    "Tabell",
    "Navn",
    "Ordre",
    "Kanselleringer",
    "Omsetning inkl. mva (kr)",
    "Mva (kr)",
    "Forrige periode",
  ];
  const rows: (string | number | null)[][] = [
    ["Totalt", "Ordre", c.orders, c.cancellations, kroner(c.revenueOre), kroner(c.vatOre), p.orders],
    ["Totalt", "Omsetning (kr)", null, null, kroner(c.revenueOre), kroner(c.vatOre), kroner(p.revenueOre)],
    [
      "Totalt",
      "Handlekurver",
      figures.conversionApplies ? c.carts : null,
      null,
      null,
      null,
      figures.conversionApplies ? p.carts : null,
    ],
    [
      "Totalt",
      "Bestilte handlekurver",
      figures.conversionApplies ? c.bookedCarts : null,
      null,
      null,
      null,
      figures.conversionApplies ? p.bookedCarts : null,
    ],
    ["Totalt", "Befaringer", c.inspections, null, null, null, p.inspections],
    ["Totalt", "Tilbud sendt", c.offersSent, null, null, null, p.offersSent],
    ["Totalt", "Tilbud godtatt", c.offersAccepted, null, null, null, p.offersAccepted],
    ["Totalt", "Fullførte jobber", c.completedJobs, null, null, null, p.completedJobs],
    ["Totalt", "Reklamasjoner", c.claims, null, null, null, p.claims],
  ];
  const groups: [string, KeyFigures["series"] | KeyFigures["byWorkType"]][] = [
    ["Over tid", figures.series.map((row) => ({ ...row, label: bucketLabel(row.key, figures.interval) }))],
    ["Arbeidstype", figures.byWorkType],
    ["Fylke", figures.byCounty],
    ["Installatør", figures.byContractor],
    ["Salgspartner", figures.bySalesPartner],
  ];
  for (const [table, list] of groups)
    for (const row of list)
      rows.push([
        table,
        row.label,
        row.orders,
        row.cancellations,
        kroner(row.revenueOre),
        kroner(row.vatOre),
        null,
      ]);
  return toCsv(header, rows);
}

/** Lets the browser save the CSV under a name that says the period. */
export function downloadCsv(figures: KeyFigures) {
  const blob = new Blob([figuresCsv(figures)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `nokkeltall-${figures.period.from}-${figures.period.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
