import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../../testing/api-stub";
import { renderWithApp } from "../../../testing/render";
import { NewPageScreen } from "./new-page-screen";

const api = stubApiForEachTest({ matchWithoutQuery: true, repeatLast: true });
afterEach(cleanup);

const parent = {
  uuid: "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e",
  type: "page",
  id: 7,
  parentId: null,
  draftId: null,
  published: true,
  title: "Energi",
  slug: "energi",
  path: "/energi",
  data: {
    modules: [],
    seo: { title: "", description: "", keywords: [], image: null },
    background: "#ffffff",
  },
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  revision: 1,
};

describe("the new page form", () => {
  it("fills the slug from the title, shows the path under the parent, and shows a taken address under the slug", async () => {
    api.reply("GET /page", {
      status: 200,
      body: { data: [parent], meta: { page: 1, perPage: 100, total: 1, lastPage: 1 } },
    });
    api.reply("GET /media", {
      status: 200,
      body: { data: [], meta: { page: 1, perPage: 200, total: 0, lastPage: 1 } },
    });
    api.reply("POST /page", {
      status: 422,
      body: {
        message: "Adressen er allerede i bruk",
        code: "PATH_TAKEN",
        errors: { slug: ["Adressen er allerede i bruk"] },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<NewPageScreen />);
    await user.type(screen.getByLabelText("Tittel"), "Solceller på hytta");
    expect(screen.getByLabelText<HTMLInputElement>("Adressenavn (slug)").value).toBe("solceller-på-hytta");
    await screen.findByRole("option", { name: "Energi (/energi)" });
    await user.selectOptions(screen.getByLabelText(/Overordnet side/), "7");
    expect(screen.getByText("/energi/solceller-på-hytta")).toBeTruthy();
    await user.type(screen.getByLabelText(/Nøkkelord/), "sol, hytte,");
    await user.click(screen.getByRole("radio", { name: "Sand" }));
    await user.click(screen.getByRole("button", { name: "Opprett side" }));
    const slug = screen.getByLabelText("Adressenavn (slug)");
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Adressen er allerede i bruk")).toBeTruthy();
    const sent = api.calls.find((call) => call.method === "POST");
    expect(sent?.body).toMatchObject({
      title: "Solceller på hytta",
      slug: "solceller-på-hytta",
      parentId: 7,
      type: "page",
      published: false,
      data: { modules: [], seo: { keywords: ["sol", "hytte"] }, background: "#f1e9dc" },
    });
    // Once the slug is typed by hand, the title no longer changes it.
    await user.clear(slug);
    await user.type(slug, "hytte-sol");
    await user.type(screen.getByLabelText("Tittel"), " 2");
    expect(screen.getByLabelText<HTMLInputElement>("Adressenavn (slug)").value).toBe("hytte-sol");
  });
});
