import type { SalesPartnerDetail, SalesPartnerPerson } from "@mt/contract/sales-partner";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../testing/api-stub";
import { renderWithApp } from "../../testing/render";
import { SalesPartnerPage } from "./sales-partner-page";
import { SalesPartnersListPage } from "./sales-partners-list-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PARTNER = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const ASANE = "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e";
const LAGUNEN = "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f";

const person = (
  firstName: string,
  roles: SalesPartnerPerson["roles"],
  store: string | null,
): SalesPartnerPerson => ({
  uuid: crypto.randomUUID(),
  firstName,
  lastName: "Hansen",
  phoneNumber: "+4790000011",
  roles,
  department: store ? { uuid: store, name: store === ASANE ? "Bergen Åsane" : "Bergen Lagunen" } : null,
});

function partner(change: Partial<SalesPartnerDetail> = {}): SalesPartnerDetail {
  return {
    uuid: PARTNER,
    name: "Byggmakker Vest AS",
    organizationNumber: null,
    active: true,
    departmentCount: 2,
    peopleCount: 3,
    ordersThisMonth: 4,
    createdAt: "2026-11-01T09:00:00.000Z",
    departments: [
      { uuid: LAGUNEN, name: "Bergen Lagunen", postCode: "5239", peopleCount: 0 },
      { uuid: ASANE, name: "Bergen Åsane", postCode: "5116", peopleCount: 2 },
    ],
    people: [
      person("Jonas", ["SALES_PARTNER_ADMIN"], null),
      person("Magnus", ["SALES_PARTNER_SELLER"], ASANE),
      person("Ida", ["SALES_PARTNER_DEPARTMENT_ADMIN"], ASANE),
    ],
    invitations: [],
    can: {
      editPartner: false,
      manageDepartments: true,
      addRoles: [
        "SALES_PARTNER_ADMIN",
        "SALES_PARTNER_DEPARTMENT_ADMIN",
        "SALES_PARTNER_SELLER",
        "STORE_EMPLOYEE",
      ],
      onlyDepartment: null,
    },
    ...change,
  };
}

const api = () => stubApi({ repeatLast: true, matchWithoutQuery: true });

