import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { requestLimits } from "./request-limit.repository.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe("request limits counted in the database", () => {
  it("hold one budget for two servers: requests split between them are refused at the same total", async () => {
    const [a, b] = [requestLimits(database.db), requestLimits(database.db)];
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await (i % 2 ? b : a).take("POST /api/x ip:10.0.0.1", 5, 3_600_000));
    }
    expect(answers.findIndex((answer) => !answer.allowed)).toBe(5);
    expect(answers.slice(5).every((answer) => !answer.allowed)).toBe(true);
    const refused = answers[5];
    expect(refused?.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(3_590);
    // Another address, or another route, has a budget of its own.
    expect((await b.take("POST /api/x ip:10.0.0.2", 5, 3_600_000)).allowed).toBe(true);
    expect((await b.take("POST /api/y ip:10.0.0.1", 5, 3_600_000)).allowed).toBe(true);
  });

  it("let no more than the budget through when the requests arrive at once on both servers", async () => {
    const [a, b] = [requestLimits(database.db), requestLimits(database.db)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).take("POST /api/z ip:10.0.0.3", 7, 3_600_000)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(7);
  });

  it("let requests through again once the oldest counted ones are older than the window", async () => {
    const limits = requestLimits(database.db);
    const key = "POST /api/w ip:10.0.0.4";
    expect((await limits.take(key, 1, 1_000)).allowed).toBe(true);
    expect(await limits.take(key, 1, 1_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // A refused request is not counted: asking until the window has passed lets the next one through.
    await expect.poll(async () => (await limits.take(key, 1, 1_000)).allowed, { timeout: 5_000 }).toBe(true);
  });
});
