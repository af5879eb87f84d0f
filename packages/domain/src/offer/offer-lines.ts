import { vatIncluded } from "../price/calculate-price.ts";

/**
 * An offer's lines: from a product, from a job template, or free. Prices are integer øre incl.
 * 25 % VAT; a product or job line's unit price is taken from the catalogue when the line is added
 * and then frozen in the offer.
 */
export const OFFER_LINE_SOURCES = ["product", "job", "free"] as const;
export type OfferLineSource = (typeof OFFER_LINE_SOURCES)[number];

export interface OfferLine {
  source: OfferLineSource;
  /** The product id or job template id the price came from; null for a free line. */
  refId: number | null;
  description: string;
  quantity: number;
  unitPriceOre: number;
  /** quantity × unit price. */
  totalOre: number;
  /**
   * Working time per unit in minutes: a job line's base duration (frozen with its price), what the
   * caseworker writes on a free line, none for a product. The accepted offer's job takes this long.
   */
  minutesPerUnit: number;
}

export interface OfferTotals {
  totalOre: number;
  /** The VAT inside the total (its share of the incl.-VAT amount), as the storefront shows it. */
  vatOre: number;
}

export function offerLine(
  line: Omit<OfferLine, "totalOre" | "minutesPerUnit"> & { minutesPerUnit?: number | undefined },
): OfferLine {
  return { ...line, minutesPerUnit: line.minutesPerUnit ?? 0, totalOre: line.quantity * line.unitPriceOre };
}

/** The offer's working time in minutes: what the job is booked for once the offer is accepted. */
export function offerWorkMinutes(lines: readonly Pick<OfferLine, "quantity" | "minutesPerUnit">[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * (line.minutesPerUnit ?? 0), 0);
}

/** The shortest job the calendar books, as the storefront does for a cart. */
export const MIN_JOB_MINUTES = 30;

/** How long the job of an accepted offer is booked for. */
export function offerJobMinutes(lines: readonly Pick<OfferLine, "quantity" | "minutesPerUnit">[]): number {
  return Math.max(offerWorkMinutes(lines), MIN_JOB_MINUTES);
}

export function offerTotals(lines: readonly Pick<OfferLine, "totalOre">[]): OfferTotals {
  const totalOre = lines.reduce((sum, line) => sum + line.totalOre, 0);
  return { totalOre, vatOre: vatIncluded(totalOre) };
}

/** The catalogue line a new line keeps its frozen price from: same source and same product or job. */
export function sameSource(a: Pick<OfferLine, "source" | "refId">, b: Pick<OfferLine, "source" | "refId">) {
  return a.source !== "free" && a.source === b.source && a.refId === b.refId;
}
