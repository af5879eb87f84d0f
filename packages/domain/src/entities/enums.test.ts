import { describe, expect, it } from "vitest";
import {
  BUTTON_SIZES,
  BUTTON_TYPES,
  CART_CLEARING_CODES,
  CATEGORY_TYPE,
  ENTITY_KINDS,
  IMAGE_CATEGORIES,
  OWNER_KINDS,
  PAGE_TYPES,
  QUESTION_TYPES,
  SUBSCRIPTION_TYPES,
  SYNC_MODES,
  WORK_TYPES,
  workTypeLabels,
  workTypeSchema,
  workTypeSubscriptions,
} from "./enums.ts";

describe("enums", () => {
  it("hold the values of the spec", () => {
    expect(SUBSCRIPTION_TYPES).toEqual(["NEWSLETTER", "SOLAR_JOBS", "ELECTRICIAN_JOBS", "HEAT_PUMP_JOBS"]);
    expect(WORK_TYPES).toEqual(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"]);
    expect(ENTITY_KINDS).toEqual(["project", "offer", "cart"]);
    expect(QUESTION_TYPES).toHaveLength(6);
    expect(SYNC_MODES).toEqual(["Synced", "Manual"]);
    expect(OWNER_KINDS).toEqual(["SALES_PARTNER", "SALES_PARTNER_DEPARTMENT"]);
    expect(CATEGORY_TYPE).toBe("job-category");
    expect(PAGE_TYPES).toEqual(["page", "job", "module-template"]);
    expect(IMAGE_CATEGORIES).toEqual(["product", "illustration", "picture", "icon"]);
    expect(BUTTON_TYPES).toEqual(["primary", "secondary", "secondary-inverted", "tertiary"]);
    expect(BUTTON_SIZES).toEqual(["default", "medium", "small"]);
    expect(CART_CLEARING_CODES).toEqual(["CART_EXPIRED", "CART_BOOKED"]);
  });

  it("every work type has a label and a waitlist subscription", () => {
    expect(workTypeLabels).toEqual({
      ELECTRICIAN: "Elektriker",
      HEAT_PUMP: "Varmepumpe",
      SOLAR: "Solceller",
    });
    expect(workTypeSubscriptions.SOLAR).toBe("SOLAR_JOBS");
  });

  it("schemas refuse unknown values", () => {
    expect(workTypeSchema.safeParse("PLUMBER").success).toBe(false);
  });
});
