import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateJobPrice, type PricedProduct } from "./calculate-price.ts";
import { cheapestOrder, fromPrice, openingAnswers, shownPrice } from "./from-price.ts";
import { type Answers, type JobDefinitionInput, jobDefinitionSchema } from "./job-definition.ts";

const products = new Map<number, PricedProduct>([
  [1, { id: 1, name: "Kabel per meter", priceOre: 2_900 }],
  [2, { id: 2, name: "Rimelig lader", priceOre: 749_000 }],
  [3, { id: 3, name: "Dyr lader", priceOre: 1_099_000 }],
  [4, { id: 4, name: "Utgått lader", priceOre: 100_000, active: false }],
  [5, { id: 5, name: "Jordfeilautomat", priceOre: 59_000 }],
]);

function define(input: Partial<JobDefinitionInput> = {}) {
  return jobDefinitionSchema.parse({
    title: "Elbillader",
    workType: "ELECTRICIAN",
    basePriceOre: 699_000,
    baseDurationMinutes: 180,
    ...input,
  });
}

const charger = define({
  materials: [{ productId: 5, quantity: 1 }],
  questions: [
    { key: "lader", type: "product_selector", title: "Velg lader", productIds: [4, 3, 2] },
    {
      key: "avstand",
      type: "number",
      title: "Avstand",
      unit: "m",
      min: 1,
      max: 60,
      defaultValue: 10,
      includedUnits: 10,
      pricePerUnitOre: 25_000,
      materialsPerUnit: [{ productId: 1, quantity: 1 }],
    },
    {
      key: "plass",
      type: "radio",
      title: "Ledig plass?",
      options: [
        // The cheap answer shows a required, costly follow-up: the other is cheaper in the end.
        { key: "vet-ikke", label: "Vet ikke" },
        { key: "ja", label: "Ja", priceOre: 10_000 },
      ],
    },
    {
      key: "sjekk",
      type: "radio",
      title: "Kontroll av skapet",
      showIf: { questionKey: "plass", optionKeys: ["vet-ikke"] },
      options: [
        { key: "kort", label: "Kort", priceOre: 90_000 },
        { key: "full", label: "Full", priceOre: 190_000 },
      ],
    },
    {
      key: "tillegg",
      type: "checkbox",
      title: "Tillegg",
      required: false,
      options: [
        { key: "graving", label: "Graving", priceOre: 300_000 },
        { key: "stolpe", label: "Stolpe", priceOre: 180_000 },
      ],
    },
    {
      key: "groft",
      type: "number",
      title: "Lengde grøft",
      showIf: { questionKey: "tillegg", optionKeys: ["graving"] },
      min: 1,
      max: 30,
      defaultValue: 5,
      pricePerUnitOre: 40_000,
    },
    {
      key: "feste",
      type: "checkbox",
      title: "Feste",
      options: [
        { key: "vegg", label: "Vegg", priceOre: 20_000 },
        { key: "stativ", label: "Stativ", priceOre: 50_000 },
      ],
    },
    { key: "bilde", type: "file_upload", title: "Bilde av sikringsskapet", maxFiles: 2 },
  ],
});

// base + earth-fault breaker + cheapest active charger + 10 m of cable (included) + "Ja" + wall mount
const CHEAPEST = 699_000 + 59_000 + 749_000 + 10 * 2_900 + 10_000 + 20_000;

const arbitraryAnswers: fc.Arbitrary<Answers> = fc.record(
  {
    lader: fc.constantFrom(2, 3, 4),
    avstand: fc.integer({ min: 0, max: 61 }),
    plass: fc.constantFrom("vet-ikke", "ja"),
    sjekk: fc.constantFrom("kort", "full"),
    tillegg: fc.subarray(["graving", "stolpe"]),
    groft: fc.integer({ min: 0, max: 31 }),
    feste: fc.subarray(["vegg", "stativ"]),
    bilde: fc.constant(["/media/kunde/a.jpg"]),
  },
  { requiredKeys: [] },
);

