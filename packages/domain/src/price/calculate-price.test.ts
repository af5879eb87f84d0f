import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateJobPrice,
  type PricedProduct,
  priceMessages,
  pricePerExtraUnit,
  referencedProductIds,
  vatIncluded,
  visibleQuestions,
} from "./calculate-price.ts";
import { type JobDefinitionInput, jobDefinitionSchema } from "./job-definition.ts";

const products = new Map<number, PricedProduct>([
  [1, { id: 1, name: "Stikkontakt dobbel", priceOre: 19_900 }],
  [2, { id: 2, name: "Kabel 3x2,5 per meter", priceOre: 2_500 }],
  [3, { id: 3, name: "Easee Charge Lite", priceOre: 899_000 }],
  [4, { id: 4, name: "Zaptec Go", priceOre: 1_099_000 }],
  [5, { id: 5, name: "Utgått lader", priceOre: 500_000, active: false }],
]);

function define(input: Partial<JobDefinitionInput> = {}) {
  return jobDefinitionSchema.parse({
    title: "Elbillader",
    workType: "ELECTRICIAN",
    basePriceOre: 499_000,
    baseDurationMinutes: 180,
    ...input,
  });
}

const charger = define({
  materials: [{ productId: 2, quantity: 5 }],
  questions: [
    {
      key: "lader",
      type: "product_selector",
      title: "Velg lader",
      productIds: [3, 4, 5],
      minutes: 30,
      solarField: null,
    },
    {
      key: "avstand",
      type: "number",
      title: "Avstand fra sikringsskap",
      unit: "m",
      min: 0,
      max: 50,
      includedUnits: 10,
      pricePerUnitOre: 15_000,
      minutesPerUnit: 2,
      materialsPerUnit: [{ productId: 2, quantity: 1 }],
    },
    {
      key: "sikring",
      type: "radio",
      title: "Har du ledig plass i sikringsskapet?",
      options: [
        { key: "ja", label: "Ja" },
        {
          key: "nei",
          label: "Nei",
          priceOre: 250_000,
          minutes: 60,
          materials: [{ productId: 1, quantity: 1 }],
        },
      ],
    },
    {
      key: "ekstra",
      type: "checkbox",
      title: "Tillegg",
      required: false,
      options: [
        { key: "graving", label: "Graving", priceOre: 300_000, minutes: 120 },
        { key: "stolpe", label: "Stolpe", priceOre: 180_000, minutes: 45 },
        { key: "lastbalansering", label: "Lastbalansering", priceOre: 120_000 },
      ],
    },
    {
      key: "groft",
      type: "number",
      title: "Lengde groft",
      required: false,
      showIf: { questionKey: "ekstra", optionKeys: ["graving"] },
      max: 30,
      pricePerUnitOre: 40_000,
    },
    { key: "bilder", type: "file_upload", title: "Bilde av sikringsskapet", required: false, maxFiles: 2 },
  ],
});

const goodAnswers = {
  lader: 3,
  avstand: 15,
  sikring: "nei",
  ekstra: ["graving"],
  groft: 5,
  bilder: ["a.jpg"],
};

