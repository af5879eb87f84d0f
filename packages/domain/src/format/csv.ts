/** A cell: text, a number (written as a number, a negative one too), or empty. */
export type CsvCell = string | number | null;

/**
 * What a spreadsheet reads as the start of a formula (= + - @, the full-width forms a Japanese or
 * Chinese spreadsheet also takes) or as a cell it shifts to one (tab, carriage return, line feed).
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell of every CSV export (decision 063). Text that a spreadsheet would run as a formula gets a
 * leading apostrophe, whatever follows ("-1+HYPERLINK(…)" and "+4791234567" alike: text is never a
 * number); a number is written as a number with a decimal comma, so a real negative amount stays one.
 * Quoted when it holds the separator, a quote or a line break.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value).replace(".", ",") : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV as Norwegian spreadsheets open it: semicolons, CRLF, UTF-8 with a byte-order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(csvCell).join(";");
  return `\ufeff${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}
