import type { AffectedWork, Availability } from "@mt/contract/availability";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { customerProjectDetail } from "../../testing/customer-fixtures";
import { renderWithApp } from "../../testing/render";
import { AvailabilityPage } from "./availability-page";

const COMPANY = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const PER = "6f1c2a9e-3b7d-4c1e-9a2b-1d2e3f4a5b6c";
const OLA = "7f1c2a9e-3b7d-4c1e-9a2b-1d2e3f4a5b6c";
const PROJECT = "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e";
const SLOT = "9e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e";
const base = `/contractor/${COMPANY}/electrician/${PER}`;

function availability(change: Partial<Availability> = {}): Availability {
  return {
    electrician: { uuid: PER, userUuid: null, firstName: "Per", lastName: "Nilsen" },
    contractor: { id: 1, uuid: COMPANY, name: "Oslo Elektro og Varme AS" },
    timeZone: "Europe/Oslo",
    standardWeek: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "07:30", end: "15:30" })),
    ownWeek: null,
    exceptions: [],
    may: { editStandardWeek: false, swap: false },
    ...change,
  };
}

const job: AffectedWork = {
  type: "PROJECT",
  timeslotUuid: SLOT,
  uuid: PROJECT,
  projectUuid: PROJECT,
  projectNumber: 100123,
  address: "Storgata 1",
  postCode: "0150",
  place: "Oslo",
  customerName: "Nora Hansen",
  startsAt: "2026-12-07T08:00:00.000Z",
  endsAt: "2026-12-07T10:00:00.000Z",
  windowStartsAt: "2026-12-07T08:00:00.000Z",
  windowEndsAt: "2026-12-07T10:00:00.000Z",
  electrician: { uuid: PER, firstName: "Per", lastName: "Nilsen" },
};

const { calls, reply } = stubApiForEachTest();
afterEach(cleanup);

function renderPage(initial: Availability) {
  renderWithApp(<AvailabilityPage initial={initial} />);
}

async function addHoliday(user: ReturnType<typeof userEvent.setup>, date: string) {
  await user.type(screen.getByRole("textbox", { name: /Fra dato/ }), date);
  await user.click(screen.getByRole("button", { name: "Legg til unntak" }));
}

describe("the availability page", () => {
  it("shows the standard week, no exceptions, and no standard editor for an electrician", () => {
    renderPage(availability());
    expect(screen.getByRole("heading", { level: 1, name: "Tilgjengelighet for Per Nilsen" })).toBeTruthy();
    expect(screen.getByText(/Standarduke: Man 07:30–15:30/)).toBeTruthy();
    expect(screen.getByText("Ingen kommende unntak.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Firmaets standarduke" })).toBeNull();
  });

  it("checks the date in Norwegian before asking the server", async () => {
    const user = userEvent.setup();
    renderPage(availability());
    await addHoliday(user, "31.11.2026");
    expect(screen.getByText("Skriv datoen som dd.mm.åååå, for eksempel 24.12.2026")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("an electrician sees the affected job, cannot swap, keeps it and saves with keep", async () => {
    const user = userEvent.setup();
    renderPage(availability());
    reply(`POST ${base}/projects-affected-by-general-availability`, { status: 200, body: { data: [job] } });
    const saved = availability({
      exceptions: [
        {
          id: 5,
          kind: "holiday",
          note: null,
          startsAt: "2026-12-06T23:00:00.000Z",
          endsAt: "2026-12-07T08:00:00.000Z",
        },
      ],
    });
    reply(`POST ${base}/availability-exception`, { status: 200, body: { data: saved } });
    await addHoliday(user, "07.12.2026");
    const list = within(await screen.findByRole("region", { name: "Berørte oppdrag" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Berørte oppdrag" }));
    expect(list.getByText(/Nora Hansen/)).toBeTruthy();
    expect(list.getByText(/Storgata 1/)).toBeTruthy();
    expect(list.queryByRole("button", { name: "Bytt montør" })).toBeNull();
    expect(list.getByText(/Bare firmaets administrator kan bytte montør/)).toBeTruthy();
    const save = list.getByRole("button", { name: "Lagre endringen" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(list.getByRole("button", { name: "Behold" }));
    await user.click(save);
    expect(calls.at(-1)).toEqual({
      method: "POST",
      path: `${base}/availability-exception`,
      body: { kind: "holiday", from_date: "2026-12-07", to_date: "2026-12-07", keep: [SLOT] },
    });
    expect(await screen.findByText("Unntaket er lagt til.")).toBeTruthy();
    expect(screen.getByText(/Ferie/, { selector: "strong" })).toBeTruthy();
  });

  it("an admin swaps the job to a colleague in the dialog, then the change saves", async () => {
    const user = userEvent.setup();
    renderPage(availability({ may: { editStandardWeek: true, swap: true } }));
    expect(screen.getByRole("heading", { name: "Firmaets standarduke" })).toBeTruthy();
    reply(`POST ${base}/projects-affected-by-general-availability`, { status: 200, body: { data: [job] } });
    reply(`GET /contractor/${COMPANY}/project/${PROJECT}/swappable-electricians`, {
      status: 200,
      body: {
        data: { timeslot_uuid: SLOT, electricians: [{ uuid: OLA, firstName: "Ola", lastName: "Nordmann" }] },
      },
    });
    reply(`POST /contractor/${COMPANY}/project/${PROJECT}/swap-timeslot`, {
      status: 200,
      body: { data: customerProjectDetail() },
    });
    reply(`POST ${base}/availability-exception`, { status: 200, body: { data: availability() } });
    await addHoliday(user, "07.12.2026");
    await user.click(await screen.findByRole("button", { name: "Bytt montør" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(await dialog.findByRole("radio", { name: "Ola Nordmann" }));
    await user.click(dialog.getByRole("button", { name: "Bytt til Ola Nordmann" }));
    expect(await screen.findByText("Oppdrag 100123 er gitt til Ola Nordmann.")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/swap-timeslot"))?.body).toEqual({
      timeslot_uuid: SLOT,
      electrician_uuid: OLA,
    });
    expect(await screen.findByText("Unntaket er lagt til.")).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({ kind: "holiday", keep: [] });
  });
});
