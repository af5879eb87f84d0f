import type { CmsPage } from "@mt/contract/cms";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../../../components/ui/toasts";
import { stubApiForEachTest } from "../../../testing/api-stub";
import { renderWithQueries } from "../../../testing/render";
import { PageSettingsScreen } from "./page-settings-screen";

const api = stubApiForEachTest({ matchWithoutQuery: true, repeatLast: true });
afterEach(cleanup);

const page: CmsPage = {
  uuid: "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e",
  type: "page",
  id: 12,
  parentId: null,
  draftId: null,
  published: true,
  title: "Solceller",
  slug: "solceller",
  path: "/solceller",
  data: {
    modules: [
      { key: "t", type: "module_template", data: { templateId: 2, syncMode: "Synced", modules: [] } },
    ],
    seo: { title: "Sol", description: "", keywords: ["sol"], image: null },
    background: "#ffffff",
  },
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  revision: 4,
};

const emptyList = { status: 200, body: { data: [], meta: { page: 1, perPage: 100, total: 0, lastPage: 1 } } };

function Settings() {
  return <PageSettingsScreen page={page} />;
}

const Stub = createRoutesStub([
  { path: "/sider/12", Component: Settings },
  { path: "/sider", Component: () => <h1>Sider</h1> },
]);

const renderSettings = () =>
  renderWithQueries(
    <ToastProvider>
      <Stub initialEntries={["/sider/12"]} />
    </ToastProvider>,
  );

describe("page settings", () => {
  it("saves with the loaded revision and the stored modules, and offers a reload on a conflict", async () => {
    api.reply("GET /page", emptyList);
    api.reply("GET /media", emptyList);
    api.reply("PATCH /page/12", {
      status: 409,
      body: { message: "Noen andre har endret dette innholdet.", code: "REVISION_CONFLICT", errors: {} },
    });
    const user = userEvent.setup();
    renderSettings();
    expect(screen.getByLabelText<HTMLInputElement>("Adressenavn (slug)").value).toBe("solceller");
    expect(screen.getByLabelText<HTMLSelectElement>("Sidetype").disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Lagre innstillinger" }));
    expect(await screen.findByText(/Noen andre har endret dette innholdet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Last inn på nytt" })).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      revision: 4,
      slug: "solceller",
      data: {
        modules: [{ key: "t", type: "module_template", data: { templateId: 2, syncMode: "Synced" } }],
        seo: { title: "Sol", keywords: ["sol"] },
      },
    });
  });

  it("deletes a page other pages link to only once the admin has confirmed", async () => {
    api.reply("GET /page", emptyList);
    api.reply("GET /media", emptyList);
    api.reply("GET /page/12/references", {
      status: 200,
      body: { data: { menus: [], pages: [{ id: 3, title: "Energi", path: "/energi" }] } },
    });
    api.reply("DELETE /page/12", { status: 200, body: { data: { id: 12 } } });
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole("button", { name: "Slett side" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Disse sidene lenker hit, og lenkene slutter å virke:");
    expect(within(dialog).getByRole("link", { name: "Energi" }).getAttribute("href")).toBe("/sider/3");
    const remove = within(dialog).getByRole("button", { name: "Slett siden" });
    expect(remove.hasAttribute("disabled")).toBe(true);
    await user.click(within(dialog).getByLabelText("Jeg vet at lenkene slutter å virke"));
    await user.click(remove);
    expect(api.calls.some((call) => call.method === "DELETE" && call.path === "/page/12")).toBe(true);
  });

  it("refuses deleting a page in a menu, naming the menu and the item", async () => {
    api.reply("GET /page", emptyList);
    api.reply("GET /media", emptyList);
    api.reply("GET /page/12/references", {
      status: 200,
      body: { data: { menus: [{ id: 1, key: "top-menu", title: "Top", label: "Sol" }], pages: [] } },
    });
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole("button", { name: "Slett side" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Toppmeny: «Sol»");
    expect(within(dialog).queryByRole("button", { name: "Slett siden" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Gå til menyene" }).getAttribute("href")).toBe("/menyer");
  });
});