describe("calculateJobPrice", () => {
  it("adds base, answers, per-unit amounts and materials, in øre incl. VAT", () => {
    const result = calculateJobPrice(charger, goodAnswers, products);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const p = result.price;
    // base 4 990 + fuse 2 500 + 5 m × 150 + graving 3 000 + groft 5 × 400
    expect(p.answersOre).toBe(250_000 + 75_000 + 300_000 + 200_000);
    // 5 m cable (template) + 15 m cable (per unit) + charger + outlet
    expect(p.materials).toEqual([
      { productId: 2, quantity: 20, name: "Kabel 3x2,5 per meter", unitPriceOre: 2_500, totalOre: 50_000 },
      { productId: 3, quantity: 1, name: "Easee Charge Lite", unitPriceOre: 899_000, totalOre: 899_000 },
      { productId: 1, quantity: 1, name: "Stikkontakt dobbel", unitPriceOre: 19_900, totalOre: 19_900 },
    ]);
    expect(p.totalOre).toBe(499_000 + p.answersOre + 968_900);
    expect(p.vatOre).toBe(p.totalOre - Math.round(p.totalOre / 1.25));
    expect(p.durationMinutes).toBe(180 + 30 + 5 * 2 + 60 + 120);
    expect(p.lines[0]).toEqual({ questionKey: null, label: "Elbillader", amountOre: 499_000 });
    expect(p.lines.map((l) => l.questionKey)).toEqual([null, "avstand", "sikring", "ekstra", "groft"]);
    expect(p.answers).toEqual(goodAnswers);
    expect(p.solar).toBeNull();
  });

  it("a number line reads 'question: quantity', with no colon after a question mark", () => {
    const label = (definition: typeof charger) => {
      const result = calculateJobPrice(definition, goodAnswers, products);
      return result.ok ? result.price.lines.find((l) => l.questionKey === "avstand")?.label : undefined;
    };
    expect(label(charger)).toBe("Avstand fra sikringsskap: 15\u00a0m");
    const asked = {
      ...charger,
      questions: charger.questions.map((q) =>
        q.key === "avstand" ? { ...q, title: "Hvor lang er grøfta?" } : q,
      ),
    };
    expect(label(asked)).toBe("Hvor lang er grøfta? 15\u00a0m");
  });

  it("charges the materials of the units the base price includes, however few are asked for", () => {
    const cable = (avstand: number) => {
      const result = calculateJobPrice(charger, { ...goodAnswers, avstand }, products);
      return result.ok ? result.price.materials.find((m) => m.productId === 2)?.quantity : undefined;
    };
    // 5 m with the template, and the 10 m the base price includes
    expect(cable(0)).toBe(15);
    expect(cable(4)).toBe(15);
    expect(cable(10)).toBe(15);
    expect(cable(12)).toBe(17);
  });

  it("drops answers of hidden questions and of unknown keys", () => {
    const result = calculateJobPrice(charger, { ...goodAnswers, ekstra: [], extra: "x" }, products);
    expect(result.ok && result.price.answers).toEqual({
      lader: 3,
      avstand: 15,
      sikring: "nei",
      bilder: ["a.jpg"],
    });
  });

  it("gives an error per question for missing, unknown or out-of-range answers", () => {
    const result = calculateJobPrice(
      charger,
      { lader: 99, avstand: 51, sikring: "kanskje", ekstra: "graving", bilder: ["1", "2", "3"] },
      products,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        lader: [priceMessages.invalidChoice],
        avstand: ["Må være maks 50"],
        sikring: [priceMessages.invalidChoice],
        ekstra: [priceMessages.invalidChoice],
        bilder: ["Last opp høyst 2 bilder"],
      },
    });
    expect(calculateJobPrice(charger, {}, products)).toEqual({
      ok: false,
      errors: { lader: ["Må fylles ut"], avstand: ["Må fylles ut"], sikring: ["Må fylles ut"] },
    });
  });

  it("refuses inactive products, fractional and too small numbers, and non-list file answers", () => {
    const low = define({ questions: [{ key: "n", type: "number", title: "Antall", min: 2, max: 5 }] });
    expect(calculateJobPrice(low, { n: 1 }, products)).toEqual({
      ok: false,
      errors: { n: ["Må være minst 2"] },
    });
    expect(calculateJobPrice(low, { n: 2.5 }, products)).toEqual({
      ok: false,
      errors: { n: [priceMessages.invalidNumber] },
    });
    expect(calculateJobPrice(low, { n: "3" }, products)).toEqual({
      ok: false,
      errors: { n: [priceMessages.invalidNumber] },
    });
    const result = calculateJobPrice(charger, { ...goodAnswers, lader: "5", bilder: "a.jpg" }, products);
    expect(result).toEqual({
      ok: false,
      errors: { lader: [priceMessages.unknownProduct], bilder: [priceMessages.invalidChoice] },
    });
    const radio = define({
      questions: [{ key: "r", type: "radio", title: "R", options: [{ key: "a", label: "A" }] }],
    });
    expect(calculateJobPrice(radio, { r: ["a"] }, products).ok).toBe(false);
  });

  it("reports template materials that can no longer be priced", () => {
    const broken = define({
      materials: [
        { productId: 77, quantity: 1 },
        { productId: 5, quantity: 1 },
      ],
    });
    expect(calculateJobPrice(broken, {}, products)).toEqual({
      ok: false,
      errors: { materials: [priceMessages.unknownProduct] },
    });
  });

  it("fills the solar fields from the template and the answers", () => {
    const solar = define({
      title: "Solceller 10 kW",
      workType: "SOLAR",
      solar: { panelType: "Monokrystallinsk 410 W" },
      questions: [
        {
          key: "tak",
          type: "radio",
          title: "Taktype",
          solarField: "roofType",
          options: [
            { key: "takstein", label: "Takstein" },
            { key: "tekke", label: "Takpapp", priceOre: 500_000 },
          ],
        },
        { key: "paneler", type: "number", title: "Antall paneler", min: 10, max: 40, solarField: "panelQty" },
        { key: "panel", type: "product_selector", title: "Panel", productIds: [1], solarField: "panelType" },
      ],
    });
    const result = calculateJobPrice(solar, { tak: "takstein", paneler: 24, panel: 1 }, products);
    expect(result.ok && result.price.solar).toEqual({
      panelType: "Stikkontakt dobbel",
      roofType: "Takstein",
      panelQty: 24,
    });
    const byLabel = define({
      workType: "SOLAR",
      questions: [
        {
          key: "pakke",
          type: "radio",
          title: "Pakke",
          solarField: "panelQty",
          options: [
            { key: "liten", label: "16 paneler" },
            { key: "egen", label: "Egendefinert" },
          ],
        },
      ],
    });
    const small = calculateJobPrice(byLabel, { pakke: "liten" }, products);
    expect(small.ok && small.price.solar?.panelQty).toBe(16);
    const own = calculateJobPrice(byLabel, { pakke: "egen" }, products);
    expect(own.ok && own.price.solar?.panelQty).toBeNull();
    const bare = define({ workType: "SOLAR" });
    const r2 = calculateJobPrice(bare, {}, products);
    expect(r2.ok && r2.price.solar).toEqual({ panelType: null, roofType: null, panelQty: null });
  });

  it("handles effect boxes like radio buttons", () => {
    const pump = define({
      workType: "HEAT_PUMP",
      questions: [
        {
          key: "effekt",
          type: "effect_box",
          title: "Velg effekt",
          options: [
            { key: "6kw", label: "6 kW", effectKw: 6 },
            { key: "9kw", label: "9 kW", effectKw: 9, priceOre: 400_000 },
          ],
        },
      ],
    });
    const result = calculateJobPrice(pump, { effekt: "9kw" }, products);
    expect(result.ok && result.price.totalOre).toBe(899_000);
  });
});

