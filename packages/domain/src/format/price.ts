import { NBSP } from "./spaces.ts";

/** Groups digits by three with a no-break space (U+00A0), as in "12 990", so a number never breaks. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Whole kroner from øre, rounded up (toward positive infinity); never -0. */
export function oreToKroner(ore: number): number {
  const kroner = Math.ceil(ore / 100);
  return kroner === 0 ? 0 : kroner;
}

/**
 * "kr 12 990" from an amount in øre: rounded up to whole kroner, "kr" and the thousands followed by a
 * no-break space (U+00A0) so the price never breaks across lines, no decimals. Negative amounts (discounts) read "kr -1 000". Non-finite amounts throw.
 */
export function formatPrice(ore: number): string {
  if (!Number.isFinite(ore)) throw new RangeError(`formatPrice: not a finite amount: ${ore}`);
  const kroner = oreToKroner(ore);
  const sign = kroner < 0 ? "-" : "";
  return `kr${NBSP}${sign}${groupThousands(BigInt(Math.abs(kroner)).toString())}`;
}

/** An amount in øre as an editor shows it in a field: kroner with a decimal comma ("12,5"). */
export function kronerInput(ore: number): string {
  return String(ore / 100).replace(".", ",");
}

/** What an editor typed in kroner ("1 990,50"), in whole øre; null when it is not a number. */
export function oreFromKronerInput(text: string): number | null {
  const ore = Math.round(Number(text.replace(/\s/g, "").replace(",", ".")) * 100);
  return Number.isFinite(ore) ? ore : null;
}
