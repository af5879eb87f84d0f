import { describe, expect, it } from "vitest";
import { osloToUtc } from "../time/oslo-clock.ts";
import { offerLine, offerTotals, offerWorkMinutes, sameSource } from "./offer-lines.ts";
import {
  MAX_OFFER_LINE_MINUTES,
  offerDraftSchema,
  offerLineInputSchema,
  offerMessages,
} from "./offer-schemas.ts";
import {
  defaultValidUntil,
  isOfferExpired,
  offerExpiresAt,
  validityMessages,
  validUntilProblem,
} from "./offer-validity.ts";

describe("offer lines and totals", () => {
  it("multiplies quantity by unit price and shows the VAT as its share of the total", () => {
    const lines = [
      offerLine({
        source: "product",
        refId: 1,
        description: "Stikkontakt",
        quantity: 3,
        unitPriceOre: 25_000,
      }),
      offerLine({ source: "free", refId: null, description: "Rigging", quantity: 1, unitPriceOre: 50_000 }),
    ];
    expect(lines.map((line) => line.totalOre)).toEqual([75_000, 50_000]);
    // 1 250 kr incl. VAT holds 250 kr VAT (a fifth), not 25 % of the total.
    expect(offerTotals(lines)).toEqual({ totalOre: 125_000, vatOre: 25_000 });
  });

  it("rounds the VAT to the nearest øre and gives zero for an empty offer", () => {
    expect(offerTotals([{ totalOre: 999 }]).vatOre).toBe(200);
    expect(offerTotals([])).toEqual({ totalOre: 0, vatOre: 0 });
  });

  it("adds up the working time of all lines; a product line and an old line without it take none", () => {
    const lines = [
      offerLine({
        source: "job",
        refId: 1,
        description: "Elbillader",
        quantity: 2,
        unitPriceOre: 1,
        minutesPerUnit: 90,
      }),
      offerLine({ source: "product", refId: 2, description: "Lader", quantity: 3, unitPriceOre: 1 }),
      offerLine({
        source: "free",
        refId: null,
        description: "Graving",
        quantity: 4,
        unitPriceOre: 1,
        minutesPerUnit: 15,
      }),
    ];
    expect(lines[1]?.minutesPerUnit).toBe(0);
    expect(offerWorkMinutes(lines)).toBe(240);
    expect(offerWorkMinutes([{ quantity: 2 } as never])).toBe(0);
  });

  it("keeps a catalogue line's frozen price only for the same product or job, never for free lines", () => {
    expect(sameSource({ source: "product", refId: 2 }, { source: "product", refId: 2 })).toBe(true);
    expect(sameSource({ source: "product", refId: 2 }, { source: "job", refId: 2 })).toBe(false);
    expect(sameSource({ source: "job", refId: 2 }, { source: "job", refId: 3 })).toBe(false);
    expect(sameSource({ source: "free", refId: null }, { source: "free", refId: null })).toBe(false);
  });
});

describe("valid until", () => {
  it("expires at the end of the valid-until day in Oslo, in winter and in summer", () => {
    expect(new Date(offerExpiresAt("2026-01-15")).toISOString()).toBe("2026-01-15T23:00:00.000Z");
    expect(new Date(offerExpiresAt("2026-07-15")).toISOString()).toBe("2026-07-15T22:00:00.000Z");
    expect(isOfferExpired("2026-01-15", osloToUtc("2026-01-15", "23:59"))).toBe(false);
    expect(isOfferExpired("2026-01-15", osloToUtc("2026-01-16", "00:00"))).toBe(true);
  });

  it("accepts today up to a year ahead, and proposes thirty days", () => {
    const now = osloToUtc("2026-03-10", "12:00");
    expect(validUntilProblem("2026-03-10", now)).toBeNull();
    expect(validUntilProblem("2026-03-09", now)).toBe(validityMessages.past);
    expect(validUntilProblem("2027-03-10", now)).toBeNull();
    expect(validUntilProblem("2027-03-11", now)).toBe(validityMessages.tooFar);
    expect(defaultValidUntil(now)).toBe("2026-04-09");
  });
});

describe("offer schemas", () => {
  const ok = { lines: [{ source: "product", refId: 4, quantity: 2 }], validUntil: "2026-04-01" };

  it("takes product, job and free lines and trims the message", () => {
    const parsed = offerDraftSchema.parse({
      ...ok,
      lines: [
        ...ok.lines,
        { source: "job", refId: 1, quantity: 1 },
        {
          source: "free",
          description: "  Ekstra kabel  ",
          quantity: 1,
          unitPriceOre: 1000,
        },
      ],
      message: "  Hei!  ",
    });
    expect(parsed.lines[2]).toEqual({
      source: "free",
      description: "Ekstra kabel",
      quantity: 1,
      unitPriceOre: 1000,
      // No working time written: none.
      minutesPerUnit: 0,
    });
    expect(parsed.message).toBe("Hei!");
    const timed = { source: "free", description: "Montering", quantity: 1, unitPriceOre: 0 };
    expect(offerLineInputSchema.parse({ ...timed, minutesPerUnit: 90 })).toMatchObject({
      minutesPerUnit: 90,
    });
    for (const minutesPerUnit of [-1, 1.5, MAX_OFFER_LINE_MINUTES + 1]) {
      expect(
        offerLineInputSchema.safeParse({ ...timed, minutesPerUnit }).success,
        String(minutesPerUnit),
      ).toBe(false);
    }
    expect(offerDraftSchema.parse(ok).message).toBe("");
  });

  it("refuses an empty offer, bad quantities, prices, dates and over-long text with Norwegian messages", () => {
    const messages = (value: unknown) =>
      offerDraftSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...ok, lines: [] })).toEqual([offerMessages.noLines]);
    expect(messages({ ...ok, lines: [{ source: "product", refId: 4, quantity: 0 }] })).toEqual([
      offerMessages.quantity,
    ]);
    expect(messages({ ...ok, lines: [{ source: "product", refId: 4, quantity: 1.5 }] })).toEqual([
      offerMessages.quantity,
    ]);
    expect(
      messages({ ...ok, lines: [{ source: "free", description: "x", quantity: 1, unitPriceOre: -1 }] }),
    ).toEqual([offerMessages.price]);
    expect(
      messages({ ...ok, lines: [{ source: "free", description: " ", quantity: 1, unitPriceOre: 1 }] }),
    ).toEqual(["Må fylles ut"]);
    expect(messages({ ...ok, validUntil: "2026-13-45" })).toEqual([offerMessages.date]);
    expect(messages({ ...ok, message: "x".repeat(2001) })).toEqual(["Må være maks 2000 tegn"]);
    expect(offerLineInputSchema.safeParse({ source: "other", quantity: 1 }).success).toBe(false);
  });
});
