import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { customerProjectDetail } from "../../testing/customer-fixtures";
import { MyPage } from "./my-page";

afterEach(cleanup);

const renderMyPage = (projects: ReturnType<typeof customerProjectDetail>[], failed = false) =>
  render(
    <MemoryRouter>
      <MyPage name="Ola" projects={projects} failed={failed} />
    </MemoryRouter>,
  );

describe("my page", () => {
  it("shows each project with its status road, time, address and what happens next", () => {
    renderMyPage([customerProjectDetail()]);
    const card = screen.getByTestId("project-card");
    expect(within(card).getByRole("link", { name: "El-kontroll" }).getAttribute("href")).toBe(
      "/dashboard/prosjekt/8a1c2f0e-1111-4222-8333-444455556666",
    );
    const road = within(card).getByRole("list", { name: "Status" });
    const current = within(road)
      .getAllByRole("listitem")
      .find((step) => step.getAttribute("aria-current") === "step");
    expect(current?.textContent).toBe("Bestilt (nå)");
    expect(within(card).getByTestId("project-when").textContent).toBe(
      "mandag 23. november • kl. 08:00–12:00",
    );
    expect(card.textContent).toContain("Storgata 1, 0150 Oslo");
    expect(card.textContent).toContain("Installatøren går gjennom bestillingen og bekrefter den.");
    // The electrician is named once planned: until then the contractor, without saying one is being found.
    expect(card.textContent).toContain(
      "En elektriker fra Oslo Elektro. Du ser navnet her når oppdraget er planlagt.",
    );
    expect(card.textContent).not.toContain("setter opp");
  });

  it("names the electrician once assigned and links the documents shared with the customer", () => {
    renderMyPage([
      customerProjectDetail({
        status: "scheduled",
        electrician: { uuid: "e", firstName: "Per" },
        documents: [
          {
            id: 1,
            title: "Samsvarserklæring",
            url: "/media/doc.pdf",
            sharedWithCustomer: true,
            createdAt: "",
          },
          { id: 2, title: "Internt notat", url: "/media/x.pdf", sharedWithCustomer: false, createdAt: "" },
        ],
      }),
    ]);
    const card = screen.getByTestId("project-card");
    expect(card.textContent).toContain("Per fra Oslo Elektro");
    expect(within(card).getByRole("link", { name: "Samsvarserklæring" }).getAttribute("href")).toBe(
      "/media/doc.pdf",
    );
    expect(within(card).queryByRole("link", { name: "Internt notat" })).toBeNull();
    expect(card.textContent).toContain("Bestilt (ferdig)");
    expect(card.textContent).toContain("Planlagt (nå)");
  });

  it("shows a cancelled project as Kansellert, without a time", () => {
    renderMyPage([customerProjectDetail({ status: "cancelled", windowStartsAt: null, windowEndsAt: null })]);
    const card = screen.getByTestId("project-card");
    expect(within(card).getByRole("list", { name: "Status" }).textContent).toContain("Kansellert (nå)");
    expect(within(card).getByTestId("project-when").textContent).toBe("Ingen avtalt tid");
  });

  it("puts inspections in their own list, and says when there is nothing", () => {
    renderMyPage([customerProjectDetail({ kind: "INSPECTION", status: "inspection_booked" })]);
    expect(screen.getByText("Ingen prosjekter ennå.")).toBeTruthy();
    const inspections = screen.getByRole("region", { name: "Befaringer" });
    expect(within(inspections).getByTestId("project-card").textContent).toContain("Befaring bestilt (nå)");
    cleanup();
    renderMyPage([]);
    expect(screen.getByText("Du har ingen bestillinger ennå.")).toBeTruthy();
    cleanup();
    renderMyPage([], true);
    expect(screen.getByRole("alert").textContent).toContain("Vi klarte ikke å hente bestillingene dine");
    expect(screen.queryByText("Du har ingen bestillinger ennå.")).toBeNull();
  });
});
