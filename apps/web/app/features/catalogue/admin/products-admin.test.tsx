import type { Product } from "@mt/contract/catalogue";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/queries";
import { stubApiForEachTest } from "../../../testing/api-stub";
import { matchingProducts, ProductsAdmin } from "./products-admin";

afterEach(cleanup);

const api = stubApiForEachTest({ matchWithoutQuery: true });

const product = (id: number, name: string, sku: string, priceOre: number): Product => ({
  id,
  uuid: `u-${id}`,
  sku,
  name,
  description: null,
  imageUrl: null,
  priceOre,
  workType: "ELECTRICIAN",
  active: true,
});
const START = [
  product(1, "Zaptec Go elbillader", "ZAP-1", 1_099_000),
  product(2, "Jordfeilbryter", "JFB-2", 89_000),
];

function renderAdmin() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductsAdmin initial={START} />
    </QueryClientProvider>,
  );
}

describe("matchingProducts", () => {
  it("finds a product by name or number in any case", () => {
    expect(matchingProducts(START, "zap").map((p) => p.id)).toEqual([1]);
    expect(matchingProducts(START, " jfb ").map((p) => p.id)).toEqual([2]);
    expect(matchingProducts(START, "")).toHaveLength(2);
  });
});

describe("the products admin", () => {
  it("lists the products in the table and filters them by the search", async () => {
    const user = userEvent.setup();
    renderAdmin();
    const table = screen.getByRole("table", { name: "Produkter" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    await user.type(screen.getByLabelText("Søk"), "jord");
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(within(table).getByRole("button", { name: "Jordfeilbryter" })).toBeTruthy();
  });

  it("shows the form's errors under their fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole("button", { name: "Nytt produkt" }));
    await user.type(screen.getByLabelText("Pris i kroner inkl. mva."), "mye");
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    expect(screen.getByLabelText("Varenummer").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Pris i kroner inkl. mva.").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toHaveLength(0);
  });

  it("saves a changed price in øre, marks the open row and shows the new price in the list", async () => {
    const user = userEvent.setup();
    api.reply("PATCH /product/1", {
      status: 200,
      body: { data: { ...START[0], priceOre: 1_149_000 } },
    });
    renderAdmin();
    await user.click(screen.getByRole("button", { name: "Zaptec Go elbillader" }));
    const row = screen.getByRole("button", { name: "Zaptec Go elbillader" }).closest("tr");
    expect(row?.getAttribute("aria-current")).toBe("true");
    const price = screen.getByLabelText("Pris i kroner inkl. mva.");
    await user.clear(price);
    await user.type(price, "11490");
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Produktet er lagret.")).toBeTruthy();
    expect(api.calls.at(-1)?.body).toMatchObject({ priceOre: 1_149_000, sku: "ZAP-1", description: null });
    expect(row?.textContent).toContain("kr\u00a011\u00a0490");
  });

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    api.reply("POST /product", {
      status: 400,
      body: { message: "Rett opp feltene.", code: "VALIDATION", errors: { sku: ["Varenummeret er brukt"] } },
    });
    renderAdmin();
    await user.click(screen.getByRole("button", { name: "Nytt produkt" }));
    await user.type(screen.getByLabelText("Varenummer"), "ZAP-1");
    await user.type(screen.getByLabelText("Navn"), "Ny lader");
    await user.type(screen.getByLabelText("Pris i kroner inkl. mva."), "100");
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Varenummeret er brukt")).toBeTruthy();
    expect(screen.getByLabelText("Varenummer").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
