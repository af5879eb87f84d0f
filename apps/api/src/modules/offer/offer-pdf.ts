import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "@cantoo/pdf-lib";
import { formatDate, formatDateLong } from "@mt/domain/format/date";
import { formatWorkTime } from "@mt/domain/format/duration";
import { formatPrice } from "@mt/domain/format/price";
import { offerWorkMinutes } from "@mt/domain/offer/offer-lines";
import type { ProjectRow } from "../project/project.module.ts";
import type { OfferRow } from "./offer.repository.ts";

export interface OfferPdfInput {
  productName: string;
  offer: OfferRow;
  project: ProjectRow;
  installer: { name: string; organizationNumber: string | null };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.4, 0.42, 0.45);
const RULE = rgb(0.8, 0.82, 0.85);
// Columns of the lines table: description, quantity, unit price, line total (right edges for numbers).
const COL = { description: MARGIN, quantity: 360, unit: 455, total: A4[0] - MARGIN };

/** "123 456 789", as organisation numbers are written. */
const orgNumber = (value: string) => value.replace(/\s/g, "").replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");

/**
 * The offer as a PDF (A4), drawn with pdf-lib's standard Helvetica: its WinAnsi encoding holds
 * æ, ø and å; any character it lacks (an emoji in a free line) prints as "?" instead of failing.
 */
export async function offerPdf(input: OfferPdfInput): Promise<Uint8Array> {
  const { offer, project: p, installer } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`Tilbud på prosjekt ${p.number}, versjon ${offer.version}`);
  doc.setAuthor(input.productName);
  doc.setProducer(input.productName);
  doc.setLanguage("nb-NO");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const encodable = new Map<string, boolean>();
  const clean = (text: string) =>
    [...text.replace(/[\r\n\t]+/g, " ")]
      .map((ch) => {
        if (!encodable.has(ch)) {
          try {
            regular.encodeText(ch);
            encodable.set(ch, true);
          } catch {
            encodable.set(ch, false);
          }
        }
        return encodable.get(ch) ? ch : "?";
      })
      .join("");

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPageIfBelow = (space: number) => {
    if (y - space >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const cleaned = clean(value);
    const at = options.alignRight ? x - font.widthOfTextAtSize(cleaned, size) : x;
    page.drawText(cleaned, { x: at, y, font, size, color: options.color ?? INK });
  };
  const wrap = (value: string, width: number, font: PDFFont = regular, size = 10): string[] => {
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let line = "";
      for (const word of clean(paragraph).split(" ")) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: RULE });
  };

  // Heading: the product, the offer, the installer.
  text(input.productName, MARGIN, { font: bold, size: 20 });
  text(`Tilbud nr. ${p.number}-${offer.version}`, COL.total, { font: bold, size: 14, alignRight: true });
  y -= 18;
  const date = formatDate(offer.sentAt ?? offer.createdAt);
  text(`Dato: ${date}`, COL.total, { color: MUTED, alignRight: true });
  y -= 28;

  const contact = p.contactInformation;
  text("Til", MARGIN, { font: bold });
  text("Utføres av", 320, { font: bold });
  y -= 14;
  const customerLines = [
    `${contact.firstName} ${contact.lastName}`,
    ...(contact.company ? [contact.company.name] : []),
    p.address,
    `${p.postCode}${p.place ? ` ${p.place}` : ""}`,
  ];
  const installerLines = [
    installer.name,
    installer.organizationNumber
      ? `Org.nr. ${orgNumber(installer.organizationNumber)}`
      : "Org.nr. ikke registrert",
  ];
  for (let i = 0; i < Math.max(customerLines.length, installerLines.length); i++) {
    if (customerLines[i]) text(customerLines[i] as string, MARGIN);
    if (installerLines[i]) text(installerLines[i] as string, 320);
    y -= 14;
  }
  y -= 10;
  text(`Prosjekt ${p.number} · versjon ${offer.version}`, MARGIN, { color: MUTED });
  y -= 14;
  const validUntil = formatDateLong(offer.validUntil);
  text(`Gyldig til og med ${validUntil}`, MARGIN, { font: bold });
  y -= 26;

  // The lines.
  text("Beskrivelse", COL.description, { font: bold });
  text("Antall", COL.quantity, { font: bold, alignRight: true });
  text("Pris per stk.", COL.unit, { font: bold, alignRight: true });
  text("Sum", COL.total, { font: bold, alignRight: true });
  y -= 6;
  rule();
  y -= 14;
  for (const line of offer.lines) {
    const described = wrap(line.description, COL.quantity - COL.description - 60);
    newPageIfBelow(described.length * 13 + 8);
    described.forEach((part, index) => {
      text(part, COL.description);
      if (index === 0) {
        text(String(line.quantity), COL.quantity, { alignRight: true });
        text(formatPrice(line.unitPriceOre), COL.unit, { alignRight: true });
        text(formatPrice(line.totalOre), COL.total, { alignRight: true });
      }
      y -= 13;
    });
    y -= 4;
  }
  rule();
  y -= 18;
  newPageIfBelow(60);
  text("Totalt inkl. mva.", COL.unit, { font: bold, size: 12, alignRight: true });
  text(formatPrice(offer.totalOre), COL.total, { font: bold, size: 12, alignRight: true });
  y -= 16;
  text("Herav mva. (25 %)", COL.unit, { color: MUTED, alignRight: true });
  text(formatPrice(offer.vatOre), COL.total, { color: MUTED, alignRight: true });
  y -= 16;
  text("Beregnet arbeidstid", COL.unit, { color: MUTED, alignRight: true });
  text(formatWorkTime(offerWorkMinutes(offer.lines)), COL.total, { color: MUTED, alignRight: true });
  y -= 30;

  if (offer.message) {
    newPageIfBelow(40);
    text("Melding", MARGIN, { font: bold });
    y -= 14;
    for (const part of wrap(offer.message, A4[0] - 2 * MARGIN)) {
      newPageIfBelow(14);
      text(part, MARGIN);
      y -= 14;
    }
    y -= 16;
  }

  newPageIfBelow(40);
  for (const part of wrap(
    `Alle priser er i norske kroner inkludert 25 % merverdiavgift. Godta eller avslå tilbudet på Min side hos ${input.productName}. Prisene gjelder til og med ${validUntil}.`,
    A4[0] - 2 * MARGIN,
    regular,
    9,
  )) {
    text(part, MARGIN, { size: 9, color: MUTED });
    y -= 12;
  }
  return doc.save();
}
