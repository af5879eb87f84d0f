import { describe, expect, it } from "vitest";
import { findingsSummary, inspectionRoles, measurementLine } from "./inspection.ts";

describe("inspection", () => {
  it("keeps only the roles that run inspections", () => {
    expect(inspectionRoles(["CUSTOMER", "INSPECTOR", "ELECTRICIAN"])).toEqual(["INSPECTOR"]);
    expect(inspectionRoles(["CUSTOMER_SERVICE"])).toEqual([]);
  });

  it("writes a measurement with and without a unit", () => {
    expect(measurementLine({ label: "Sikring", value: "63", unit: "A" })).toBe("Sikring: 63 A");
    expect(measurementLine({ label: "Jording", value: "ok", unit: "" })).toBe("Jording: ok");
  });

  it("sums the findings up for the timeline", () => {
    expect(
      findingsSummary({
        text: " Gammelt skap ",
        measurements: [
          { label: "Sikring", value: "63", unit: "A" },
          { label: "Avstand", value: "12", unit: "m" },
        ],
        photos: 2,
      }),
    ).toBe("Gammelt skap\nMålinger: Sikring: 63 A; Avstand: 12 m\n2 bilder");
    expect(findingsSummary({ text: "", measurements: [], photos: 1 })).toBe("1 bilde");
    expect(findingsSummary({ text: "", measurements: [], photos: 0 })).toBe("");
  });
});
