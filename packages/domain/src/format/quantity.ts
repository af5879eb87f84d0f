import { NBSP } from "./spaces.ts";

/** A number with its unit that never breaks across lines, with a decimal comma: "12 m", "3,5 kW". */
export function formatQuantity(value: number, unit: string): string {
  const number = String(value).replace(".", ",");
  return unit === "" ? number : `${number}${NBSP}${unit}`;
}

/** A count with the noun in the right number: "1 bilde", "2 bilder", "0 bilder". */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${count}${NBSP}${count === 1 ? singular : plural}`;
}

/** A question or term as a label before its answer: a colon, unless it already ends in a sign ("Hvor lang er grøfta?"). */
export function labelBefore(text: string): string {
  const trimmed = text.trimEnd();
  return /[?:!.]$/.test(trimmed) ? trimmed : `${trimmed}:`;
}
