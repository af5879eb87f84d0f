import type { ContractorWithCoverage } from "@mt/contract/contractor";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { contractorFixture } from "./partners.test-support";
import { PartnersListPage, statusFromUrl } from "./partners-list-page";

afterEach(cleanup);

function company(name: string, change: Partial<ContractorWithCoverage>): ContractorWithCoverage {
  return {
    ...contractorFixture({ name, uuid: crypto.randomUUID() }),
    coverage: [
      { workType: "ELECTRICIAN", postCodeCount: 300 },
      { workType: "SOLAR", postCodeCount: 1234 },
    ],
    upcomingJobCount: 4,
    ...change,
  };
}

const all = [
  company("Oslo Elektro og Varme AS", {}),
  company("Agder Kraft AS", { status: "INACTIVE", active: false, upcomingJobCount: 0 }),
  company("Nordlys Elektro AS", {
    status: "PENDING",
    active: false,
    electricianCount: 0,
    upcomingJobCount: 0,
  }),
];

function renderList(search = "") {
  const status = statusFromUrl(new URLSearchParams(search));
  const router = createMemoryRouter(
    [{ path: "/partnere", element: <PartnersListPage contractors={all} status={status} /> }],
    { initialEntries: [`/partnere${search ? `?${search}` : ""}`] },
  );
  render(<RouterProvider router={router} />);
}

describe("the installers list", () => {
  it("shows those waiting for approval first, then active, then inactive, each with its facts", () => {
    renderList();
    const rows = screen.getAllByTestId("partner-row");
    expect(rows.map((r) => within(r).getAllByRole("link")[0]?.textContent)).toEqual([
      "Nordlys Elektro AS",
      "Oslo Elektro og Varme AS",
      "Agder Kraft AS",
    ]);
    const [pending, active, inactive] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByText("Venter på godkjenning")).toBeTruthy();
    expect(within(inactive).getByText("Inaktiv")).toBeTruthy();
    expect(within(active).getByText("Aktiv")).toBeTruthy();
    expect(within(active).getByText("0150 Oslo, 30 km")).toBeTruthy();
    expect(within(active).getByText("Solceller: 1 234 postnumre")).toBeTruthy();
    expect(within(active).getByText("+ 1 postnummer på egen liste")).toBeTruthy();
    const open = within(active).getByRole("link", { name: "Oslo Elektro og Varme AS" });
    expect(open.getAttribute("href")).toBe(`/partnere/${all[0]?.uuid}`);
    expect(
      within(active)
        .getByRole("link", { name: "2 montører hos Oslo Elektro og Varme AS" })
        .getAttribute("href"),
    ).toBe(`/partner/${all[0]?.uuid}/dinemontorer`);
    expect(within(active).getByText("4")).toBeTruthy();
    expect(screen.getByText(/1 installatør venter/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vis bare disse" }).getAttribute("href")).toBe(
      "/partnere?status=PENDING",
    );
  });

  it("filters by status from the URL", () => {
    renderList("status=PENDING");
    expect(screen.getAllByTestId("partner-row")).toHaveLength(1);
    expect(screen.getByText("1 installatør")).toBeTruthy();
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("PENDING");
    expect(screen.queryByText(/venter på godkjenning\./)).toBeNull();
    expect(screen.getByRole("link", { name: "Nullstill" }).getAttribute("href")).toBe("/partnere");
  });

  it("ignores an unknown status", () => {
    expect(statusFromUrl(new URLSearchParams("status=BOGUS"))).toBeNull();
    renderList("status=BOGUS");
    expect(screen.getAllByTestId("partner-row")).toHaveLength(3);
  });
});
