import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { seedCoverage } from "./coverage.seed.ts";
import { type CoverageRow, coveredWorkTypes, covers } from "./coverage-rule.ts";

describe("the coverage rule", () => {
  const row = (over: Partial<CoverageRow> = {}): CoverageRow => ({
    contractorId: 1,
    workType: "ELECTRICIAN",
    radiusKm: 10,
    extendedRadiusKm: null,
    base: [59.91, 10.75],
    listed: false,
    ...over,
  });
  it("reaches codes within the radius, or the larger extended radius", () => {
    expect(covers(row(), [59.95, 10.8])).toBe(true);
    expect(covers(row(), [60.39, 5.32])).toBe(false);
    expect(covers(row({ extendedRadiusKm: 400 }), [60.39, 5.32])).toBe(true);
  });
  it("always reaches explicitly listed codes, and nothing without positions", () => {
    expect(covers(row({ listed: true, base: null }), null)).toBe(true);
    expect(covers(row({ base: null }), [59.91, 10.75])).toBe(false);
    expect(covers(row(), null)).toBe(false);
  });
  it("lists work types once, in the usual order", () => {
    const rows = [row({ workType: "SOLAR" }), row(), row({ contractorId: 2 })];
    expect(coveredWorkTypes(rows, [59.91, 10.75])).toEqual(["ELECTRICIAN", "SOLAR"]);
  });
});

describe("the seeded installers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedCoverage(tx as unknown as Db));
  });
  afterAll(() => t.close());

  const jobTypes = async (code: string) =>
    (await t.app.inject({ method: "GET", url: `/api/post-code/${code}` })).json().data.jobTypes;

  it("cover the Oslo, Bergen, Trondheim and Stavanger areas, and not the north", async () => {
    expect(await jobTypes("0150")).toEqual(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"]);
    expect(await jobTypes("1340")).toEqual(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"]); // Skui, Bærum
    expect(await jobTypes("5003")).toEqual(["ELECTRICIAN", "HEAT_PUMP"]);
    expect(await jobTypes("7010")).toEqual(["ELECTRICIAN", "SOLAR"]);
    expect(await jobTypes("4006")).toEqual(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"]);
    expect(await jobTypes("4307")).toEqual(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"]); // Sandnes
    expect(await jobTypes("4370")).toEqual(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"]); // Egersund, listed
    expect(await jobTypes("9008")).toEqual([]); // Tromsø: installer not started
    expect(await jobTypes("8006")).toEqual([]); // Bodø
  });
});
