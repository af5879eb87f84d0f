import { formatQuantity, labelBefore } from "../format/quantity.ts";
import { fieldMessages } from "../validation/messages.ts";
import type {
  Answers,
  AnswerValue,
  JobDefinition,
  Material,
  Question,
  QuestionOption,
  SolarInfo,
} from "./job-definition.ts";

/** What the price needs to know about a product. Inactive or missing products cannot be priced. */
export interface PricedProduct {
  id: number;
  name: string;
  priceOre: number;
  active?: boolean;
}

export const priceMessages = {
  required: fieldMessages.required,
  invalidChoice: "Ugyldig valg",
  invalidNumber: "Må være et heltall",
  minValue: fieldMessages.minValue,
  maxValue: fieldMessages.maxValue,
  unknownProduct: "Produktet finnes ikke lenger",
  tooManyFiles: (n: number) => `Last opp høyst ${n} bilder`,
} as const;

/** VAT (MVA) rate included in consumer prices. */
export const VAT_RATE = 0.25;

export interface PriceLine {
  questionKey: string | null;
  label: string;
  amountOre: number;
}

export interface MaterialLine extends Material {
  name: string;
  unitPriceOre: number;
  totalOre: number;
}

export interface JobPrice {
  baseOre: number;
  answersOre: number;
  materialsOre: number;
  /** base + answers + materials, incl. VAT. */
  totalOre: number;
  /** The VAT inside totalOre. */
  vatOre: number;
  durationMinutes: number;
  lines: PriceLine[];
  materials: MaterialLine[];
  /** The answers of the questions shown, in question order; hidden questions' answers are dropped. */
  answers: Answers;
  solar: SolarInfo | null;
}

export type PriceResult = { ok: true; price: JobPrice } | { ok: false; errors: Record<string, string[]> };

/** The VAT part of an amount that includes 25 % VAT, to the nearest øre. */
export function vatIncluded(totalOre: number): number {
  return totalOre - Math.round(totalOre / (1 + VAT_RATE));
}

function chosenKeys(value: AnswerValue | undefined): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value;
  return [];
}

/** Whether a question is shown, given the answers to earlier questions (and whether those were shown). */
export function visibleQuestions(definition: Pick<JobDefinition, "questions">, answers: Answers): Question[] {
  const visible = new Set<string>();
  const shown: Question[] = [];
  for (const question of definition.questions) {
    const rule = question.showIf;
    if (
      rule &&
      !(
        visible.has(rule.questionKey) &&
        chosenKeys(answers[rule.questionKey]).some((k) => rule.optionKeys.includes(k))
      )
    ) {
      continue;
    }
    visible.add(question.key);
    shown.push(question);
  }
  return shown;
}

