import { answerCost, calculateJobPrice, type JobPrice, type PricedProduct } from "./calculate-price.ts";
import type { Answers, AnswerValue, JobDefinition, Question } from "./job-definition.ts";

// The one rule for the first price a customer sees (decision 065): the catalogue's "fra" price is the
// lowest price of an order the customer can actually place, and the configurator shows "fra" that
// lowest price of what its answers so far can still become, until every priced choice is made.

/** The configurator's answers before the customer touches it: each number's default, kept in range. */
export function openingAnswers(definition: Pick<JobDefinition, "questions">): Answers {
  const answers: Answers = {};
  for (const q of definition.questions) {
    if (q.type === "number" && q.defaultValue != null)
      answers[q.key] = Math.min(q.max, Math.max(q.min, q.defaultValue));
  }
  return answers;
}

/** Pictures never change the price, and the customer adds them: price as if they were optional. */
function withOptionalPictures(definition: JobDefinition): JobDefinition {
  return {
    ...definition,
    questions: definition.questions.map((q) => (q.type === "file_upload" ? { ...q, required: false } : q)),
  };
}

function chosenKeys(value: AnswerValue | undefined): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value;
  return [];
}

/**
 * The answers worth trying for a required question nobody has answered. Every amount and product
 * price is at least zero, so a number costs least at its minimum and a checkbox with one option
 * ticked. Pictures are the customer's to add (none here).
 */
function candidates(question: Question): (AnswerValue | undefined)[] {
  switch (question.type) {
    case "radio":
    case "effect_box":
      return question.options.map((o) => o.key);
    case "checkbox":
      return question.options.map((o) => [o.key]);
    case "number":
      return [question.min];
    case "product_selector":
      return question.productIds;
    case "file_upload":
      return [undefined];
  }
}

interface Cheapest {
  cost: number;
  answers: Answers;
}

/**
 * The cheapest answers with which the job can be ordered, keeping every valid answer the customer
 * gave, and their price; null when nothing can be ordered.
 */
export function cheapestOrder(
  definition: JobDefinition,
  products: ReadonlyMap<number, PricedProduct>,
  given: Answers = {},
): { answers: Answers; price: JobPrice } | null {
  /** The questions an answer with these chosen option keys shows. */
  const shownBy = (key: string, chosen: string[]) =>
    definition.questions.filter(
      (q) => q.showIf?.questionKey === key && q.showIf.optionKeys.some((k) => chosen.includes(k)),
    );

  /** The cheapest way to answer a shown question, together with the questions its answer shows. */
  function cheapest(question: Question): Cheapest | null {
    const mine = given[question.key];
    const kept = mine !== undefined && answerCost(question, mine, products) !== null;
    const tries = kept ? [mine] : question.required ? candidates(question) : [undefined];
    let best: Cheapest | null = null;
    for (const value of tries) {
      const own = value === undefined ? 0 : answerCost(question, value, products);
      if (own === null) continue;
      let total: Cheapest | null = {
        cost: own,
        answers: value === undefined ? {} : { [question.key]: value },
      };
      for (const child of shownBy(question.key, chosenKeys(value))) {
        const sub = cheapest(child);
        total = sub && { cost: total.cost + sub.cost, answers: { ...total.answers, ...sub.answers } };
        if (!total) break;
      }
      if (total && (!best || total.cost < best.cost)) best = total;
    }
    return best;
  }

  let answers: Answers = {};
  for (const root of definition.questions.filter((q) => !q.showIf)) {
    const found = cheapest(root);
    if (!found) return null;
    answers = { ...answers, ...found.answers };
  }
  const result = calculateJobPrice(withOptionalPictures(definition), answers, products);
  return result.ok ? { answers, price: result.price } : null;
}

/** The catalogue's "fra" price: the lowest price of any order of the job; null if none can be placed. */
export function fromPrice(
  definition: JobDefinition,
  products: ReadonlyMap<number, PricedProduct>,
): number | null {
  return cheapestOrder(definition, products)?.price.totalOre ?? null;
}

/**
 * The price the configurator shows for its answers: fixed once every priced choice is made (pictures
 * change nothing), else "fra" the cheapest order those answers can still become; never a partial sum.
 */
export type ShownPrice = { fixed: true; price: JobPrice } | { fixed: false; totalOre: number } | null;

export function shownPrice(
  definition: JobDefinition,
  answers: Answers,
  products: ReadonlyMap<number, PricedProduct>,
): ShownPrice {
  const exact = calculateJobPrice(withOptionalPictures(definition), answers, products);
  if (exact.ok) return { fixed: true, price: exact.price };
  const cheapest = cheapestOrder(definition, products, answers);
  return cheapest && { fixed: false, totalOre: cheapest.price.totalOre };
}
