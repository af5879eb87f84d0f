import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { CompanyPage, entries } from "./company-page";
import { CONTRACTOR_UUID, contractorFixture, previewFixture, stubApi } from "./partners.test-support";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const departments = [
  { id: 1, name: "Saksbehandling Øst", selected: false },
  { id: 2, name: "Saksbehandling Vest", selected: false },
];
const feedback = [
  {
    uuid: "4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a",
    feedback: "Kan vi få flere jobber i Asker?",
    from: "Ola Nordmann",
    createdAt: "2026-11-20T09:00:00.000Z",
  },
];

function setup(change: Parameters<typeof contractorFixture>[0] = {}) {
  const api = stubApi();
  api.reply(`GET /contractor/${CONTRACTOR_UUID}/post-codes`, {
    status: 200,
    body: { data: previewFixture() },
  });
  renderWithApp(
    <CompanyPage contractor={contractorFixture(change)} feedback={feedback} departments={departments} />,
  );
  return api;
}

describe("the installer company page", () => {
  it("approves a company waiting for approval, and then offers to switch it off", async () => {
    const user = userEvent.setup();
    const api = setup({ status: "PENDING", active: false });
    const status = within(screen.getByRole("region", { name: "Status" }));
    expect(status.getByText("Venter på godkjenning")).toBeTruthy();
    api.reply(`PATCH /contractor/${CONTRACTOR_UUID}`, {
      status: 200,
      body: { data: contractorFixture({ status: "ACTIVE", active: true }) },
    });
    await user.click(status.getByRole("button", { name: "Godkjenn" }));
    expect(await status.findByRole("button", { name: "Deaktiver" })).toBeTruthy();
    expect(status.getByText("Aktiv")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ active: true });
    expect(await screen.findByText("Installatøren er godkjent")).toBeTruthy();
  });

  it("asks before switching an active company off", async () => {
    const user = userEvent.setup();
    const api = setup();
    api.reply(`PATCH /contractor/${CONTRACTOR_UUID}`, {
      status: 200,
      body: { data: contractorFixture({ status: "INACTIVE", active: false }) },
    });
    await user.click(screen.getByRole("button", { name: "Deaktiver" }));
    const dialog = within(screen.getByRole("dialog", { name: "Deaktivere Oslo Elektro og Varme AS?" }));
    await user.click(dialog.getByRole("button", { name: "Avbryt" }));
    expect(api.calls.some((c) => c.method === "PATCH")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Deaktiver" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Deaktiver" }));
    const status = within(screen.getByRole("region", { name: "Status" }));
    expect(await status.findByRole("button", { name: "Aktiver" })).toBeTruthy();
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ active: false });
  });

  it("shows the feedback the company sent, and links to its electricians", () => {
    setup();
    const section = within(screen.getByRole("region", { name: "Tilbakemeldinger fra installatøren" }));
    expect(section.getByText("Kan vi få flere jobber i Asker?")).toBeTruthy();
    expect(section.getByText(/Ola Nordmann/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Montører (2)" }).getAttribute("href")).toBe(
      `/partner/${CONTRACTOR_UUID}/dinemontorer`,
    );
  });

  it("saves the coverage from the editor as the API names it", async () => {
    const user = userEvent.setup();
    const api = setup();
    api.reply(`PATCH /contractor/${CONTRACTOR_UUID}`, {
      status: 200,
      body: { data: contractorFixture({ radiusKm: 40 }) },
    });
    const radius = screen.getByLabelText("Radius (km)");
    await user.clear(radius);
    await user.type(radius, "40");
    await user.click(screen.getByRole("button", { name: "Lagre dekning" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({
      base_post_code: "0150",
      radius_km: 40,
      work_types: [
        { work_type: "ELECTRICIAN", extended_radius_km: null },
        { work_type: "SOLAR", extended_radius_km: 80 },
      ],
    });
    expect(await screen.findByText("Dekningen er lagret")).toBeTruthy();
  });

  it("checks invoice addresses before sending them, and sets the department", async () => {
    const user = userEvent.setup();
    const api = setup();
    const invoice = within(screen.getByRole("region", { name: "Faktura" }));
    const box = invoice.getByLabelText("E-postadresser for faktura");
    await user.clear(box);
    await user.type(box, "faktura@oslo.no{enter}ikke-en-adresse");
    await user.click(invoice.getByRole("button", { name: "Lagre adresser" }));
    expect(invoice.getByText("Ugyldig e-postadresse: ikke-en-adresse")).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    api.reply(`POST /contractor/${CONTRACTOR_UUID}/department`, {
      status: 200,
      body: { data: contractorFixture({ department: { id: 2, name: "Saksbehandling Vest" } }) },
    });
    const department = within(screen.getByRole("region", { name: "Saksbehandling" }));
    await user.selectOptions(department.getByLabelText("Saksbehandleravdeling"), "Saksbehandling Vest");
    await user.click(department.getByRole("button", { name: "Lagre avdeling" }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith("/department"))?.body).toEqual({ department_id: 2 }),
    );
  });

  it("reads a list typed with lines, commas or spaces", () => {
    expect(entries(" 1400,1401\n\n1402 ; 1403 ")).toEqual(["1400", "1401", "1402", "1403"]);
  });
});
