import { describe, expect, it } from "vitest";
import { tourFor } from "./tours";

const caseworker = {
  uuid: "u-1",
  contractor: null,
  activeRoles: ["CASEWORKER" as const],
  guidedToursFinished: [] as string[],
};

describe("which tour a page offers", () => {
  it("offers a staff role's tour on its main page only, until it is finished", () => {
    expect(tourFor(caseworker, "/prosjekter")).toEqual({ id: "main-page:CASEWORKER", role: "CASEWORKER" });
    expect(tourFor(caseworker, "/kunder")).toBeNull();
    expect(
      tourFor({ ...caseworker, guidedToursFinished: ["main-page:CASEWORKER"] }, "/prosjekter"),
    ).toBeNull();
    expect(tourFor(caseworker, "/prosjekter", new Set(["main-page:CASEWORKER"]))).toBeNull();
  });

  it("follows the role to its own main page, and never offers customers a tour", () => {
    const electrician = { ...caseworker, activeRoles: ["ELECTRICIAN" as const] };
    expect(tourFor(electrician, "/montor/u-1/kalender")?.role).toBe("ELECTRICIAN");
    expect(tourFor(electrician, "/prosjekter")).toBeNull();
    expect(tourFor({ ...caseworker, activeRoles: ["CUSTOMER" as const] }, "/dashboard")).toBeNull();
  });
});
