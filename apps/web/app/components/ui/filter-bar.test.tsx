import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A list that follows its filters at once: what it is handed. */
const live = {
  onInput: vi.fn(),
  onSubmit: vi.fn((event: { preventDefault: () => void }) => event.preventDefault()),
  formRef: { current: null as HTMLFormElement | null },
};
function LiveFilters() {
  return (
    <FilterBar
      label="Filtrer sider"
      action="/sider"
      resetHref="/sider"
      filtered={false}
      search={{ label: "Søk", name: "sok", value: "" }}
      formRef={live.formRef}
      onInput={live.onInput}
      onSubmit={live.onSubmit}
    />
  );
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

  it("hands a list that filters at once each change and the submit, and its form", async () => {
    const Stub = createRoutesStub([{ path: "/sider", Component: LiveFilters }]);
    render(<Stub initialEntries={["/sider"]} />);
    const search = await screen.findByRole("searchbox", { name: "Søk" });
    fireEvent.input(search, { target: { value: "om" } });
    expect(live.onInput).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Søk" }));
    expect(live.onSubmit).toHaveBeenCalledTimes(1);
    expect(live.formRef.current).toBe(screen.getByRole("search", { name: "Filtrer sider" }));
  });
});
