import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { settingsRepository } from "./settings.repository.ts";
import { PRODUCT_NAME_KEY } from "./settings.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRODUCT_NAME: "Testtorget", CART_VERSION: "4" });
});
afterAll(() => t.close());

describe("GET /api/settings/public", () => {
  it("gives the product name from the environment when none is stored", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings/public" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      productName: "Testtorget",
      environment: "local",
      cartVersion: "4",
    });
  });

  it("prefers the product name stored in the database", async () => {
    await settingsRepository(t.database.db).set(PRODUCT_NAME_KEY, "Lagret navn");
    const res = await t.app.inject({ method: "GET", url: "/api/settings/public" });
    expect(res.json().data.productName).toBe("Lagret navn");
  });
});
