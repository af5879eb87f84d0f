import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { coverageRepository } from "./coverage.repository.ts";
import { postCodeDirectory } from "./post-code-directory.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const contractors = coverageRepository(t.database.db);
  await contractors.create({
    name: "Oslo Elektro AS",
    basePostCode: "0150",
    radiusKm: 25,
    workTypes: [{ workType: "ELECTRICIAN" }, { workType: "SOLAR", extendedRadiusKm: 80 }],
  });
  await contractors.create({
    name: "Vestland Varme AS",
    basePostCode: "5003",
    radiusKm: 20,
    workTypes: [{ workType: "HEAT_PUMP" }],
    postCodes: ["6800"],
  });
  const inactive = await contractors.create({
    name: "Nord Elektro AS",
    basePostCode: "9008",
    radiusKm: 30,
    workTypes: [{ workType: "ELECTRICIAN" }],
  });
  await contractors.setActive(inactive, false);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the post-code register", () => {
  it("holds the whole Norwegian register, with readable place names", async () => {
    const repo = coverageRepository(t.database.db);
    expect(await repo.count()).toBe(5132);
    expect((await repo.find("8601"))?.place).toBe("Mo i Rana");
  });

  it("holds the positions of migration 0020: a place's GeoNames centre, else its numbering neighbour's", async () => {
    const repo = coverageRepository(t.database.db);
    expect(await repo.find("9600")).toMatchObject({ place: "Hammerfest", lat: 70.66313, lon: 23.68092 });
    expect(await repo.find("9620")).toMatchObject({ place: "Kvalsund", lat: 70.66313, lon: 23.68092 });
  });
});

describe("GET /api/post-code/verify/{code}", () => {
  it("confirms a real post code with its place", async () => {
    const res = await get("/api/post-code/verify/0150");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { postCode: "0150", place: "Oslo", valid: true } });
  });

  it.each(["0000", "123", "abcd", "12345"])("answers 'Postnummeret er ugyldig' for %s", async (code) => {
    const res = await get(`/api/post-code/verify/${code}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: "Postnummeret er ugyldig", code: "INVALID_POST_CODE" });
  });
});

describe("GET /api/post-code/{code}", () => {
  it("lists the work types covered within radius and extended radius", async () => {
    const oslo = await get("/api/post-code/0150");
    expect(oslo.statusCode).toBe(200);
    expect(oslo.json()).toEqual({
      data: { postCode: "0150", place: "Oslo", jobTypes: ["ELECTRICIAN", "SOLAR"] },
    });
    // Moss is about 55 km from Oslo: only the extended solar radius reaches it.
    expect((await get("/api/post-code/1530")).json().data.jobTypes).toEqual(["SOLAR"]);
    expect((await get("/api/post-code/5003")).json().data).toMatchObject({
      place: "Bergen",
      jobTypes: ["HEAT_PUMP"],
    });
  });

  it("covers an explicitly listed post code whatever the distance", async () => {
    expect((await get("/api/post-code/6800")).json().data).toEqual({
      postCode: "6800",
      place: "Førde",
      jobTypes: ["HEAT_PUMP"],
    });
  });

  it("gives no job types where only an inactive contractor or nobody works", async () => {
    expect((await get("/api/post-code/9008")).json().data).toEqual({
      postCode: "9008",
      place: "Tromsø",
      jobTypes: [],
    });
  });

  it("refuses unknown codes with the register's message", async () => {
    const res = await get("/api/post-code/0000");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Postnummeret er ugyldig");
  });
});

describe("POST /api/post-code/email-notification", () => {
  it("stores a waitlist request", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/post-code/email-notification",
      payload: {
        post_code: "9008",
        email: "Kari@Eksempel.no",
        name: "Kari",
        notification_types: ["SOLAR_JOBS", "NEWSLETTER"],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).toBeGreaterThan(0);
    const stored = await coverageRepository(t.database.db).notifications("9008");
    expect(stored).toMatchObject([
      { email: "kari@eksempel.no", name: "Kari", notificationTypes: ["SOLAR_JOBS", "NEWSLETTER"] },
    ]);
  });

  it("answers 422 per field for a bad email, a bad code and no types", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/post-code/email-notification",
      payload: { post_code: "12", email: "ikke-epost", notification_types: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      post_code: ["Postnummeret er ugyldig"],
      email: ["Ugyldig e-post"],
      notification_types: ["Velg minst én"],
    });
  });

  it("refuses a well-formed code that does not exist", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/post-code/email-notification",
      payload: { post_code: "0000", email: "a@b.no", notification_types: ["NEWSLETTER"] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.post_code).toEqual(["Postkoden 0000, finnes ikke."]);
  });
});

describe("POST /api/no-availability", () => {
  it("stores the report", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/no-availability",
      payload: { email: "ola@eksempel.no", post_code: "0150", work_hours: "08-12" },
    });
    expect(res.statusCode).toBe(201);
  });

  it("validates the email", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/no-availability",
      payload: { email: "", post_code: "0150" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toContain("Må fylles ut");
  });
});

describe("the in-memory post-code directory", () => {
  it("keeps coverage for its time to live, and re-reads it after that or when invalidated", async () => {
    let clock = 0;
    const contractors = coverageRepository(t.database.db);
    const directory = postCodeDirectory(contractors, {
      ttlMs: 1000,
      now: () => clock,
    });
    const bodo = await directory.find("8006");
    expect(bodo).toMatchObject({ place: "Bodø" });
    expect(await directory.jobTypes(bodo as NonNullable<typeof bodo>)).toEqual([]);
    await contractors.create({
      name: "Bodø Elektro AS",
      basePostCode: "8006",
      radiusKm: 10,
      workTypes: [{ workType: "ELECTRICIAN" }],
    });
    expect(await directory.jobTypes(bodo as NonNullable<typeof bodo>)).toEqual([]);
    clock = 1500;
    // The stale answer is served while the fresh snapshot loads, then the fresh one.
    expect(await directory.jobTypes(bodo as NonNullable<typeof bodo>)).toEqual([]);
    await expect.poll(() => directory.jobTypes(bodo as NonNullable<typeof bodo>)).toEqual(["ELECTRICIAN"]);
    const inactive = await contractors.create({
      name: "X",
      basePostCode: "8006",
      radiusKm: 10,
      workTypes: [{ workType: "SOLAR" }],
    });
    directory.invalidate();
    expect(await directory.jobTypes(bodo as NonNullable<typeof bodo>)).toEqual(["ELECTRICIAN", "SOLAR"]);
    await contractors.setActive(inactive, false);
    directory.invalidate();
    expect(await directory.jobTypes(bodo as NonNullable<typeof bodo>)).toEqual(["ELECTRICIAN"]);
    expect(await directory.find("0000")).toBeNull();
  });
});