function isEmpty(value: AnswerValue | undefined): boolean {
  return value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

interface Accumulator {
  answersOre: number;
  minutes: number;
  lines: PriceLine[];
  materials: Map<number, number>;
  errors: Record<string, string[]>;
  answers: Answers;
  solar: SolarInfo;
}

function addMaterials(acc: Accumulator, materials: readonly Material[], times = 1) {
  for (const m of materials)
    acc.materials.set(m.productId, (acc.materials.get(m.productId) ?? 0) + m.quantity * times);
}

function addOption(acc: Accumulator, question: Question, option: QuestionOption) {
  acc.answersOre += option.priceOre;
  acc.minutes += option.minutes;
  if (option.priceOre > 0)
    acc.lines.push({ questionKey: question.key, label: option.label, amountOre: option.priceOre });
  addMaterials(acc, option.materials);
}

function fail(acc: Accumulator, key: string, message: string) {
  acc.errors[key] = [...(acc.errors[key] ?? []), message];
}

function answerQuestion(
  acc: Accumulator,
  question: Question,
  value: AnswerValue | undefined,
  products: ReadonlyMap<number, PricedProduct>,
) {
  if (isEmpty(value)) {
    if (question.required) fail(acc, question.key, priceMessages.required);
    return;
  }
  switch (question.type) {
    case "radio":
    case "effect_box":
    case "checkbox": {
      const list =
        question.type === "checkbox"
          ? Array.isArray(value)
            ? [...new Set(value)]
            : null
          : typeof value === "string"
            ? [value]
            : null;
      const options = (list ?? []).map((key) => question.options.find((o) => o.key === key));
      if (!list || options.some((o) => !o)) return fail(acc, question.key, priceMessages.invalidChoice);
      for (const option of options as QuestionOption[]) addOption(acc, question, option);
      acc.answers[question.key] = question.type === "checkbox" ? list : (list[0] as string);
      if (question.solarField) setSolar(acc, question.solarField, (options[0] as QuestionOption).label);
      return;
    }
    case "number": {
      if (typeof value !== "number" || !Number.isInteger(value))
        return fail(acc, question.key, priceMessages.invalidNumber);
      if (value < question.min) return fail(acc, question.key, priceMessages.minValue(question.min));
      if (value > question.max) return fail(acc, question.key, priceMessages.maxValue(question.max));
      const units = Math.max(0, value - question.includedUnits);
      const amount = units * question.pricePerUnitOre;
      acc.answersOre += amount;
      acc.minutes += units * question.minutesPerUnit;
      if (amount > 0)
        acc.lines.push({
          questionKey: question.key,
          label: `${labelBefore(question.title)} ${formatQuantity(value, question.unit)}`,
          amountOre: amount,
        });
      // The base price covers the included units together with their materials.
      addMaterials(acc, question.materialsPerUnit, Math.max(value, question.includedUnits));
      acc.answers[question.key] = value;
      if (question.solarField) setSolar(acc, question.solarField, value);
      return;
    }
    case "product_selector": {
      const id = typeof value === "number" ? value : Number(value);
      if (!question.productIds.includes(id)) return fail(acc, question.key, priceMessages.invalidChoice);
      if (!products.get(id) || products.get(id)?.active === false)
        return fail(acc, question.key, priceMessages.unknownProduct);
      acc.minutes += question.minutes;
      addMaterials(acc, [{ productId: id, quantity: 1 }]);
      acc.answers[question.key] = id;
      if (question.solarField) setSolar(acc, question.solarField, (products.get(id) as PricedProduct).name);
      return;
    }
    case "file_upload": {
      if (!Array.isArray(value)) return fail(acc, question.key, priceMessages.invalidChoice);
      if (value.length > question.maxFiles)
        return fail(acc, question.key, priceMessages.tooManyFiles(question.maxFiles));
      acc.answers[question.key] = value;
      return;
    }
  }
}

/** A solar field from an answer; a panel count read from an option label ("24 paneler") keeps its number. */
function setSolar(acc: Accumulator, field: keyof SolarInfo, value: string | number) {
  if (field === "panelQty")
    acc.solar.panelQty = typeof value === "number" ? value : Number.parseInt(value, 10) || null;
  else acc.solar[field] = String(value);
}

/**
 * The fixed price of one job: base + answers (fixed amounts and per-unit amounts) + materials, in
 * integer øre incl. 25 % VAT. Pure: the same definition, answers and products always give the same
 * result. Answers to questions that are not shown are dropped; invalid answers give errors per
 * question key (`materials` for the template's own materials).
 */
export function calculateJobPrice(
  definition: JobDefinition,
  answers: Answers,
  products: ReadonlyMap<number, PricedProduct>,
): PriceResult {
  const acc: Accumulator = {
    answersOre: 0,
    minutes: definition.baseDurationMinutes,
    lines: [],
    materials: new Map(),
    errors: {},
    answers: {},
    solar: { ...definition.solar },
  };
  addMaterials(acc, definition.materials);
  for (const question of visibleQuestions(definition, answers)) {
    answerQuestion(acc, question, answers[question.key], products);
  }
  const materials: MaterialLine[] = [];
  for (const [productId, quantity] of acc.materials) {
    const product = products.get(productId);
    if (!product || product.active === false) {
      if (!acc.errors.materials) fail(acc, "materials", priceMessages.unknownProduct);
      continue;
    }
    materials.push({
      productId,
      quantity,
      name: product.name,
      unitPriceOre: product.priceOre,
      totalOre: product.priceOre * quantity,
    });
  }
  if (Object.keys(acc.errors).length > 0) return { ok: false, errors: acc.errors };
  const materialsOre = materials.reduce((sum, m) => sum + m.totalOre, 0);
  const totalOre = definition.basePriceOre + acc.answersOre + materialsOre;
  const hasSolar = definition.workType === "SOLAR" || Object.values(acc.solar).some((v) => v != null);
  return {
    ok: true,
    price: {
      baseOre: definition.basePriceOre,
      answersOre: acc.answersOre,
      materialsOre,
      totalOre,
      vatOre: vatIncluded(totalOre),
      durationMinutes: acc.minutes,
      lines: [
        { questionKey: null, label: definition.title, amountOre: definition.basePriceOre },
        ...acc.lines,
      ],
      materials,
      answers: acc.answers,
      solar: hasSolar
        ? {
            panelType: acc.solar.panelType ?? null,
            roofType: acc.solar.roofType ?? null,
            panelQty: acc.solar.panelQty ?? null,
          }
        : null,
    },
  };
}

/** Every product id a definition can refer to, so a caller can load just those. */
export function referencedProductIds(definition: JobDefinition): number[] {
  const ids = new Set<number>(definition.materials.map((m) => m.productId));
  for (const q of definition.questions) {
    if ("options" in q) for (const o of q.options) for (const m of o.materials) ids.add(m.productId);
    if (q.type === "number") for (const m of q.materialsPerUnit) ids.add(m.productId);
    if (q.type === "product_selector") for (const id of q.productIds) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * What one answer adds to the price (its amounts and materials), or null when the answer cannot be
 * ordered: empty, invalid, or needing a product that is gone. The same rules as calculateJobPrice.
 */
export function answerCost(
  question: Question,
  value: AnswerValue | undefined,
  products: ReadonlyMap<number, PricedProduct>,
): number | null {
  const acc: Accumulator = {
    answersOre: 0,
    minutes: 0,
    lines: [],
    materials: new Map(),
    errors: {},
    answers: {},
    solar: {},
  };
  answerQuestion(acc, { ...question, required: true } as Question, value, products);
  if (Object.keys(acc.errors).length > 0) return null;
  let cost = acc.answersOre;
  for (const [productId, quantity] of acc.materials) {
    const product = products.get(productId);
    if (!product || product.active === false) return null;
    cost += product.priceOre * quantity;
  }
  return cost;
}

/** What each unit above the included ones adds to the price, its materials included. */
export function pricePerExtraUnit(
  question: Extract<Question, { type: "number" }>,
  products: ReadonlyMap<number, PricedProduct>,
): number {
  return question.materialsPerUnit.reduce(
    (sum, m) => sum + (products.get(m.productId)?.priceOre ?? 0) * m.quantity,
    question.pricePerUnitOre,
  );
}
