import type { JobTemplate, Product } from "@mt/contract/catalogue";
import { jobDefinitionSchema } from "@mt/domain/price/job-definition";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/queries";
import { stubApiForEachTest } from "../../../testing/api-stub";
import { definitionOf, draftInput, flatErrors, formPath } from "./job-template-values";
import { JobTemplatesAdmin } from "./job-templates-admin";

afterEach(cleanup);

const api = stubApiForEachTest({ matchWithoutQuery: true });

const draft = jobDefinitionSchema.parse({
  title: "Ny stikkontakt",
  workType: "ELECTRICIAN",
  basePriceOre: 199_000,
  baseDurationMinutes: 60,
  questions: [
    {
      key: "antall",
      title: "Hvor mange?",
      type: "radio",
      options: [{ key: "en", label: "Én" }],
    },
  ],
});
const template: JobTemplate = {
  id: 7,
  slug: "ny-stikkontakt",
  workType: "ELECTRICIAN",
  categoryId: 1,
  pageId: null,
  order: 0,
  active: true,
  draft,
  publishedVersionId: 3,
  publishedVersion: 1,
  hasUnpublishedChanges: false,
  updatedAt: "2026-11-01T10:00:00.000Z",
};
const products: Product[] = [];

function Page() {
  return <JobTemplatesAdmin initial={[template]} categories={[]} products={products} />;
}

async function renderAdmin() {
  const Stub = createRoutesStub([{ path: "/jobbmaler/liste", Component: Page }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={["/jobbmaler/liste"]} />
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { name: "Jobbmaler" });
}

describe("the job template form's values", () => {
  it("reads amounts typed in kroner back into the definition", () => {
    const input = draftInput(draft);
    expect(input.basePriceKr).toBe("1990");
    expect(definitionOf({ ...input, basePriceKr: "2190,50" }).basePriceOre).toBe(219_050);
    expect(definitionOf(input).solar).toBeNull();
  });

  it("names the server's fields as the form's and lists nested errors with their paths", () => {
    expect(formPath("body.draft.basePriceOre")).toBe("draft.basePriceKr");
    expect(formPath("slug")).toBe("slug");
    expect(
      flatErrors({ draft: { questions: [undefined, { key: { type: "x", message: "Brukt" } }] } } as never),
    ).toEqual([["draft.questions.1.key", "Brukt"]]);
  });
});

describe("the job templates admin", () => {
  it("lists the templates and saves a new base price in øre", async () => {
    const user = userEvent.setup();
    const versions = { status: 200, body: { data: { ...template, versions: [] } } };
    api.reply("GET /job-template/7", versions, versions);
    api.reply("PATCH /job-template/7", {
      status: 200,
      body: {
        data: { ...template, hasUnpublishedChanges: true, draft: { ...draft, basePriceOre: 219_000 } },
      },
    });
    await renderAdmin();
    const table = screen.getByRole("table", { name: "Jobbmaler" });
    expect(within(table).getByText("v1")).toBeTruthy();

    await user.click(within(table).getByRole("button", { name: "Ny stikkontakt" }));
    const price = screen.getByLabelText("Grunnpris (kr inkl. mva.)");
    await user.clear(price);
    await user.type(price, "2190");
    await user.click(screen.getByRole("button", { name: "Lagre utkast" }));
    expect(await screen.findByText(/Utkastet er lagret/)).toBeTruthy();
    const sent = api.calls.find((call) => call.method === "PATCH")?.body as {
      draft: { basePriceOre: number };
    };
    expect(sent.draft.basePriceOre).toBe(219_000);
    await waitFor(() => expect(within(table).getByText(/v1 \*/)).toBeTruthy());
  });

  it("shows a question's error under its field and sends nothing", async () => {
    const user = userEvent.setup();
    api.reply("GET /job-template/7", { status: 200, body: { data: { ...template, versions: [] } } });
    await renderAdmin();
    await user.click(screen.getByRole("button", { name: "Ny stikkontakt" }));
    const key = screen.getByLabelText("Nøkkel", { selector: "#q-0-key" });
    await user.clear(key);
    await user.type(key, "Ugyldig nøkkel");
    await user.click(screen.getByRole("button", { name: "Lagre utkast" }));
    await waitFor(() => expect(key.getAttribute("aria-invalid")).toBe("true"));
    expect(api.calls.filter((call) => call.method === "PATCH")).toHaveLength(0);
  });

  it("adds, moves and removes questions", async () => {
    const user = userEvent.setup();
    await renderAdmin();
    await user.click(screen.getByRole("button", { name: "Ny jobbmal" }));
    await user.click(screen.getByRole("button", { name: "+ Tall" }));
    await user.click(screen.getByRole("button", { name: "+ Bildeopplasting" }));
    const titles = () => screen.getAllByRole("group", { name: /^Spørsmål \d$/ }).map((g) => g.textContent);
    expect(titles()).toEqual([
      expect.stringContaining("1. Tall"),
      expect.stringContaining("2. Bildeopplasting"),
    ]);
    await user.click(screen.getByRole("button", { name: "Flytt spørsmål 2 opp" }));
    expect(titles()).toEqual([
      expect.stringContaining("1. Bildeopplasting"),
      expect.stringContaining("2. Tall"),
    ]);
    await user.click(
      within(screen.getByRole("group", { name: "Spørsmål 1" })).getAllByRole("button", {
        name: "Slett",
      })[0] as HTMLElement,
    );
    expect(titles()).toEqual([expect.stringContaining("1. Tall")]);
  });
});
