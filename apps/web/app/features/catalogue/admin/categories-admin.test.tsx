import type { JobCategory, JobCategoryFront } from "@mt/domain/entities/job-category";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/queries";
import { stubApiForEachTest } from "../../../testing/api-stub";
import { CategoriesAdmin, moveCategory } from "./categories-admin";

afterEach(cleanup);

const api = stubApiForEachTest({ matchWithoutQuery: true });

const front = (id: number, title: string, order: number): JobCategoryFront => ({
  id,
  title,
  image: null,
  imageUrl: null,
  order,
  pageId: null,
});
const server = (category: JobCategoryFront): JobCategory => ({
  id: category.id,
  name: category.title,
  icon: null,
  imageUrl: category.imageUrl ?? null,
  order: category.order,
  pageId: category.pageId ?? null,
});

const START = [front(1, "Elektriker", 0), front(2, "Varmepumpe", 1), front(3, "Solceller", 2)];

/** The admin as the job-template page holds it: the list lives in the page's state. */
function Harness() {
  const [categories, setCategories] = useState(START);
  return <CategoriesAdmin categories={categories} onChange={setCategories} />;
}

/** The page as the app renders it: in a data router (the media picker reads the session's user). */
async function renderAdmin() {
  const Stub = createRoutesStub([{ path: "/jobbmaler/liste", Component: Harness }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={["/jobbmaler/liste"]} />
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { name: "Kategorier" });
}

const rows = () =>
  within(screen.getByRole("list", { name: "Kategorier" }))
    .getAllByRole("listitem")
    .map((row) => row.getAttribute("aria-label"));

describe("moveCategory", () => {
  it("swaps a category with its neighbour, and leaves the list alone at either end", () => {
    expect(moveCategory(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveCategory(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveCategory(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveCategory(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("the job categories admin", () => {
  it("moves a category down with its button, saves the whole order and keeps the focus on it", async () => {
    const user = userEvent.setup();
    const saved = { status: 200, body: { data: [] } };
    api.reply("POST /job-category/order", saved, saved);
    await renderAdmin();
    expect(screen.getByRole("button", { name: "Flytt opp Elektriker" })).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Flytt ned Elektriker" }));
    expect(rows()).toEqual(["Varmepumpe", "Elektriker", "Solceller"]);
    await waitFor(() => expect(api.calls.at(-1)?.body).toEqual({ ids: [2, 1, 3] }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Flytt ned Elektriker" }));
    expect(screen.getByText("«Elektriker» er flyttet til plass 2 av 3.")).toBeTruthy();

    // At the bottom the button down is disabled: the focus goes to the one up.
    await user.keyboard("{Enter}");
    expect(rows()).toEqual(["Varmepumpe", "Solceller", "Elektriker"]);
    await waitFor(() => expect(api.calls.at(-1)?.body).toEqual({ ids: [2, 3, 1] }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Flytt opp Elektriker" }));
  });

  it("puts the old order back and says so when the order is not saved", async () => {
    const user = userEvent.setup();
    api.reply("POST /job-category/order", {
      status: 403,
      body: { message: "Du har ikke tilgang til dette.", code: "FORBIDDEN", errors: {} },
    });
    await renderAdmin();
    await user.click(screen.getByRole("button", { name: "Flytt opp Solceller" }));
    expect(await screen.findByText("Rekkefølgen ble ikke lagret")).toBeTruthy();
    expect(rows()).toEqual(["Elektriker", "Varmepumpe", "Solceller"]);
  });

  it("creates a category with its image picked from the media library", async () => {
    const user = userEvent.setup();
    api.reply("GET /media", {
      status: 200,
      body: {
        data: [
          {
            id: 7,
            url: "/media/seed/kategori-smarthus.jpg",
            title: "Smarthus",
            category: "illustration",
            kind: "image",
            mimeType: "image/jpeg",
            createdAt: "2026-11-01T10:00:00.000Z",
            hidden: false,
          },
        ],
        meta: { page: 1, perPage: 48, total: 1, lastPage: 1 },
      },
    });
    const created = front(9, "Smarthus", 3);
    created.imageUrl = "/media/seed/kategori-smarthus.jpg";
    api.reply("POST /job-category", { status: 201, body: { data: server(created) } });
    await renderAdmin();

    const fresh = screen.getByRole("region", { name: "Ny kategori" });
    await user.type(within(fresh).getByLabelText("Navn"), "Smarthus");
    await user.click(within(fresh).getByRole("button", { name: "Velg bilde" }));
    const picker = await screen.findByRole("dialog", { name: "Velg bilde" });
    await user.click(await within(picker).findByRole("button", { name: /Smarthus/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(fresh).getByRole("button", { name: "Bytt bilde" })).toBeTruthy();

    await user.click(within(fresh).getByRole("button", { name: "Opprett kategori" }));
    expect(await screen.findByText("Kategorien «Smarthus» er opprettet.")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Smarthus",
      imageUrl: "/media/seed/kategori-smarthus.jpg",
      pageId: null,
    });
    expect(rows()).toEqual(["Elektriker", "Varmepumpe", "Solceller", "Smarthus"]);
    expect((within(fresh).getByLabelText("Navn") as HTMLInputElement).value).toBe("");
  });

  it("asks before removing, and shows why the server refuses while job templates use the category", async () => {
    const user = userEvent.setup();
    const message =
      "Kategorien brukes av 6 jobbmaler og kan ikke slettes. Flytt dem til en annen kategori først.";
    api.reply("DELETE /job-category/1", {
      status: 409,
      body: { message, code: "JOB_CATEGORY_IN_USE", errors: {} },
    });
    api.reply("DELETE /job-category/3", { status: 200, body: { data: { id: 3 } } });
    await renderAdmin();

    await user.click(screen.getByRole("button", { name: "Slett Elektriker" }));
    const refused = screen.getByRole("dialog", { name: "Slette kategorien «Elektriker»?" });
    await user.click(within(refused).getByRole("button", { name: "Slett kategorien" }));
    expect(await within(refused).findByText(message)).toBeTruthy();
    await user.click(within(refused).getByRole("button", { name: "Avbryt" }));
    expect(rows()).toEqual(["Elektriker", "Varmepumpe", "Solceller"]);

    await user.click(screen.getByRole("button", { name: "Slett Solceller" }));
    const dialog = screen.getByRole("dialog", { name: "Slette kategorien «Solceller»?" });
    await user.click(within(dialog).getByRole("button", { name: "Slett kategorien" }));
    await waitFor(() => expect(rows()).toEqual(["Elektriker", "Varmepumpe"]));
    expect(screen.getByText("Kategorien «Solceller» er slettet.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Kategorier" }));
  });
});
