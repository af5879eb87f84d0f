import { PDFDocument, PDFString } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfProblem } from "./media.pdf.ts";
import { pdfAttacks, realPdf, type UploadAttack } from "./media.test-support.ts";

const limits = { maxObjects: 200_000, maxDecodedBytes: 64 * 1024 * 1024 };
const PROBLEM_OF_CODE: Record<string, string> = {
  UNSAFE_PDF: "unsafe",
  UNREADABLE_PDF: "unreadable",
  FILE_TOO_COMPLEX: "too-complex",
};

let attacks: UploadAttack[];
beforeAll(async () => {
  attacks = await pdfAttacks();
});

describe("the PDF check", () => {
  it("refuses every attack PDF for the reason it carries", async () => {
    expect(attacks.length).toBeGreaterThan(10);
    for (const attack of attacks) {
      const wanted = (attack.expect as string[]).map((code) => PROBLEM_OF_CODE[code]);
      expect(wanted, attack.name).toContain(await pdfProblem(attack.bytes, limits));
    }
  });

  it("lets through a real PDF, one that opens at a page, and one with a web link", async () => {
    expect(await pdfProblem(await realPdf(), limits)).toBeNull();
    const doc = await PDFDocument.load(await realPdf());
    doc.catalog.set(doc.context.obj("OpenAction"), doc.context.obj([doc.getPage(0).ref, "Fit"]));
    const link = doc.context.obj({ S: "URI", URI: PDFString.of("https://elektriker.no/tilbud") });
    doc
      .getPage(0)
      .node.set(
        doc.context.obj("Annots"),
        doc.context.obj([doc.context.obj({ Type: "Annot", Subtype: "Link", A: link })]),
      );
    expect(await pdfProblem(Buffer.from(await doc.save()), limits)).toBeNull();
    const byReference = await PDFDocument.load(await realPdf());
    const destination = byReference.context.register(
      byReference.context.obj([byReference.getPage(0).ref, "Fit"]),
    );
    byReference.catalog.set(byReference.context.obj("OpenAction"), destination);
    expect(await pdfProblem(Buffer.from(await byReference.save()), limits)).toBeNull();
  });

  it("refuses a PDF over the object limit", async () => {
    expect(await pdfProblem(await realPdf(), { ...limits, maxObjects: 3 })).toBe("too-complex");
  });

  it("checks a 7 MB PDF of scans and text pages in reasonable time", async () => {
    const doc = await PDFDocument.create();
    for (const seed of [1, 2]) {
      const noise = Buffer.alloc(1800 * 1800 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761 * seed) >>> 24;
      const jpeg = await sharp(noise, { raw: { width: 1800, height: 1800, channels: 3 } })
        .jpeg({ quality: 98 })
        .toBuffer();
      const image = await doc.embedJpg(jpeg);
      doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
    }
    for (let page = 0; page < 300; page++) {
      doc.addPage([595, 842]).drawText(`Side ${page}: kr 12 990 `.repeat(30), { x: 40, y: 800, size: 9 });
    }
    const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
    const started = performance.now();
    expect(await pdfProblem(bytes, limits)).toBeNull();
    const elapsed = performance.now() - started;
    console.info(`PDF check: ${(bytes.length / 1024 / 1024).toFixed(1)} MB in ${Math.round(elapsed)} ms`);
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(elapsed).toBeLessThan(5000);
  }, 60_000);
});