describe("price properties", () => {
  const arbitraryAnswers = fc.record({
    lader: fc.constantFrom(3, 4),
    avstand: fc.integer({ min: 0, max: 50 }),
    sikring: fc.constantFrom("ja", "nei"),
    ekstra: fc.subarray(["graving", "stolpe", "lastbalansering"]),
    groft: fc.integer({ min: 0, max: 30 }),
  });

  it("the total never goes down when a priced option is added", () => {
    fc.assert(
      fc.property(
        arbitraryAnswers,
        fc.constantFrom("graving", "stolpe", "lastbalansering"),
        (answers, extra) => {
          const before = calculateJobPrice(charger, answers, products);
          const after = calculateJobPrice(
            charger,
            { ...answers, ekstra: [...answers.ekstra, extra] },
            products,
          );
          expect(before.ok && after.ok).toBe(true);
          if (before.ok && after.ok)
            expect(after.price.totalOre).toBeGreaterThanOrEqual(before.price.totalOre);
        },
      ),
    );
  });

  it("a larger number never lowers the total", () => {
    fc.assert(
      fc.property(arbitraryAnswers, fc.integer({ min: 0, max: 50 }), (answers, more) => {
        const a = calculateJobPrice(charger, answers, products);
        const b = calculateJobPrice(
          charger,
          { ...answers, avstand: Math.max(answers.avstand, more) },
          products,
        );
        if (a.ok && b.ok) expect(b.price.totalOre).toBeGreaterThanOrEqual(a.price.totalOre);
      }),
    );
  });

  it("the same answers always give the same total, whatever their order", () => {
    fc.assert(
      fc.property(arbitraryAnswers, (answers) => {
        const reversed = Object.fromEntries(Object.entries(answers).reverse());
        expect(calculateJobPrice(charger, reversed, products)).toEqual(
          calculateJobPrice(charger, answers, products),
        );
      }),
    );
  });

  it("the total is base plus answers plus materials, an integer, with 20 % of it VAT", () => {
    fc.assert(
      fc.property(arbitraryAnswers, (answers) => {
        const r = calculateJobPrice(charger, answers, products);
        if (!r.ok) throw new Error("expected a price");
        const p = r.price;
        expect(p.totalOre).toBe(p.baseOre + p.answersOre + p.materialsOre);
        expect(Number.isInteger(p.totalOre)).toBe(true);
        expect(Math.abs(p.vatOre - p.totalOre * 0.2)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe("helpers", () => {
  it("lists the products a definition refers to", () => {
    expect(referencedProductIds(charger)).toEqual([1, 2, 3, 4, 5]);
  });
  it("gives what each unit above the included ones adds, materials and all", () => {
    const distance = charger.questions.find((q) => q.key === "avstand");
    if (distance?.type !== "number") throw new Error("expected a number question");
    expect(pricePerExtraUnit(distance, products)).toBe(15_000 + 2_500);
    const before = calculateJobPrice(charger, { ...goodAnswers, avstand: 20 }, products);
    const after = calculateJobPrice(charger, { ...goodAnswers, avstand: 21 }, products);
    expect(after.ok && before.ok && after.price.totalOre - before.price.totalOre).toBe(17_500);
    expect(
      pricePerExtraUnit({ ...distance, materialsPerUnit: [{ productId: 99, quantity: 1 }] }, products),
    ).toBe(15_000);
  });
  it("computes the VAT inside an amount", () => {
    expect(vatIncluded(125_000)).toBe(25_000);
    expect(vatIncluded(0)).toBe(0);
  });
  it("shows a conditional question only when its parent is shown and answered with a listed option", () => {
    const keys = (answers: Record<string, string[]>) => visibleQuestions(charger, answers).map((q) => q.key);
    expect(keys({ ekstra: ["graving"] })).toContain("groft");
    expect(keys({ ekstra: ["stolpe"] })).not.toContain("groft");
  });
});

describe("jobDefinitionSchema", () => {
  it("refuses duplicate keys, dangling conditions and min above max", () => {
    const result = jobDefinitionSchema.safeParse({
      title: "X",
      workType: "ELECTRICIAN",
      basePriceOre: 1,
      baseDurationMinutes: 1,
      questions: [
        { key: "a", type: "number", title: "A", min: 5, max: 2 },
        { key: "a", type: "file_upload", title: "B" },
        { key: "c", type: "file_upload", title: "C", showIf: { questionKey: "a", optionKeys: ["x"] } },
        { key: "d", type: "file_upload", title: "D", showIf: { questionKey: "zz", optionKeys: ["x"] } },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Maks er mindre enn min",
      "Nøkkelen er brukt før",
      "Må vise til et tidligere valgspørsmål",
      "Må vise til et tidligere valgspørsmål",
    ]);
  });
});
