import { BaseResolver, createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** The document names nothing outside itself; a reference that does fails here instead of being fetched. */
class LocalOnlyResolver extends BaseResolver {
  override async loadExternalRef(ref: string): Promise<never> {
    throw new Error(`The API document refers outside itself: ${ref}`);
  }
}

const byRule = (problems: NormalizedProblem[]) =>
  problems.reduce<Record<string, number>>((counts, { ruleId }) => {
    counts[ruleId] = (counts[ruleId] ?? 0) + 1;
    return counts;
  }, {});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("the served API document passes Redocly's recommended rules with no error", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  const problems = await lintFromString({
    source: res.body,
    absoluteRef: "api-docs.json",
    config: await createConfig({ extends: ["recommended"] }),
    externalRefResolver: new LocalOnlyResolver(),
  });
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warn");
  // The warnings kept, and why, are in decision 084.
  console.info(`API document: ${errors.length} errors, ${warnings.length} warnings`, byRule(warnings));
  expect(
    errors.map(({ ruleId, message, location }) => `${ruleId} ${location[0]?.pointer}: ${message}`),
  ).toEqual([]);
}, 60_000);
