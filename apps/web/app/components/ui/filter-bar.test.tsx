import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FilterBar } from "./filter-bar";

afterEach(cleanup);

function CustomerFilters({ filtered }: { filtered: boolean }) {
  return (
    <FilterBar
      label="Filtrer kunder"
      action="/kunder"
      resetHref="/kunder"
      filtered={filtered}
      search={{ label: "Søk etter kunde", name: "search", value: "Kari", hint: "Navn eller telefon" }}
    >
      <label>
        Status
        <select name="status" defaultValue="">
          <option value="">Alle</option>
        </select>
      </label>
    </FilterBar>
  );
}
const Filtered = () => <CustomerFilters filtered />;
const Unfiltered = () => <CustomerFilters filtered={false} />;

function renderBar(filtered: boolean) {
  const Stub = createRoutesStub([{ path: "/kunder", Component: filtered ? Filtered : Unfiltered }]);
  return render(<Stub initialEntries={["/kunder"]} />);
}

describe("FilterBar", () => {
  it("is a search landmark with the search field, the list's filters and a submit button", async () => {
    renderBar(true);
    const form = await screen.findByRole("search", { name: "Filtrer kunder" });
    expect(form.getAttribute("method")).toBe("get");
    const search = screen.getByRole("searchbox", { name: "Søk etter kunde" }) as HTMLInputElement;
    expect(search.name).toBe("search");
    expect(search.value).toBe("Kari");
    expect(search.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Status" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Søk" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nullstill" }).getAttribute("href")).toBe("/kunder");
  });

  it("offers no Nullstill while nothing is filtered", async () => {
    renderBar(false);
    await screen.findByRole("search");
    expect(screen.queryByRole("link", { name: "Nullstill" })).toBeNull();
  });
});