describe("the sales partner page", () => {
  it("shows a partner admin the stores and people, with every role to give", () => {
    const stub = api();
    stub.reply(`GET /sales-partner/${PARTNER}`, { status: 200, body: { data: partner() } });
    renderWithApp(<SalesPartnerPage partner={partner()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Byggmakker Vest AS" })).toBeTruthy();
    expect(screen.getAllByTestId("sales-partner-store")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Slett Bergen Åsane" })).toBeTruthy();
    const people = screen.getAllByTestId("sales-partner-person");
    expect(within(people[0] as HTMLElement).getByText("Partneradmin")).toBeTruthy();
    const form = within(screen.getByRole("form", { name: "Legg til person" }));
    expect(form.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Partneradmin",
      "Avdelingsadmin",
      "Selger",
      "Proff i butikk",
      "Velg butikk",
      "Bergen Lagunen",
      "Bergen Åsane",
    ]);
    // Nobody invited yet.
    expect(screen.queryByTestId("invited-person")).toBeNull();
    // Only a global admin changes the partner itself.
    expect(screen.queryByRole("region", { name: "Opplysninger" })).toBeNull();
  });

  it("keeps a department admin to their own store: no store changes, sellers and store employees only", () => {
    const mine = partner({
      people: [
        person("Magnus", ["SALES_PARTNER_SELLER"], ASANE),
        person("Ida", ["SALES_PARTNER_DEPARTMENT_ADMIN"], ASANE),
      ],
      can: {
        editPartner: false,
        manageDepartments: false,
        addRoles: ["SALES_PARTNER_SELLER", "STORE_EMPLOYEE"],
        onlyDepartment: ASANE,
      },
    });
    const stub = api();
    stub.reply(`GET /sales-partner/${PARTNER}`, { status: 200, body: { data: mine } });
    renderWithApp(<SalesPartnerPage partner={mine} />);
    expect(screen.getByRole("heading", { name: "Personer i Bergen Åsane (2)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Slett/ })).toBeNull();
    expect(screen.queryByRole("form", { name: "Legg til butikk" })).toBeNull();
    expect(screen.getByRole("button", { name: "Fjern Magnus Hansen" })).toBeTruthy();
    // Another admin of the store is not theirs to remove.
    expect(screen.queryByRole("button", { name: "Fjern Ida Hansen" })).toBeNull();
    const form = within(screen.getByRole("form", { name: "Legg til person" }));
    expect(form.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Selger",
      "Proff i butikk",
      "Bergen Åsane",
    ]);
  });

  it("adds a person with a normalised number, and shows the server's message under the field", async () => {
    const user = userEvent.setup();
    const stub = api();
    stub.reply(`GET /sales-partner/${PARTNER}`, { status: 200, body: { data: partner() } });
    stub.reply(`POST /sales-partner/${PARTNER}/people`, {
      status: 409,
      body: {
        message: "Nummeret er allerede invitert. Invitasjonen venter på svar.",
        code: "INVITATION_PENDING",
        errors: { phoneNumber: ["Nummeret er allerede invitert. Invitasjonen venter på svar."] },
      },
    });
    renderWithApp(<SalesPartnerPage partner={partner()} />);
    const form = within(screen.getByRole("form", { name: "Legg til person" }));
    await user.click(form.getByRole("button", { name: "Send invitasjon" }));
    expect(form.getByText("Oppgi fornavn")).toBeTruthy();
    expect(form.getByText("Velg butikk", { selector: "p, span, div" })).toBeTruthy();
    expect(stub.calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.type(form.getByLabelText("Fornavn"), "Nora");
    await user.type(form.getByLabelText("Etternavn"), "Berg");
    await user.type(form.getByLabelText("Mobilnummer"), "922 33 100");
    await user.selectOptions(form.getByLabelText("Butikk"), ASANE);
    await user.click(form.getByRole("button", { name: "Send invitasjon" }));
    await waitFor(() =>
      expect(form.getByText("Nummeret er allerede invitert. Invitasjonen venter på svar.")).toBeTruthy(),
    );
    expect(stub.calls.find((c) => c.method === "POST")?.body).toEqual({
      firstName: "Nora",
      lastName: "Berg",
      phoneNumber: "+4792233100",
      role: "SALES_PARTNER_SELLER",
      departmentId: ASANE,
    });
  });

  it("lists the people invited who have not answered, as invited, apart from the people", () => {
    const withInvited = partner({
      invitations: [
        {
          uuid: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
          firstName: "Lise",
          lastName: "Dahl",
          phoneNumber: "+4791880001",
          role: "SALES_PARTNER_SELLER",
          workTypes: [],
          department: { uuid: ASANE, name: "Bergen Åsane" },
          status: "INVITED",
          createdAt: "2026-12-01T09:00:00.000Z",
          expiresAt: "2026-12-15T09:00:00.000Z",
        },
      ],
    });
    api().reply(`GET /sales-partner/${PARTNER}`, { status: 200, body: { data: withInvited } });
    renderWithApp(<SalesPartnerPage partner={withInvited} />);
    const invited = within(screen.getByTestId("invited-person"));
    expect(invited.getByText("Lise Dahl")).toBeTruthy();
    expect(invited.getByText("Selger · Bergen Åsane")).toBeTruthy();
    expect(invited.getByText("Invitert")).toBeTruthy();
    expect(screen.getAllByTestId("sales-partner-person")).toHaveLength(3);
  });

  it("does not offer to delete a store while people work there", async () => {
    const user = userEvent.setup();
    const stub = api();
    stub.reply(`GET /sales-partner/${PARTNER}`, { status: 200, body: { data: partner() } });
    renderWithApp(<SalesPartnerPage partner={partner()} />);
    await user.click(screen.getByRole("button", { name: "Slett Bergen Åsane" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.getByText("Bergen Åsane har ansatte")).toBeTruthy();
    expect(dialog.queryByRole("button", { name: /Slett/ })).toBeNull();
  });
});

describe("the sales partners list", () => {
  it("lists partners with their figures and creates a new one for a global admin", async () => {
    const user = userEvent.setup();
    const stub = api();
    stub.reply("POST /sales-partner", {
      status: 422,
      body: {
        message: "Noen av feltene er ikke riktig utfylt.",
        code: "VALIDATION_ERROR",
        errors: { organizationNumber: ["Ugyldig organisasjonsnummer"] },
      },
    });
    const { departments: _d, people: _p, can: _c, ...summary } = partner();
    renderWithApp(<SalesPartnersListPage partners={[summary]} mayCreate />);
    const row = within(screen.getByTestId("sales-partner-row"));
    expect(row.getByRole("link", { name: "Byggmakker Vest AS" }).getAttribute("href")).toBe(
      `/selgere/${PARTNER}`,
    );
    expect(row.getByText("4")).toBeTruthy();
    const form = within(screen.getByRole("region", { name: "Ny salgspartner" }));
    await user.click(form.getByRole("button", { name: "Opprett salgspartner" }));
    expect(form.getByText("Oppgi navn")).toBeTruthy();
    await user.type(form.getByLabelText("Navn"), "Elkjøp AS");
    await user.type(form.getByLabelText(/Organisasjonsnummer/), "123");
    await user.click(form.getByRole("button", { name: "Opprett salgspartner" }));
    await waitFor(() => expect(form.getByText("Ugyldig organisasjonsnummer")).toBeTruthy());
  });

  it("has no create form for others", () => {
    renderWithApp(<SalesPartnersListPage partners={[]} mayCreate={false} />);
    expect(screen.getByText("Ingen salgspartnere ennå")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Ny salgspartner" })).toBeNull();
  });
});
