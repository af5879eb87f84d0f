function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function withComma(value: number): string {
  return String(value).replace(".", ",");
}

/**
 * Short form for key figures: below 1 000 as is (one decimal at most), thousands as "12,5k.",
 * millions as "1,2 mill.". Decimals use a comma; a trailing ",0" is dropped. A value that rounds up
 * to the next unit moves to it (999 999 reads "1 mill.", not "1000k.").
 */
export function formatBigNumber(value: number): string {
  if (!Number.isFinite(value)) return "–";
  const abs = Math.abs(value);
  const sign = value < 0 ? "-" : "";
  let text: string;
  const units = roundOneDecimal(abs);
  const thousands = roundOneDecimal(abs / 1_000);
  if (thousands >= 1_000) text = `${withComma(roundOneDecimal(abs / 1_000_000))} mill.`;
  else if (units >= 1_000) text = `${withComma(thousands)}k.`;
  else text = withComma(units);
  return text === "0" ? "0" : `${sign}${text}`;
}
