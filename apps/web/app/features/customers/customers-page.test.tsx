import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { customerDetail } from "../../testing/customer-fixtures";
import { CustomersPage } from "./customers-page";

afterEach(cleanup);

const nora = customerDetail({
  uuid: "1a1c2f0e-1111-4222-8333-444455556666",
  firstName: "Nora",
  lastName: "Hansen",
  phoneNumber: "+4790000007",
  email: null,
  companyName: "Hansen Bygg AS",
  projectCount: 3,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

type ListData = Parameters<typeof CustomersPage>[0];

function ListRoute() {
  const data = useLoaderData() as ListData;
  return (
    <>
      <CustomersPage {...data} />
      <Where />
    </>
  );
}

function renderList(search: string, page: number, total: number, customers = [nora]) {
  const meta = { page, perPage: 25, total, lastPage: Math.max(1, Math.ceil(total / 25)) };
  const Stub = createRoutesStub([
    { path: "/kunder", Component: ListRoute, loader: () => ({ query: { search, page }, customers, meta }) },
  ]);
  return render(<Stub initialEntries={[`/kunder?search=${search}&page=${page}`]} />);
}

describe("the customers list", () => {
  it("shows each customer as a row that opens the customer page", async () => {
    renderList("", 1, 1);
    const table = await screen.findByRole("table");
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("link", { name: "Nora Hansen" }).getAttribute("href")).toBe(
      "/kunder/1a1c2f0e-1111-4222-8333-444455556666",
    );
    expect(row.textContent).toContain("Hansen Bygg AS");
    expect(row.textContent).toContain("+47 900 00 007");
    expect(row.textContent).toContain("Storgata 1, 0150 Oslo");
    expect(row.textContent).toContain("22.11.26");
    expect(screen.getByRole("status").textContent).toBe("1 kunde");
    // One page: no pager.
    expect(screen.queryByRole("navigation", { name: "Sider" })).toBeNull();
  });

  it("searches by submitting the field, kept in the URL", async () => {
    renderList("", 1, 1);
    const field = await screen.findByRole("searchbox", { name: "Søk etter kunde" });
    await userEvent.type(field, "90000007{Enter}");
    expect(screen.getByTestId("where").textContent).toBe("/kunder?search=90000007");
  });

  it("pages with links that keep the search", async () => {
    renderList("hansen", 2, 60);
    const pager = await screen.findByRole("navigation", { name: "Sider" });
    expect(pager.textContent).toContain("Side 2 av 3");
    expect(within(pager).getByRole("link", { name: "← Forrige side" }).getAttribute("href")).toBe(
      "/kunder?search=hansen",
    );
    expect(within(pager).getByRole("link", { name: "Neste side →" }).getAttribute("href")).toBe(
      "/kunder?search=hansen&page=3",
    );
    expect(screen.getByRole("status").textContent).toBe("60 kunder passer søket «hansen»");
  });

  it("says when nothing matches, with a way back to everyone", async () => {
    renderList("zzz", 1, 0, []);
    expect(await screen.findByRole("heading", { name: "Ingen kunder passer søket «zzz»" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("link", { name: "Vis alle kunder" }).getAttribute("href")).toBe("/kunder");
  });
});
