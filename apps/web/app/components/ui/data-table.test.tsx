import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type Column, DataTable } from "./data-table";

afterEach(cleanup);

interface Person {
  id: string;
  name: string;
  projects: number;
}

const people: Person[] = [
  { id: "a", name: "Kari Nordmann", projects: 3 },
  { id: "b", name: "Ola Hansen", projects: 12 },
];

const columns: Column<Person>[] = [
  {
    key: "name",
    label: "Navn",
    rowHeader: true,
    cell: (p) => p.name,
    sort: { href: "?sort=name", direction: "ascending" },
  },
  {
    key: "projects",
    label: "Prosjekter",
    numeric: true,
    cell: (p) => p.projects,
    sort: { href: "?sort=projects" },
  },
  {
    key: "edit",
    label: "Endre",
    header: <span className="visually-hidden">Endre</span>,
    cell: (p) => <button type="button">Endre {p.name}</button>,
  },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return render(
    <MemoryRouter>
      <DataTable caption="Kunder" columns={columns} rows={people} rowKey={(p) => p.id} {...props} />
    </MemoryRouter>,
  );
}

describe("DataTable", () => {
  it("is a table named by its caption, one row per item, each named by its row header", async () => {
    renderTable();
    const table = await screen.findByRole("table", { name: "Kunder" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(table).getByRole("rowheader", { name: "Ola Hansen" })).toBeTruthy();
  });

  it("labels every body cell with its column, for the phone's cards", async () => {
    renderTable();
    const table = await screen.findByRole("table");
    const labels = [...table.querySelectorAll("tbody tr:first-child > *")].map((cell) =>
      cell.getAttribute("data-label"),
    );
    expect(labels).toEqual(["Navn", "Prosjekter", "Endre"]);
  });

  it("sort headers are links that say how the list is sorted now", async () => {
    renderTable();
    const name = await screen.findByRole("columnheader", { name: /Navn/ });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(within(name).getByRole("link").getAttribute("href")).toBe("/?sort=name");
    const count = screen.getByRole("columnheader", { name: /Prosjekter/ });
    // Only the sorted column says how (ARIA: aria-sort on one header at a time).
    expect(count.getAttribute("aria-sort")).toBeNull();
    expect(count.textContent).toContain("(sorter)");
    expect(screen.getByRole("columnheader", { name: "Endre" }).getAttribute("aria-sort")).toBeNull();
  });

  it("a hidden caption still names the table; a busy table says so", async () => {
    renderTable({ captionHidden: true, busy: true, describedBy: "count" });
    const table = await screen.findByRole("table", { name: "Kunder" });
    expect(table.querySelector("caption")?.className).toBe("visually-hidden");
    expect(table.getAttribute("aria-busy")).toBe("true");
    expect(table.getAttribute("aria-describedby")).toBe("count");
  });
});

describe("DataTable's open row", () => {
  it("marks the row open beside the list with aria-current, and no other", () => {
    render(
      <MemoryRouter>
        <DataTable
          caption="Folk"
          columns={columns}
          rows={people}
          rowKey={(p) => p.id}
          current={(p) => p.id === "b"}
        />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole("table", { name: "Folk" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.getAttribute("aria-current"))).toEqual([null, "true"]);
  });
});
