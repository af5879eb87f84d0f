/**
 * CSV as Norwegian spreadsheets open it: semicolons, CRLF, UTF-8 with a byte-order mark. A cell that
 * a spreadsheet would run as a formula (= + - @ first) is prefixed with an apostrophe; numbers are
 * written with a decimal comma.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const line = (cells: readonly (string | number | null)[]) => cells.map(cell).join(";");
  return `\ufeff${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

function cell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value).replace(".", ",") : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
