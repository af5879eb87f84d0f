import type { ProjectSummary } from "@mt/contract/project";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { projectSummary } from "../../testing/fixtures";
import { listQueryFromUrl } from "./list-query";
import { type ProjectListMeta, ProjectsListPage } from "./projects-list-page";

afterEach(() => {
  cleanup();
  pending = null;
});

const meta = (fields: Partial<ProjectListMeta> = {}): ProjectListMeta => ({
  page: 1,
  perPage: 25,
  total: 2,
  lastPage: 1,
  statusCounts: { ordered: 1, scheduled: 1 },
  ...fields,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** What the loader would answer for the URL under test. */
let shown: {
  projects: ProjectSummary[];
  meta: ProjectListMeta;
  moderatesRatings?: boolean;
} = {
  projects: [],
  meta: meta(),
};

function ListAtUrl() {
  const location = useLocation();
  return (
    <>
      <ProjectsListPage
        projects={shown.projects}
        meta={shown.meta}
        moderatesRatings={shown.moderatesRatings ?? false}
        query={listQueryFromUrl(new URLSearchParams(location.search))}
      />
      <Where />
    </>
  );
}

/** While set, the list's loader waits for it: a navigation that is still loading. */
let pending: Promise<null> | null = null;

const Stub = createRoutesStub([
  { path: "/prosjekter", Component: ListAtUrl, loader: () => pending ?? null },
  { path: "/prosjekter/:number", Component: Where },
]);

async function renderList(
  url: string,
  projects = [projectSummary()],
  listMeta = meta(),
  moderatesRatings = false,
) {
  shown = { projects, meta: listMeta, moderatesRatings };
  render(<Stub initialEntries={[url]} />);
  await screen.findByRole("heading", { level: 1, name: "Prosjekter" });
}

const where = () => screen.getByTestId("where").textContent;

describe("the projects list", () => {
  it("shows a row per project, each opening its project page", async () => {
    await renderList("/prosjekter", [
      projectSummary(),
      projectSummary({
        uuid: "9b1c2f0e-1111-4222-8333-444455556666",
        number: 100002,
        status: "scheduled",
        titles: ["Elbillader", "Stikkontakt"],
        customer: { ...projectSummary().customer, name: "Kari Hansen", companyName: "Hansen AS" },
      }),
    ]);
    const rows = screen.getAllByTestId("project-row");
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain("Hansen AS");
    expect(rows[1]?.textContent).toContain("Elbillader + 1 til");
    expect(rows[1]?.textContent).toContain("Planlagt");
    expect(screen.getByText("2 prosjekter")).toBeTruthy();
    const open = screen.getByRole("link", { name: "Prosjekt 100002, Elbillader + 1 til, Kari Hansen" });
    expect(open.getAttribute("href")).toBe("/prosjekter/100002");
    await userEvent.setup().click(open);
    await waitFor(() => expect(where()).toBe("/prosjekter/100002"));
  });

  it("shows the count per status as chips, checked as the URL says", async () => {
    await renderList("/prosjekter?status=ordered");
    const ordered = screen.getByRole("checkbox", { name: "Bestilt 1" }) as HTMLInputElement;
    expect(ordered.checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Planlagt 1" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("checkbox", { name: "Fakturert 0" })).toBeTruthy();
  });

  it("puts a changed filter in the URL at once, back on page 1, and the search after a pause", async () => {
    await renderList("/prosjekter?sort=number&page=3");
    const actor = userEvent.setup();
    const scheduled = screen.getByRole("checkbox", { name: "Planlagt 1" });
    await actor.click(scheduled);
    await waitFor(() => expect(where()).toBe("/prosjekter?status=scheduled&sort=number"));
    // The form that changed the URL keeps its fields, and the keyboard focus in them.
    expect(document.activeElement).toBe(scheduled);
    await actor.type(screen.getByRole("searchbox", { name: "Søk" }), "Ola");
    expect(where()).toBe("/prosjekter?status=scheduled&sort=number");
    await waitFor(() => expect(where()).toBe("/prosjekter?search=Ola&status=scheduled&sort=number"));
  });

  it("sorts by a column header, saying which way with aria-sort", async () => {
    await renderList("/prosjekter");
    const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
    expect(header("Bestilt").getAttribute("aria-sort")).toBe("descending");
    expect(header("Kunde").getAttribute("aria-sort")).toBeNull();
    await userEvent.setup().click(screen.getByRole("link", { name: /^Kunde/ }));
    await waitFor(() => expect(where()).toBe("/prosjekter?sort=customer&dir=asc"));
    expect(header("Kunde").getAttribute("aria-sort")).toBe("ascending");
    // A change from outside the form (a header) shows in its fields too.
    expect((screen.getByRole("combobox", { name: "Sorter etter" }) as HTMLSelectElement).value).toBe(
      "customer",
    );
  });

  it("exports the same list to CSV and pages through it", async () => {
    await renderList(
      "/prosjekter?status=ordered&page=2",
      [projectSummary()],
      meta({ page: 2, lastPage: 3, total: 60 }),
    );
    expect(screen.getByRole("link", { name: "Eksporter til CSV" }).getAttribute("href")).toBe(
      "/api/project/export?status=ordered",
    );
    expect(screen.getByRole("link", { name: "← Forrige side" }).getAttribute("href")).toBe(
      "/prosjekter?status=ordered",
    );
    expect(screen.getByRole("link", { name: "Neste side →" }).getAttribute("href")).toBe(
      "/prosjekter?status=ordered&page=3",
    );
    expect(screen.getByText("Side 2 av 3")).toBeTruthy();
  });

  it("links those who approve rating comments to them, and no one else", async () => {
    await renderList("/prosjekter", [projectSummary()], meta(), true);
    expect(screen.getByRole("link", { name: "Vurderinger fra kunder" }).getAttribute("href")).toBe(
      "/vurderinger",
    );
    cleanup();
    await renderList("/prosjekter");
    expect(screen.queryByRole("link", { name: "Vurderinger fra kunder" })).toBeNull();
  });

  it("says when nothing matches, with a way to clear the filters", async () => {
    await renderList("/prosjekter?search=finnesikke", [], meta({ total: 0, statusCounts: {} }));
    expect(screen.getByRole("heading", { name: "Ingen prosjekter passer søket" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    await userEvent.setup().click(screen.getByRole("link", { name: "Fjern alle filtre" }));
    await waitFor(() => expect(where()).toBe("/prosjekter"));
  });

  it("narrows to one installer from a row, and shows that filter so it can be removed", async () => {
    await renderList("/prosjekter?contractor=6c1c2f0e-1111-4222-8333-444455556666");
    expect(screen.getByText(/Installatør: Oslo Elektro/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fjern filteret på installatør" }).getAttribute("href")).toBe(
      "/prosjekter",
    );
    expect(screen.getByRole("link", { name: /^Kari Montør/ }).getAttribute("href")).toBe(
      "/prosjekter?contractor=6c1c2f0e-1111-4222-8333-444455556666&electrician=5d1c2f0e-1111-4222-8333-444455556666",
    );
  });

  it("says it is fetching while the next list loads, and dims the table", async () => {
    await renderList("/prosjekter");
    let finish = () => {};
    pending = new Promise((resolve) => {
      finish = () => resolve(null);
    });
    await userEvent.setup().click(screen.getByRole("checkbox", { name: "Planlagt 1" }));
    expect(await screen.findByText(/Henter prosjekter/)).toBeTruthy();
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
    finish();
    await waitFor(() => expect(screen.queryByText(/Henter prosjekter/)).toBeNull());
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBeNull();
  });
});
