import type { Offer } from "@mt/contract/offer";
import type { ProjectDetail } from "@mt/contract/project";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/ui/toasts";
import { createQueryClient } from "../../lib/queries";
import { customerProjectDetail } from "../../testing/customer-fixtures";
import { NEW_CIRCUIT_LINE, OFFER_UUID, sentOffer } from "../../testing/offer-fixtures";
import { ProjectPage } from "./project-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BEFORE_CUTOFF = Date.parse("2026-11-20T12:00:00Z");
const AFTER_CUTOFF = Date.parse("2026-11-21T08:00:00Z");
const UUID = "8a1c2f0e-1111-4222-8333-444455556666";

type Answer = { status: number; body: unknown };
/** The API as this test needs it: one queued answer per "METHOD path"; every call is recorded. */
function stubApi(answers: Record<string, Answer[]>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? "GET"} ${url.split("?")[0]}`;
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key]?.shift();
      if (!answer) return new Response(JSON.stringify({ message: "uventet" }), { status: 500 });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const apiError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { message, code, errors: {} },
});

function ProjectRoute() {
  const { project, now } = useLoaderData() as { project: ProjectDetail; now: number };
  return <ProjectPage project={project} now={now} />;
}

function renderPage(project: ProjectDetail, now = BEFORE_CUTOFF) {
  const Stub = createRoutesStub([
    { path: "/dashboard/prosjekt/:uuid", Component: ProjectRoute, loader: () => ({ project, now }) },
  ]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <Stub initialEntries={[`/dashboard/prosjekt/${UUID}`]} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const OFFER = OFFER_UUID;
const OLD_OFFER = "9b2d3f10-2222-4333-8444-555566660000";
/** The sent offer with a socket besides the circuit, 150 minutes in all. */
const offerFixture = (fields: Partial<Offer> = {}) =>
  sentOffer({
    lines: [
      { ...NEW_CIRCUIT_LINE, minutesPerUnit: 150 },
      {
        source: "product",
        refId: 3,
        description: "Stikkontakt",
        quantity: 1,
        unitPriceOre: 234_500,
        totalOre: 234_500,
        minutesPerUnit: 0,
      },
    ],
    totalOre: 1_234_500,
    vatOre: 246_900,
    durationMinutes: 150,
    ...fields,
  });

const changes = () => screen.getByRole("region", { name: "Endre avtalen" });

describe("the customer's project page", () => {
  it("shows the number, the status road and the lines, with the photo that opens in full size", async () => {
    renderPage(customerProjectDetail());
    expect(await screen.findByText(/nr\. 100001/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Status" }).textContent).toContain("Bestilt (nå)");
    expect(screen.getByRole("img", { name: "Bilde 1 av 1, åpne i full størrelse" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Historikk" }).textContent).toContain("Kunden");
  });

  it("before the cut-off offers to move or cancel, after it says whom to call", async () => {
    renderPage(customerProjectDetail());
    expect(
      within(await screen.findByRole("region", { name: "Endre avtalen" })).getByText(
        /fram til 21\. november • kl\. 08:00/,
      ),
    ).toBeTruthy();
    expect(within(changes()).getByRole("button", { name: "Flytt tidspunkt" })).toBeTruthy();
    expect(within(changes()).getByRole("button", { name: "Avbestill" })).toBeTruthy();
    cleanup();

    // Past the cut-off the API offers the customer no change.
    renderPage(customerProjectDetail({ allowedMoves: [], mayReschedule: false }), AFTER_CUTOFF);
    const region = await screen.findByRole("region", { name: "Endre avtalen" });
    expect(region.textContent).toContain(
      "Det er for kort tid igjen til å endre selv. Ring oss på +47 800 12 345.",
    );
    expect(within(region).getByRole("link", { name: "+47 800 12 345" }).getAttribute("href")).toBe(
      "tel:+4780012345",
    );
    expect(within(region).queryByRole("button")).toBeNull();
    cleanup();

    // Nothing to say about a project that could not be changed anyway.
    renderPage(
      customerProjectDetail({ status: "in_progress", allowedMoves: [], mayReschedule: false }),
      AFTER_CUTOFF,
    );
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Endre avtalen" })).toBeNull();
  });

  it("cancels with the reason the customer gives, then shows the project as Kansellert", async () => {
    const calls = stubApi({
      [`POST /api/project/${UUID}/move`]: [
        {
          status: 200,
          body: {
            data: customerProjectDetail({ status: "cancelled", allowedMoves: [], mayReschedule: false }),
          },
        },
      ],
    });
    renderPage(customerProjectDetail());
    await userEvent.click(await screen.findByRole("button", { name: "Avbestill" }));
    const dialog = screen.getByRole("dialog", { name: "Avbestille?" });
    const reason = within(dialog).getByLabelText("Hvorfor avbestiller du?");
    expect(document.activeElement).toBe(reason);
    await userEvent.click(within(dialog).getByRole("button", { name: "Avbestill" }));
    expect(await within(dialog).findByText("Må fylles ut")).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.type(reason, "Vi har flyttet");
    await userEvent.click(within(dialog).getByRole("button", { name: "Avbestill" }));
    expect(await screen.findByText("Prosjektet er avbestilt.")).toBeTruthy();
    expect(calls).toEqual([
      {
        key: `POST /api/project/${UUID}/move`,
        body: { move: "cancel", version: 1, message: "Vi har flyttet" },
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("list", { name: "Status" }).textContent).toContain("Kansellert (nå)");
    expect(screen.queryByRole("region", { name: "Endre avtalen" })).toBeNull();
  });

  it("on a stale version closes the dialog and says the project changed", async () => {
    stubApi({
      [`POST /api/project/${UUID}/move`]: [
        apiError(409, "PROJECT_VERSION_CONFLICT", "Prosjektet er endret av noen andre i mellomtiden."),
      ],
    });
    renderPage(customerProjectDetail());
    await userEvent.click(await screen.findByRole("button", { name: "Avbestill" }));
    await userEvent.type(screen.getByLabelText("Hvorfor avbestiller du?"), "Syk");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Avbestill" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(changes()).getByRole("alert").textContent).toBe(
      "Prosjektet er endret av noen andre i mellomtiden.",
    );
  });

  it("moves the time to a free window; a window taken meanwhile is said in the dialog", async () => {
    const window = (date: string, start: string, startsAt: string, available = true) => ({
      date,
      start,
      end: `${String(Number(start.slice(0, 2)) + 4).padStart(2, "0")}:00`,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 4 * 3_600_000).toISOString(),
      earliestArrival: null,
      available,
    });
    const times = {
      status: 200,
      body: {
        data: {
          timeZone: "Europe/Oslo",
          kind: "JOB",
          durationMinutes: 90,
          from: "2026-11-23",
          earliest: null,
          days: [
            // Inside the customer's cut-off: the server marks it taken for them.
            {
              date: "2026-11-22",
              windows: [window("2026-11-22", "12:00", "2026-11-22T11:00:00Z", false)],
            },
            {
              date: "2026-11-23",
              // The present window and a full one are not offered.
              windows: [
                window("2026-11-23", "08:00", "2026-11-23T07:00:00Z"),
                window("2026-11-23", "12:00", "2026-11-23T11:00:00Z", false),
              ],
            },
            { date: "2026-11-24", windows: [window("2026-11-24", "08:00", "2026-11-24T07:00:00Z")] },
            { date: "2026-11-25", windows: [window("2026-11-25", "12:00", "2026-11-25T11:00:00Z")] },
          ],
        },
      },
    };
    const moved = customerProjectDetail({
      version: 2,
      windowStartsAt: "2026-11-25T11:00:00Z",
      windowEndsAt: "2026-11-25T15:00:00Z",
    });
    const calls = stubApi({
      [`GET /api/project/${UUID}/available-times`]: [times, times],
      [`POST /api/project/${UUID}/reschedule`]: [
        apiError(409, "TIMESLOT_TAKEN", "Tidspunktet er ikke lenger ledig."),
        { status: 200, body: { data: moved } },
      ],
    });
    renderPage(customerProjectDetail());
    await userEvent.click(await screen.findByRole("button", { name: "Flytt tidspunkt" }));
    const dialog = screen.getByRole("dialog", { name: "Flytt tidspunkt" });
    const tuesday = await within(dialog).findByRole("group", { name: "tirsdag 24. november" });
    // Monday's windows are the present one and a full one; Sunday's week has nothing to offer.
    const monday = within(dialog).getByRole("group", { name: "mandag 23. november" });
    expect(within(monday).queryByRole("radio")).toBeNull();
    expect(within(dialog).queryByRole("group", { name: "søndag 22. november" })).toBeNull();
    // Focus waits in the dialog while the times load, then moves to the first of them.
    const first = within(tuesday).getByRole("radio", { name: "tirsdag 24. november • kl. 08:00–12:00" });
    expect(document.activeElement).toBe(first);

    await userEvent.click(first);
    await userEvent.click(within(dialog).getByRole("button", { name: "Flytt til valgt tid" }));
    expect(await within(dialog).findByText("Tidspunktet er ikke lenger ledig.")).toBeTruthy();

    const wednesday = within(dialog).getByRole("group", { name: "onsdag 25. november" });
    await userEvent.click(within(wednesday).getByRole("radio", { name: /kl\. 12:00–16:00/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Flytt til valgt tid" }));
    expect(await screen.findByText("Tidspunktet er flyttet.")).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith("POST")).map((call) => call.body)).toEqual([
      { version: 1, startsAt: "2026-11-24T07:00:00Z" },
      { version: 1, startsAt: "2026-11-25T11:00:00Z" },
    ]);
    expect(screen.getByTestId("project-when").textContent).toBe("onsdag 25. november • kl. 12:00–16:00");
  });

  it("shows the newest offer and lets the customer accept it after confirming", async () => {
    const sent = offerFixture();
    const calls = stubApi({
      [`GET /api/offer/project/${UUID}`]: [
        {
          status: 200,
          body: {
            data: {
              offers: [sent, { ...sent, uuid: OLD_OFFER, version: 1, newestSent: false }],
              mayBuild: false,
            },
          },
        },
        {
          status: 200,
          body: { data: { offers: [{ ...sent, status: "accepted", mayAccept: false }], mayBuild: false } },
        },
      ],
      [`POST /api/offer/${OFFER}/accept`]: [{ status: 200, body: { data: { ...sent, status: "accepted" } } }],
      [`GET /api/project/${UUID}`]: [
        {
          status: 200,
          body: {
            data: customerProjectDetail({ kind: "INSPECTION", status: "offer_accepted", allowedMoves: [] }),
          },
        },
      ],
    });
    renderPage(
      customerProjectDetail({
        kind: "INSPECTION",
        status: "offer_sent",
        allowedMoves: [],
        mayReschedule: false,
      }),
    );
    const section = await screen.findByRole("region", { name: "Tilbud" });
    expect(await within(section).findByText("Ny kurs til bod")).toBeTruthy();
    expect(within(section).getByTestId("offer-total").textContent).toBe("kr\u00a012\u00a0345");
    expect(section.textContent).toContain("Gyldig til og med 20. mars 2027");
    expect(
      within(section).getByRole("link", { name: "Last ned tilbudet som PDF" }).getAttribute("href"),
    ).toBe(`/api/offer/${OFFER}/pdf`);
    await userEvent.click(within(section).getByRole("button", { name: "Godta tilbudet" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Godta tilbudet?" })).getByRole("button", {
        name: "Godta tilbudet",
      }),
    );
    expect(await screen.findByText("Tilbudet er godtatt.")).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`POST /api/offer/${OFFER}/accept`);
    expect(await within(section).findByText("Du har godtatt tilbudet")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("list", { name: "Status" }).textContent).toContain("Tilbud godtatt (nå)"),
    );
    expect(within(section).queryByRole("button", { name: "Godta tilbudet" })).toBeNull();
  });

  it("declines after confirming; a stale version is refused with the server's message", async () => {
    const sent = offerFixture();
    const calls = stubApi({
      [`GET /api/offer/project/${UUID}`]: [
        { status: 200, body: { data: { offers: [sent], mayBuild: false } } },
        { status: 200, body: { data: { offers: [sent], mayBuild: false } } },
        {
          status: 200,
          body: { data: { offers: [{ ...sent, status: "declined", mayAccept: false }], mayBuild: false } },
        },
      ],
      [`POST /api/offer/${OFFER}/decline`]: [
        apiError(409, "OFFER_NOT_NEWEST", "Dette tilbudet er erstattet av et nyere tilbud."),
        { status: 200, body: { data: { ...sent, status: "declined", mayAccept: false } } },
      ],
      [`GET /api/project/${UUID}`]: [
        { status: 200, body: { data: customerProjectDetail({ kind: "INSPECTION", status: "offer_sent" }) } },
        { status: 200, body: { data: customerProjectDetail({ kind: "INSPECTION", status: "offer_sent" }) } },
      ],
    });
    renderPage(
      customerProjectDetail({
        kind: "INSPECTION",
        status: "offer_sent",
        allowedMoves: [],
        mayReschedule: false,
      }),
    );
    const section = await screen.findByRole("region", { name: "Tilbud" });
    const decline = async () => {
      await userEvent.click(await within(section).findByRole("button", { name: "Avslå" }));
      await userEvent.click(
        within(screen.getByRole("dialog", { name: "Avslå tilbudet?" })).getByRole("button", {
          name: "Avslå tilbudet",
        }),
      );
    };
    await decline();
    expect(await screen.findByText("Dette tilbudet er erstattet av et nyere tilbud.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await decline();
    expect(await screen.findByText("Du har avslått tilbudet.")).toBeTruthy();
    expect(await within(section).findByText(/Du har avslått tilbudet\. Vi tar kontakt/)).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Avslå" })).toBeNull();
    expect(calls.filter((call) => call.key === `POST /api/offer/${OFFER}/decline`)).toHaveLength(2);
  });

  it("says clearly that an expired offer cannot be accepted, with no button to do it", async () => {
    stubApi({
      [`GET /api/offer/project/${UUID}`]: [
        {
          status: 200,
          body: { data: { offers: [offerFixture({ expired: true, mayAccept: false })], mayBuild: false } },
        },
      ],
    });
    renderPage(
      customerProjectDetail({
        kind: "INSPECTION",
        status: "offer_sent",
        allowedMoves: [],
        mayReschedule: false,
      }),
    );
    const section = await screen.findByRole("region", { name: "Tilbud" });
    expect(await within(section).findByText("Tilbudet er ikke lenger gyldig")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Godta tilbudet" })).toBeNull();
  });
});
