import { staffMenu } from "@mt/domain/roles/menus";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { StaffMenu } from "./staff-menu";
import { staffMenuLinks } from "./staff-menu-links";

afterEach(cleanup);

describe("the staff menu", () => {
  it("gives global admins their links and the Partnere dropdown", () => {
    render(
      <MemoryRouter>
        <StaffMenu items={staffMenu("GLOBAL_ADMIN")} />
      </MemoryRouter>,
    );
    // The dropdowns' links count too, though their lists are closed.
    const labels = screen.getAllByRole("link", { hidden: true }).map((link) => link.textContent);
    expect(labels).toEqual([
      "Prosjekter",
      "Reklamasjon",
      "Kunder",
      "Jobbmaler",
      "Produkter",
      "Nøkkeltall",
      "Salgspartnere",
      "Montører",
      "Ny installatør",
      "Innstillinger",
      "Brukere",
      "Designsystem",
    ]);
    expect(screen.getByRole("button", { name: "Partnere" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("link", { name: "Jobbmaler" }).closest("li")?.className).toContain(
      "desktop-only",
    );
  });

  it("links an electrician's calendar and availability to its own uuid", () => {
    render(
      <MemoryRouter>
        <StaffMenu items={staffMenu("ELECTRICIAN", { uuid: "e-1" })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Kalender" }).getAttribute("href")).toBe("/montor/e-1/kalender");
    expect(screen.getByRole("link", { name: "Tilgjengelighet" }).getAttribute("href")).toBe(
      "/montor/e-1/tilgjengelighet",
    );
  });

  it("lists the dropdowns' links in place of the dropdowns for the phone's menu, without desktop-only pages", () => {
    const labels = staffMenuLinks(staffMenu("GLOBAL_ADMIN")).map((link) => link.label);
    expect(labels).toContain("Salgspartnere");
    expect(labels).toContain("Prosjekter");
    expect(labels).not.toContain("Jobbmaler");
    expect(labels).not.toContain("Partnere");
  });
});
