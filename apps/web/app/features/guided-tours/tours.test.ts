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
    expect(tourFor(caseworker, "/prosjekter")).toEqual({ id: "main-page:projects", page: "projects" });
    expect(tourFor(caseworker, "/kunder")).toBeNull();
    expect(tourFor({ ...caseworker, guidedToursFinished: ["main-page:projects"] }, "/prosjekter")).toBeNull();
    expect(tourFor(caseworker, "/prosjekter", new Set(["main-page:projects"]))).toBeNull();
    const twoRoles = { ...caseworker, activeRoles: ["CASEWORKER" as const, "CUSTOMER_SERVICE" as const] };
    expect(tourFor({ ...twoRoles, guidedToursFinished: ["main-page:projects"] }, "/prosjekter")).toBeNull();
  });

  it("follows the role to its own main page, and never offers customers a tour", () => {
    const electrician = { ...caseworker, activeRoles: ["ELECTRICIAN" as const] };
    expect(tourFor(electrician, "/montor/u-1/kalender")?.page).toBe("calendar");
    expect(tourFor(electrician, "/prosjekter")).toBeNull();
    expect(tourFor({ ...caseworker, activeRoles: ["CUSTOMER" as const] }, "/dashboard")).toBeNull();
  });
});
