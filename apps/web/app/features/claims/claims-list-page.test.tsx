import type { ClaimSummary } from "@mt/contract/claim";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { claimQueryFromUrl } from "./claim-list-query";
import { type ClaimListMeta, ClaimsListPage } from "./claims-list-page";

afterEach(cleanup);

const summary: ClaimSummary = {
  uuid: "6f1c2a9e-3b7d-4c1e-9a2b-1d2e3f4a5b6c",
  status: "scheduled",
  createdAt: "2026-11-20T09:00:00.000Z",
  description: "Jordfeilbryteren løser ut.",
  project: {
    uuid: "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e",
    number: 100123,
    address: "Storgata 1",
    postCode: "0150",
  },
  customer: { name: "Nora Hansen", phoneNumber: "+4790000007" },
  contractor: { uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Oslo Elektro og Varme AS" },
  electrician: { uuid: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", firstName: "Per", lastName: "Nilsen" },
  windowStartsAt: "2026-11-25T07:00:00.000Z",
  windowEndsAt: "2026-11-25T11:00:00.000Z",
  deadline: "2031-11-10",
  overridden: true,
};

function renderList(claims: ClaimSummary[], search = "") {
  const meta: ClaimListMeta = {
    page: 1,
    perPage: 25,
    total: claims.length,
    lastPage: 1,
    statusCounts: { scheduled: 1 },
  };
  const query = claimQueryFromUrl(new URLSearchParams(search));
  const router = createMemoryRouter(
    [{ path: "/reklamasjon/liste", element: <ClaimsListPage claims={claims} meta={meta} query={query} /> }],
    { initialEntries: [`/reklamasjon/liste${search ? `?${search}` : ""}`] },
  );
  render(<RouterProvider router={router} />);
}

describe("the claims list", () => {
  it("shows each claim as a row that opens it, with the visit, installer and deadline", () => {
    renderList([summary]);
    const row = screen.getByTestId("claim-row");
    const open = within(row).getByRole("link", {
      name: /Jordfeilbryteren løser ut\. \(prosjekt 100123, Nora Hansen\)/,
    });
    expect(open.getAttribute("href")).toBe(`/reklamasjon/${summary.uuid}`);
    expect(within(row).getByText("Planlagt")).toBeTruthy();
    expect(within(row).getByText("10. november 2031")).toBeTruthy();
    expect(within(row).getByText("Etter fristen")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Oslo Elektro og Varme AS" }).getAttribute("href")).toBe(
      `/reklamasjon/liste?contractor=${summary.contractor.uuid}`,
    );
    expect(screen.getByText("1 reklamasjon")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /Planlagt \(1\)/ })).toBeTruthy();
  });

  it("says so when nothing matches a search, with a way back to everything", () => {
    renderList([], "search=ingenting");
    expect(screen.getByRole("heading", { name: "Ingen reklamasjoner passer søket" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nullstill" }).getAttribute("href")).toBe("/reklamasjon/liste");
    expect((screen.getByLabelText("Søk") as HTMLInputElement).value).toBe("ingenting");
  });

  it("explains an empty list", () => {
    renderList([]);
    expect(screen.getByRole("heading", { name: "Ingen reklamasjoner ennå" })).toBeTruthy();
  });
});
