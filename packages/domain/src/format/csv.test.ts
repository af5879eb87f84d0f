import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV for Norwegian spreadsheets", () => {
  it("semicolons, CRLF, a byte-order mark and decimal commas", () => {
    expect(toCsv(["Periode", "Ordre", "Snitt"], [["nov. 2026", 12, 1499.5]])).toBe(
      "\ufeffPeriode;Ordre;Snitt\r\nnov. 2026;12;1499,5\r\n",
    );
  });

  it("quotes cells with separators, quotes or line breaks", () => {
    expect(toCsv(["Navn"], [['Elektro "Nord"; AS']])).toBe('\ufeffNavn\r\n"Elektro ""Nord""; AS"\r\n');
  });

  it("leaves empty cells empty", () => {
    expect(toCsv(["Navn", "Tall"], [["Ola", null]])).toBe("\ufeffNavn;Tall\r\nOla;\r\n");
  });
});

describe("formula injection (OWASP's samples)", () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+1+1", "'+1+1"],
    ['-1+HYPERLINK("http://x")', `"'-1+HYPERLINK(""http://x"")"`],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
    ["\n=1", `"'\n=1"`],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["＝1+1", "'＝1+1"],
    ["-5", "'-5"],
    ["+4791234567", "'+4791234567"],
  ])("defuses the text %j", (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it("keeps a real number a number, a negative one too", () => {
    expect(csvCell(-1250.5)).toBe("-1250,5");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("leaves ordinary text as it is", () => {
    for (const text of ["Ola Nordmann", "Storgata 1", "El-kontroll av bolig", "kr 12 990", "O'Brien"])
      expect(csvCell(text)).toBe(text);
  });

  it("never lets any text cell start with what starts a formula", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text).replace(/^"/, "");
        expect(cell).not.toMatch(/^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/);
      }),
    );
  });
});