describe("fromPrice", () => {
  it("is the lowest price of an order that can be placed, looking past a cheap answer's follow-up", () => {
    expect(fromPrice(charger, products)).toBe(CHEAPEST);
    expect(cheapestOrder(charger, products)?.answers).toEqual({
      lader: 2,
      avstand: 1,
      plass: "ja",
      feste: ["vegg"],
    });
  });

  it("can be ordered: the cheapest answers, with the customer's pictures, cost exactly that", () => {
    const cheapest = cheapestOrder(charger, products);
    const ordered = calculateJobPrice(charger, { ...cheapest?.answers, bilde: ["a.jpg"] }, products);
    expect(ordered.ok && ordered.price.totalOre).toBe(CHEAPEST);
  });

  it("passes over answers that cannot be ordered: a product that is gone, a follow-up with none left", () => {
    const job = define({
      questions: [
        {
          key: "modell",
          type: "radio",
          title: "Modell",
          options: [
            { key: "utgatt", label: "Utgått", materials: [{ productId: 4, quantity: 1 }] },
            { key: "spesial", label: "Spesial" },
            { key: "vanlig", label: "Vanlig", priceOre: 50_000 },
          ],
        },
        {
          key: "lader",
          type: "product_selector",
          title: "Lader",
          showIf: { questionKey: "modell", optionKeys: ["spesial"] },
          productIds: [4],
        },
      ],
    });
    expect(cheapestOrder(job, products)?.answers).toEqual({ modell: "vanlig" });
    expect(fromPrice(job, products)).toBe(699_000 + 50_000);
  });

  it("is null when a required question has nothing that can be ordered", () => {
    const gone = define({
      questions: [{ key: "lader", type: "product_selector", title: "Lader", productIds: [4, 77] }],
    });
    expect(fromPrice(gone, products)).toBeNull();
    expect(fromPrice(define({ materials: [{ productId: 4, quantity: 1 }] }), products)).toBeNull();
  });

  it("never exceeds the price of any order that can be placed", () => {
    fc.assert(
      fc.property(arbitraryAnswers, (answers) => {
        const result = calculateJobPrice(charger, answers, products);
        if (result.ok) expect(result.price.totalOre).toBeGreaterThanOrEqual(CHEAPEST);
      }),
    );
  });
});

describe("openingAnswers", () => {
  it("starts every number at its default, kept inside the allowed range", () => {
    const odd = define({
      questions: [
        { key: "a", type: "number", title: "A", min: 2, max: 5, defaultValue: 9 },
        { key: "b", type: "number", title: "B", min: 2, max: 5, defaultValue: 0 },
        { key: "c", type: "number", title: "C", min: 2, max: 5 },
      ],
    });
    expect(openingAnswers(odd)).toEqual({ a: 5, b: 2 });
    expect(openingAnswers(charger)).toEqual({ avstand: 10, groft: 5 });
  });
});

describe("shownPrice", () => {
  it("opens on 'fra' the cheapest order of the defaults, never on a partial sum", () => {
    const shown = shownPrice(charger, openingAnswers(charger), products);
    expect(shown).toEqual({ fixed: false, totalOre: CHEAPEST });
  });

  it("keeps the customer's answers and is fixed once every priced choice is made, pictures or not", () => {
    const some = { lader: 3, avstand: 20, plass: "vet-ikke" };
    // the dear charger, 10 m above the included at kr 250 and kr 29, the short check, a wall mount
    const expected = 699_000 + 59_000 + 1_099_000 + 10 * 25_000 + 20 * 2_900 + 90_000 + 20_000;
    expect(shownPrice(charger, some, products)).toEqual({ fixed: false, totalOre: expected });
    const all = shownPrice(charger, { ...some, sjekk: "kort", feste: ["vegg"] }, products);
    expect(all?.fixed && all.price.totalOre).toBe(expected);
  });

  it("replaces an answer that cannot be ordered by the cheapest one", () => {
    expect(shownPrice(charger, { avstand: 0, lader: 4 }, products)).toEqual({
      fixed: false,
      totalOre: CHEAPEST,
    });
  });

  it("is at least 'fra' and at most any order the answers so far can still become", () => {
    fc.assert(
      fc.property(arbitraryAnswers, fc.func(fc.boolean()), (answers, keep) => {
        const some = Object.fromEntries(Object.entries(answers).filter(([key]) => keep(key)));
        const shown = shownPrice(charger, some, products);
        const total = shown?.fixed ? shown.price.totalOre : shown?.totalOre;
        expect(total).toBeGreaterThanOrEqual(CHEAPEST);
        const ordered = calculateJobPrice(charger, answers, products);
        if (ordered.ok) expect(total).toBeLessThanOrEqual(ordered.price.totalOre);
      }),
    );
  });
});
