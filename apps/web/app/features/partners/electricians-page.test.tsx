import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customerProjectDetail } from "../../testing/customer-fixtures";
import { renderWithApp } from "../../testing/render";
import { ElectriciansPage } from "./electricians-page";
import { CONTRACTOR_UUID, electricianFixture, stubApi } from "./partners.test-support";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `GET /contractor/${CONTRACTOR_UUID}/electrician`;
const contractor = { uuid: CONTRACTOR_UUID, name: "Oslo Elektro og Varme AS", status: "ACTIVE" as const };
const invited = {
  uuid: "6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c",
  firstName: "Per",
  lastName: "Nilsen",
  phoneNumber: "+4791234567",
  role: "ELECTRICIAN" as const,
  workTypes: ["ELECTRICIAN" as const, "HEAT_PUMP" as const],
  department: null,
  status: "INVITED" as const,
  createdAt: "2026-12-01T09:00:00.000Z",
  expiresAt: "2026-12-15T09:00:00.000Z",
};
const job = {
  type: "PROJECT" as const,
  uuid: "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e",
  projectUuid: "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e",
  projectNumber: 100123,
  address: "Storgata 1",
  place: "Oslo",
  startsAt: "2026-12-03T07:00:00.000Z",
  endsAt: "2026-12-03T08:30:00.000Z",
};
const kari = electricianFixture({
  uuid: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
  firstName: "Kari",
  lastName: "Berg",
  phoneNumber: "+4798765432",
  workTypes: ["SOLAR"],
});

