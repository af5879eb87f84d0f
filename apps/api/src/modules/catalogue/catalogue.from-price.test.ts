import type { PublishedJob } from "@mt/contract/catalogue";
import { calculateJobPrice } from "@mt/domain/price/calculate-price";
import { cheapestOrder, fromPrice, openingAnswers, shownPrice } from "@mt/domain/price/from-price";
import type { Answers, AnswerValue, JobDefinition, Question } from "@mt/domain/price/job-definition";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadedPhoto } from "../media/media.test-support.ts";
import { DEMO_TEMPLATES, seedCatalogue } from "./catalogue.seed.ts";

// Decision 065 over the seeded catalogue: every job's "fra" price can be ordered, no order costs
// less, and the configurator's first price is never below it.

let t: TestApp;
let jobs: { job: PublishedJob; listed: number }[];
let photo: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedCatalogue(tx as unknown as Db));
  const { categories } = (await t.app.inject({ method: "GET", url: "/api/catalogue" })).json().data;
  const summaries: { slug: string; startingPriceOre: number }[] = categories.flatMap(
    (c: { jobs: unknown[] }) => c.jobs,
  );
  jobs = await Promise.all(
    summaries.map(async (summary) => ({
      listed: summary.startingPriceOre,
      job: (await t.app.inject({ method: "GET", url: `/api/catalogue/job/${summary.slug}` })).json().data,
    })),
  );
  photo = await uploadedPhoto(t.app);
});
afterAll(() => t.close());

const productsOf = (job: PublishedJob) => new Map(job.products.map((p) => [p.id, p]));

/** Any answer to each question, in range or just outside it, or none. */
function anyAnswers(definition: JobDefinition): fc.Arbitrary<Answers> {
  const answer = (q: Question): fc.Arbitrary<AnswerValue> => {
    switch (q.type) {
      case "radio":
      case "effect_box":
        return fc.constantFrom(...q.options.map((o) => o.key));
      case "checkbox":
        return fc.subarray(q.options.map((o) => o.key));
      case "number":
        return fc.integer({ min: Math.max(0, q.min - 1), max: q.max + 1 });
      case "product_selector":
        return fc.constantFrom(...q.productIds);
      case "file_upload":
        return fc.constant(["/media/kunde/bilde.jpg"]);
    }
  };
  return fc
    .record(Object.fromEntries(definition.questions.map((q) => [q.key, answer(q)])), { requiredKeys: [] })
    .map(
      (answers) => Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined)) as Answers,
    );
}

const totalOf = (shown: ReturnType<typeof shownPrice>) =>
  shown?.fixed ? shown.price.totalOre : (shown?.totalOre ?? Number.NaN);

describe("the first price of every seeded job", () => {
  it("is the one rule's, the same in the list and on the job", () => {
    expect(jobs).toHaveLength(DEMO_TEMPLATES.length);
    for (const { job, listed } of jobs) {
      expect(listed, job.slug).toBe(job.startingPriceOre);
      expect(job.startingPriceOre, job.slug).toBe(fromPrice(job.definition, productsOf(job)));
    }
  });

  it("can be ordered: the server prices a cart line of the cheapest answers at exactly 'fra'", async () => {
    for (const { job } of jobs) {
      const cheapest = cheapestOrder(job.definition, productsOf(job));
      const pictures = Object.fromEntries(
        job.definition.questions
          .filter((q) => q.type === "file_upload" && q.required)
          .map((q) => [q.key, [photo]]),
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/cart",
        payload: {
          post_code: "0150",
          line_items: [
            {
              type: "JOB",
              data: {
                jobTypeId: job.id,
                jobTypeVersionId: job.versionId,
                answers: { ...cheapest?.answers, ...pictures },
              },
            },
          ],
        },
      });
      expect(res.statusCode, `${job.slug}: ${res.body}`).toBe(201);
      expect(res.json().data.lineItems[0].data.totals.totalOre, job.slug).toBe(job.startingPriceOre);
    }
  });

  it("is never more than an order costs, nor more than the configurator shows first or at any step", () => {
    for (const { job } of jobs) {
      const products = productsOf(job);
      const first = shownPrice(job.definition, openingAnswers(job.definition), products);
      expect(totalOf(first), job.slug).toBeGreaterThanOrEqual(job.startingPriceOre);
      fc.assert(
        fc.property(anyAnswers(job.definition), (answers) => {
          const ordered = calculateJobPrice(job.definition, answers, products);
          if (ordered.ok) expect(ordered.price.totalOre).toBeGreaterThanOrEqual(job.startingPriceOre);
          const shown = totalOf(shownPrice(job.definition, answers, products));
          expect(shown).toBeGreaterThanOrEqual(job.startingPriceOre);
          // "fra" on the way: no lower than where the answers end up
          if (ordered.ok) expect(shown).toBeLessThanOrEqual(ordered.price.totalOre);
        }),
        { numRuns: 200 },
      );
    }
  });

  it("opens the heat pump and the EV charger configurators on their 'fra' price", () => {
    for (const slug of ["luft-til-luft-varmepumpe", "elbillader"]) {
      const { job } = jobs.find((j) => j.job.slug === slug) as { job: PublishedJob };
      const first = shownPrice(job.definition, openingAnswers(job.definition), productsOf(job));
      expect(first, slug).toEqual({ fixed: false, totalOre: job.startingPriceOre });
    }
    const price = (slug: string) => jobs.find((j) => j.job.slug === slug)?.job.startingPriceOre;
    // base 7 990 + the 4,8 kW pump 19 990 + the 3 m of pipe the base price includes (3 × 190)
    expect(price("luft-til-luft-varmepumpe")).toBe((7990 + 19990 + 3 * 190) * 100);
    // base 6 990 + earth-fault breaker 590 + Easee Charge Lite 7 490 + the 10 m of cable included (10 × 29)
    expect(price("elbillader")).toBe((6990 + 590 + 7490 + 10 * 29) * 100);
  });
});
