import type { ProjectDetail } from "@mt/contract/project";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { projectDetail } from "../../testing/fixtures";
import { renderWithApp } from "../../testing/render";
import { ProjectDeskPage } from "./project-desk-page";

const { calls, replies } = stubApiForEachTest();
afterEach(cleanup);

const UUID = projectDetail().uuid;

function renderPage(project: ProjectDetail, customerLink = true) {
  renderWithApp(<ProjectDeskPage project={project} customerLink={customerLink} />);
}

const actions = () => within(screen.getByRole("region", { name: "Handlinger" }));

describe("the project page on the projects desk", () => {
  it("shows the project: customer with a link for staff, lines with prices and photos, timeline newest first", () => {
    renderPage(projectDetail());
    expect(screen.getByRole("heading", { level: 1, name: "El-kontroll" })).toBeTruthy();
    expect(screen.getByText(/Jobb nr\. 100001/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ola Nordmann" }).getAttribute("href")).toBe(
      "/kunder/7b1c2f0e-1111-4222-8333-444455556666",
    );
    expect(screen.getByRole("link", { name: "+47 912 34 567" }).getAttribute("href")).toBe("tel:+4791234567");
    expect(screen.getByRole("img", { name: "Bilde 1 av 1, åpne i full størrelse" })).toBeTruthy();
    expect(screen.getAllByText("kr 2 500")).toHaveLength(2);
    const events = screen.getAllByTestId("timeline-event");
    expect(events.map((event) => event.querySelector("strong")?.textContent)).toEqual([
      "Internt notat",
      "Bestilling mottatt",
    ]);
    expect(within(events[0] as HTMLElement).getByText("Internt")).toBeTruthy();
  });

  it("shows the store channel: sales partner, store, seller and what the seller sold", () => {
    renderPage(
      projectDetail({
        salesChannel: "STORE",
        salesPartner: { uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Byggmakker Vest AS" },
        salesPartnerDepartment: { uuid: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", name: "Bergen Åsane" },
        seller: { uuid: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f", name: "Magnus Pedersen" },
        sellerDescription: "Solgt: elbillader Easee One",
      }),
    );
    const fact = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    expect(fact("Salgspartner")).toBe("Byggmakker Vest AS");
    expect(fact("Butikk")).toBe("Bergen Åsane");
    expect(fact("Selger")).toBe("Magnus Pedersen");
    expect(fact("Selgers beskrivelse")).toBe("Solgt: elbillader Easee One");
    cleanup();
    renderPage(projectDetail());
    expect(screen.queryByText("Salgspartner", { selector: "dt" })).toBeNull();
    expect(screen.queryByText("Selger", { selector: "dt" })).toBeNull();
  });

  it("names the customer without a link for those who may not open the customers desk", () => {
    renderPage(projectDetail(), false);
    expect(screen.queryByRole("link", { name: "Ola Nordmann" })).toBeNull();
    expect(screen.getAllByText("Ola Nordmann").length).toBeGreaterThan(0);
  });

  it("offers one button per allowed move, and nothing the API did not allow", () => {
    renderPage(
      projectDetail({ status: "confirmed", allowedMoves: ["schedule", "cancel"], mayReschedule: false }),
    );
    const buttons = actions()
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(buttons).toEqual(["Planlegg", "Kanseller prosjektet"]);
    cleanup();
    renderPage(projectDetail({ status: "invoiced", allowedMoves: [], mayReschedule: false }));
    expect(actions().queryAllByRole("button")).toEqual([]);
    expect(actions().getByText(/Ingen handlinger/)).toBeTruthy();
  });

  it("makes a move with the version it read, then shows the new status and a toast", async () => {
    replies[`POST /project/${UUID}/move`] = [
      {
        status: 200,
        body: { data: projectDetail({ status: "confirmed", version: 4, allowedMoves: ["schedule"] }) },
      },
    ];
    renderPage(projectDetail());
    await userEvent.setup().click(actions().getByRole("button", { name: "Bekreft oppdraget" }));
    expect(await screen.findByText("Status endret til «Bekreftet av installatør».")).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: "POST",
      path: `/project/${UUID}/move`,
      body: { move: "confirm", version: 3 },
    });
    expect(actions().getByRole("button", { name: "Planlegg" })).toBeTruthy();
  });

  it("cancels only with a message to the customer, after a confirmation", async () => {
    replies[`POST /project/${UUID}/move`] = [
      { status: 200, body: { data: projectDetail({ status: "cancelled", version: 4, allowedMoves: [] }) } },
    ];
    renderPage(projectDetail());
    const actor = userEvent.setup();
    await actor.click(actions().getByRole("button", { name: "Kanseller prosjektet" }));
    const dialog = await screen.findByRole("dialog", { name: "Kanseller prosjekt 100001?" });
    const message = within(dialog).getByLabelText("Melding til kunden");
    await actor.click(within(dialog).getByRole("button", { name: "Kanseller prosjektet" }));
    expect(within(dialog).getByText("Skriv en melding til kunden.")).toBeTruthy();
    expect(message.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);

    await actor.type(message, "Elektrikeren er syk, vi ringer deg.");
    await actor.click(within(dialog).getByRole("button", { name: "Kanseller prosjektet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([
      {
        method: "POST",
        path: `/project/${UUID}/move`,
        body: { move: "cancel", version: 3, message: "Elektrikeren er syk, vi ringer deg." },
      },
    ]);
    expect(await screen.findByText("Prosjektet er kansellert, og kunden har fått beskjed.")).toBeTruthy();
    expect(screen.getAllByText("Kansellert").length).toBeGreaterThan(0);
  });

  it("on a version conflict shows the server's message and the fresh project", async () => {
    replies[`POST /project/${UUID}/move`] = [
      {
        status: 409,
        body: {
          message: "Prosjektet er endret av noen andre i mellomtiden. Se oppdatert status og prøv igjen.",
          code: "PROJECT_VERSION_CONFLICT",
        },
      },
    ];
    replies[`GET /project/${UUID}`] = [
      {
        status: 200,
        body: {
          data: projectDetail({ status: "confirmed", version: 4, allowedMoves: ["schedule", "cancel"] }),
        },
      },
    ];
    renderPage(projectDetail());
    await userEvent.setup().click(actions().getByRole("button", { name: "Bekreft oppdraget" }));
    expect(
      await screen.findByText(
        "Prosjektet er endret av noen andre i mellomtiden. Se oppdatert status og prøv igjen.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(actions().getByRole("button", { name: "Planlegg" })).toBeTruthy());
    expect(actions().queryByRole("button", { name: "Bekreft oppdraget" })).toBeNull();
    expect(screen.getAllByText("Bekreftet av installatør").length).toBeGreaterThan(0);
  });

  it("moves the time to a window the installer offers", async () => {
    const window = (start: string, startsAt: string, available = true) => ({
      date: "2026-11-25",
      start,
      end: "12:00",
      startsAt,
      endsAt: startsAt,
      earliestArrival: null,
      available,
    });
    replies[`GET /project/${UUID}/available-times?days=28`] = [
      {
        status: 200,
        body: {
          data: {
            timeZone: "Europe/Oslo",
            kind: "JOB",
            durationMinutes: 90,
            from: "2026-11-24",
            days: [
              { date: "2026-11-24", windows: [window("08:00", "2026-11-24T07:00:00Z", false)] },
              { date: "2026-11-25", windows: [window("08:00", "2026-11-25T07:00:00Z")] },
            ],
            earliest: null,
          },
        },
      },
    ];
    replies[`POST /project/${UUID}/reschedule`] = [
      { status: 200, body: { data: projectDetail({ version: 4, windowStartsAt: "2026-11-25T07:00:00Z" }) } },
    ];
    renderPage(projectDetail());
    const actor = userEvent.setup();
    await actor.click(actions().getByRole("button", { name: "Flytt tidspunkt" }));
    const dialog = await screen.findByRole("dialog", { name: "Flytt tidspunkt" });
    const day = await within(dialog).findByRole("group", { name: "onsdag 25. november" });
    expect(
      within(within(dialog).getByRole("group", { name: "tirsdag 24. november" })).queryByRole("radio"),
    ).toBeNull();
    await actor.click(within(day).getByRole("radio", { name: /kl\. 08:00/ }));
    await actor.click(within(dialog).getByRole("button", { name: "Flytt til valgt tid" }));
    expect(await screen.findByText("Tidspunktet er flyttet, og kunden har fått beskjed.")).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ version: 3, startsAt: "2026-11-25T07:00:00Z" });
  });

  it("loads the rating and claims panels for a finished job, and the inspection's panels only for one", async () => {
    replies[`GET /rating/project/${UUID}`] = [
      { status: 200, body: { data: { mayRate: false, rating: null } } },
    ];
    replies[`GET /claim/for-project/${UUID}`] = [
      {
        status: 200,
        body: {
          data: {
            deadline: "2031-11-10",
            deadlineText: "Reklamasjonsfrist: 10. november 2031",
            withinDeadline: true,
            mayOpen: false,
            mayOverride: false,
            claims: [],
          },
        },
      },
    ];
    renderPage(projectDetail({ status: "completed", allowedMoves: [] }));
    expect(await screen.findByText("Kunden har ikke gitt en vurdering ennå.")).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Reklamasjon" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Tilbud" })).toBeNull();
    expect(calls.map((call) => call.path).sort()).toEqual([
      `/claim/for-project/${UUID}`,
      `/rating/project/${UUID}`,
    ]);
  });

  it("adds an internal note", async () => {
    replies[`POST /project/${UUID}/note`] = [{ status: 201, body: { data: projectDetail({ version: 4 }) } }];
    renderPage(projectDetail());
    const actor = userEvent.setup();
    await actor.click(screen.getByRole("button", { name: "Legg til notat" }));
    expect(screen.getByText("Skriv notatet.")).toBeTruthy();
    await actor.type(screen.getByLabelText("Notat"), "Ringte kunden.");
    await actor.click(screen.getByRole("button", { name: "Legg til notat" }));
    expect(await screen.findByText("Notatet er lagt til.")).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ text: "Ringte kunden." });
    expect((screen.getByLabelText("Notat") as HTMLTextAreaElement).value).toBe("");
  });
});