describe("the electricians page", () => {
  it("lists each electrician with phone, work types and upcoming work", () => {
    const api = stubApi();
    const per = electricianFixture({ upcoming: [job] });
    api.reply(LIST, { status: 200, body: { data: [per, kari], invitations: [] } });
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[per, kari]} />);
    const [first, second] = screen.getAllByTestId("electrician") as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("heading", { name: "Per Nilsen" })).toBeTruthy();
    expect(within(first).getByText("+47 912 34 567")).toBeTruthy();
    expect(within(first).getByText("Elektriker, Varmepumpe")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Prosjekt 100123" }).getAttribute("href")).toBe(
      "/prosjekter/100123",
    );
    expect(within(first).getByText(/03\. desember • kl\. 08:00, Storgata 1, Oslo/)).toBeTruthy();
    expect(within(second).getByText("Ingen kommende oppdrag")).toBeTruthy();
  });

  it("lets staff look without adding or removing", () => {
    const api = stubApi();
    api.reply(LIST, { status: 200, body: { data: [kari], invitations: [] } });
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[kari]} mayChange={false} />);
    expect(screen.getByRole("heading", { name: "Kari Berg" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fjern Kari Berg" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Legg til montør" })).toBeNull();
  });

  it("invites an electrician with a normalised phone number and shows them as invited", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    api.reply(
      LIST,
      { status: 200, body: { data: [kari], invitations: [] } },
      { status: 200, body: { data: [kari], invitations: [invited] } },
    );
    api.reply(`POST /contractor/${CONTRACTOR_UUID}/electrician`, {
      status: 200,
      body: { data: invited },
    });
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[kari]} />);
    const form = within(screen.getByRole("region", { name: "Legg til montør" }));
    await user.click(form.getByRole("button", { name: "Send invitasjon" }));
    expect(form.getByText("Oppgi fornavn")).toBeTruthy();
    expect(form.getByText("Ugyldig telefonnummer")).toBeTruthy();
    await user.type(form.getByLabelText("Fornavn"), "Per");
    await user.type(form.getByLabelText("Etternavn"), "Nilsen");
    await user.type(form.getByLabelText("Mobilnummer"), "912 34 567");
    await user.click(form.getByRole("checkbox", { name: "Varmepumpe" }));
    await user.click(form.getByRole("button", { name: "Send invitasjon" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      first_name: "Per",
      last_name: "Nilsen",
      phone_number: "+4791234567",
      work_types: ["ELECTRICIAN", "HEAT_PUMP"],
    });
    expect(
      await screen.findByText(
        "Per er invitert og får en SMS. Montøren vises her når invitasjonen er godtatt.",
      ),
    ).toBeTruthy();
    const person = within(await screen.findByTestId("invited-person"));
    expect(person.getByText("Per Nilsen")).toBeTruthy();
    expect(person.getByText("Invitert")).toBeTruthy();
    expect(person.getByText("Svar innen 15. desember 2026")).toBeTruthy();
    // Not an electrician yet: no calendar, no removal.
    expect(screen.queryByRole("heading", { name: "Per Nilsen" })).toBeNull();
  });

  it("shows a taken phone number under the field", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    api.reply(`POST /contractor/${CONTRACTOR_UUID}/electrician`, {
      status: 409,
      body: {
        code: "ELECTRICIAN_PHONE_TAKEN",
        message: "Telefonnummeret er allerede registrert på en montør.",
      },
    });
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[]} />);
    expect(screen.getByText("Ingen montører ennå. Legg til den første nedenfor.")).toBeTruthy();
    await user.type(screen.getByLabelText("Fornavn"), "Per");
    await user.type(screen.getByLabelText("Etternavn"), "Nilsen");
    await user.type(screen.getByLabelText("Mobilnummer"), "91234567");
    await user.click(screen.getByRole("button", { name: "Send invitasjon" }));
    const message = await screen.findByText("Telefonnummeret er allerede registrert på en montør.");
    expect(screen.getByLabelText("Mobilnummer").getAttribute("aria-describedby")).toBe(message.id);
  });

  it("tells a company waiting for approval so, and offers no invitation and no feedback", () => {
    stubApi().reply(LIST, { status: 200, body: { data: [], invitations: [] } });
    renderWithApp(
      <ElectriciansPage
        contractor={{ ...contractor, status: "PENDING" }}
        electricians={[]}
        feedback={[]}
        own
      />,
    );
    const notice = within(screen.getByTestId("pending-approval"));
    expect(notice.getByText("Bedriften venter på godkjenning")).toBeTruthy();
    expect(
      notice.getByRole("link", { name: "Fullfør firmaopplysninger og dekning" }).getAttribute("href"),
    ).toBe(`/partner/${CONTRACTOR_UUID}/bedrift`);
    expect(screen.queryByRole("region", { name: "Legg til montør" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Tilbakemelding til oss" })).toBeNull();
  });

  it("removes an electrician after a confirmation", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    api.reply(
      LIST,
      { status: 200, body: { data: [kari], invitations: [] } },
      { status: 200, body: { data: [], invitations: [] } },
    );
    api.reply(`DELETE /contractor/${CONTRACTOR_UUID}/electrician/${kari.uuid}`, {
      status: 200,
      body: { data: { removed: true } },
    });
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[kari]} />);
    await user.click(screen.getByRole("button", { name: "Fjern Kari Berg" }));
    const dialog = within(screen.getByRole("dialog", { name: "Fjerne Kari Berg?" }));
    await user.click(dialog.getByRole("button", { name: "Fjern Kari" }));
    expect(await screen.findByText("Kari Berg er fjernet")).toBeTruthy();
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Ingen montører ennå. Legg til den første nedenfor.")).toBeTruthy();
  });

  it("when refused for future work, lists the jobs that block it and gives one to a free colleague", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    // The page's copy is stale: the refusal fetches the list again and shows the job; after the swap
    // the job is gone.
    api.reply(
      LIST,
      { status: 200, body: { data: [kari], invitations: [] } },
      { status: 200, body: { data: [{ ...kari, upcoming: [job] }], invitations: [] } },
      { status: 200, body: { data: [kari], invitations: [] } },
    );
    api.reply(`DELETE /contractor/${CONTRACTOR_UUID}/electrician/${kari.uuid}`, {
      status: 409,
      body: {
        code: "ELECTRICIAN_HAS_FUTURE_WORK",
        message: "Montøren har oppdrag fremover. Flytt oppdragene til en kollega før montøren fjernes.",
      },
    });
    const timeslot = "7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e";
    api.reply(`GET /contractor/${CONTRACTOR_UUID}/project/${job.uuid}/swappable-electricians`, {
      status: 200,
      body: {
        data: {
          timeslot_uuid: timeslot,
          electricians: [
            { uuid: "9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f", firstName: "Ola", lastName: "Hansen" },
          ],
        },
      },
    });
    api.reply(`POST /contractor/${CONTRACTOR_UUID}/project/${job.uuid}/swap-timeslot`, {
      status: 200,
      body: { data: customerProjectDetail() },
    });
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[kari]} />);
    await user.click(screen.getByRole("button", { name: "Fjern Kari Berg" }));
    await user.click(screen.getByRole("button", { name: "Fjern Kari" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Kari Berg har oppdrag fremover" }));
    expect(dialog.getByText("Oppdragene må flyttes til en kollega før montøren kan fjernes.")).toBeTruthy();
    expect(await dialog.findByRole("link", { name: "Prosjekt 100123" })).toBeTruthy();
    expect(dialog.queryByRole("button", { name: "Fjern Kari" })).toBeNull();

    await user.click(dialog.getByRole("button", { name: "Bytt montør på prosjekt 100123" }));
    const swap = within(await screen.findByRole("dialog", { name: "Bytt montør på oppdrag 100123" }));
    await user.click(await swap.findByRole("radio", { name: "Ola Hansen" }));
    await user.click(swap.getByRole("button", { name: "Bytt til Ola Hansen" }));
    expect(await screen.findByText("Prosjekt 100123 er gitt til Ola Hansen")).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith("/swap-timeslot"))?.body).toEqual({
      timeslot_uuid: timeslot,
      electrician_uuid: "9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
    });
    // Back at the removal, with nothing left in the way.
    const again = within(await screen.findByRole("dialog", { name: "Fjerne Kari Berg?" }));
    expect(again.getByRole("button", { name: "Fjern Kari" })).toBeTruthy();
  });
});
