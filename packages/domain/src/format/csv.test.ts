import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("CSV for Norwegian spreadsheets", () => {
  it("semicolons, CRLF, a byte-order mark and decimal commas", () => {
    expect(toCsv(["Periode", "Ordre", "Snitt"], [["nov. 2026", 12, 1499.5]])).toBe(
      "\ufeffPeriode;Ordre;Snitt\r\nnov. 2026;12;1499,5\r\n",
    );
  });

  it("quotes cells with separators, quotes or line breaks", () => {
    expect(toCsv(["Navn"], [['Elektro "Nord"; AS']])).toBe('\ufeffNavn\r\n"Elektro ""Nord""; AS"\r\n');
  });

  it("never lets a spreadsheet run a cell as a formula, and leaves empty cells empty", () => {
    expect(toCsv(["Navn", "Tall"], [["=HYPERLINK(1)", null]])).toBe("\ufeffNavn;Tall\r\n'=HYPERLINK(1);\r\n");
  });
});
