import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { renderWithApp } from "../../testing/render";
import { STORE } from "./seller.test-support";
import { SellerSettingsPage } from "./seller-settings-page";

const api = stubApiForEachTest();
afterEach(cleanup);

const settings = {
  firstName: "Magnus",
  lastName: "Pedersen",
  email: "magnus@example.no",
  phoneNumber: "+4790000011",
  salesPartner: { uuid: "5a1e0000-0000-4000-8000-000000000001", name: "Byggmakker Vest AS" },
  department: STORE,
  notifications: ["BOOKED_SMS"],
};

describe("seller settings", () => {
  it("shows name, email, the phone and store read-only, and the message choices", async () => {
    api.reply("GET /seller-dashboard/settings", { status: 200, body: { data: settings } });
    renderWithApp(<SellerSettingsPage />);
    expect(((await screen.findByLabelText("Fornavn")) as HTMLInputElement).value).toBe("Magnus");
    expect((screen.getByLabelText(/^E-post \(/) as HTMLInputElement).value).toBe("magnus@example.no");
    expect(screen.getByText("+47 900 00 011")).toBeTruthy();
    expect(screen.getByText("Byggmakker Vest AS, Bergen Åsane")).toBeTruthy();
    expect(screen.queryByLabelText("Telefonnummer")).toBeNull();
    expect((screen.getByLabelText("SMS når kunden min bestiller") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("E-post når kunden min bestiller") as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("checks the fields before saving", async () => {
    api.reply("GET /seller-dashboard/settings", { status: 200, body: { data: settings } });
    renderWithApp(<SellerSettingsPage />);
    const first = await screen.findByLabelText("Fornavn");
    await userEvent.clear(first);
    await userEvent.clear(screen.getByLabelText(/^E-post \(/));
    await userEvent.type(screen.getByLabelText(/^E-post \(/), "feil");
    await userEvent.click(screen.getByRole("button", { name: "Lagre" }));
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/^E-post \(/).getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("saves the name, an emptied email as null and the chosen messages", async () => {
    api.reply("GET /seller-dashboard/settings", { status: 200, body: { data: settings } });
    api.reply("PATCH /seller-dashboard/settings", {
      status: 200,
      body: { data: { ...settings, email: null, notifications: ["BOOKED_EMAIL"] } },
    });
    renderWithApp(<SellerSettingsPage />);
    await screen.findByLabelText("Fornavn");
    await userEvent.clear(screen.getByLabelText(/^E-post \(/));
    await userEvent.click(screen.getByLabelText("SMS når kunden min bestiller"));
    await userEvent.click(screen.getByLabelText("E-post når kunden min bestiller"));
    await userEvent.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Innstillingene er lagret.")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({
      first_name: "Magnus",
      last_name: "Pedersen",
      email: null,
      notifications: ["BOOKED_EMAIL"],
    });
  });

  it("shows the server's field errors at the fields", async () => {
    api.reply("GET /seller-dashboard/settings", { status: 200, body: { data: settings } });
    api.reply("PATCH /seller-dashboard/settings", {
      status: 422,
      body: { message: "Ugyldige felt", code: "VALIDATION_ERROR", errors: { last_name: ["For langt navn"] } },
    });
    renderWithApp(<SellerSettingsPage />);
    await screen.findByLabelText("Fornavn");
    await userEvent.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("For langt navn")).toBeTruthy();
    expect(screen.getByLabelText("Etternavn").getAttribute("aria-invalid")).toBe("true");
  });

  it("says so when the settings cannot be read", async () => {
    renderWithApp(<SellerSettingsPage />);
    expect(await screen.findByText("Vi klarte ikke å hente innstillingene")).toBeTruthy();
  });
});
