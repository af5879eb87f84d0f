import type { CalendarWire } from "@mt/contract/contractor";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientSideLinks } from "../../components/ui/page-link";
import { busyWireEvents, calendarWireFixture } from "./calendar-fixture";
import { CalendarPage, periodHeading } from "./calendar-page";
import { calendarQueryFromUrl } from "./calendar-query";
import { MONTH_DAY_LIMIT, shownCalendar, WEEK_CELL_LIMIT } from "./calendar-shown";
import { MONTH_CELL_ENTRIES } from "./month-grid";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASE = "/partner/c1/kalender";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

let shown: CalendarWire = calendarWireFixture();

/** The page as its loader feeds it (`shownCalendar`), under the root's in-app navigation of plain links. */
function PageAtUrl() {
  const location = useLocation();
  const query = calendarQueryFromUrl(new URLSearchParams(location.search));
  return (
    <>
      <ClientSideLinks />
      <CalendarPage
        title="Kalender for Oslo Elektro og Varme AS"
        basePath={BASE}
        query={query}
        {...shownCalendar(shown, query, true)}
        sideBySide
        ratingSummary={{ average: 4.5, count: 2 }}
      />
      <Where />
    </>
  );
}

const Stub = createRoutesStub([
  { path: BASE, Component: PageAtUrl, loader: () => null },
  { path: "/prosjekter/:number", Component: Where },
]);

async function renderPage(url: string, data = calendarWireFixture()) {
  shown = data;
  render(<Stub initialEntries={[url]} />);
  // The first render draws the calendar grid too, slow in jsdom.
  await screen.findByRole(
    "heading",
    { level: 1, name: "Kalender for Oslo Elektro og Varme AS" },
    { timeout: 10_000 },
  );
}

const where = () => screen.getByTestId("where").textContent;

describe("a calendar page", () => {
  it("on a phone lists the month's days: bookings with kind, time and electrician, time off labelled", async () => {
    await renderPage(`${BASE}?view=month&date=2026-11-24`);
    const agenda = screen.getByRole("list", { name: "Dag for dag" });
    const days = within(agenda)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(days).toEqual([
      "Tirsdag 24. november",
      "Onsdag 25. november",
      "Torsdag 26. november",
      "Lørdag 28. november",
    ]);
    const job = within(agenda).getByRole("link", { name: /Jobb 100123 · Storgata 1, Oslo/ });
    expect(job.getAttribute("href")).toBe("/prosjekter/100123");
    expect(job.closest("li")?.textContent).toContain("08:00–10:00");
    expect(job.closest("li")?.textContent).toContain("Per Nilsen");
    expect(within(agenda).getByRole("link", { name: /Befaring 100200/ })).toBeTruthy();
    expect(within(agenda).getByRole("link", { name: /Reklamasjon 100077/ })).toBeTruthy();
    expect(within(agenda).getByText("Arbeidstid: Per Nilsen 07:30–15:30")).toBeTruthy();
    expect(within(agenda).getByText("Syk")).toBeTruthy();
    expect(within(agenda).getByText("Ekstra arbeidstid: Lørdagsvakt")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Kundenes vurdering av dere" }).textContent).toContain(
      "4,5 av 5",
    );
  });

  it("keeps the view and the date in the URL: day, week, month, back, ahead and today", async () => {
    await renderPage(`${BASE}?view=week&date=2026-11-24`);
    expect(screen.getByRole("heading", { level: 2, name: "Uke 48 · 23.–29. november 2026" })).toBeTruthy();
    const user = userEvent.setup();
    const views = screen.getByRole("navigation", { name: "Visning" });
    expect(within(views).getByRole("link", { name: "Uke" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(views).getByRole("link", { name: "Måned" }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=month&date=2026-11-24`));
    expect(screen.getByRole("heading", { level: 2, name: "November 2026" })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Neste" }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=month&date=2026-12-01`));
    await user.click(within(views).getByRole("link", { name: "Dag" }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=day&date=2026-12-01`));
    await user.click(screen.getByRole("link", { name: "Forrige" }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=day&date=2026-11-30`));
    expect(screen.getByRole("heading", { level: 2, name: "Mandag 30. november 2026" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "I dag" }).getAttribute("href")).toMatch(
      new RegExp(`^${BASE}\\?view=day&date=\\d{4}-\\d{2}-\\d{2}$`),
    );
  });

  it("lists a full day's first bookings in the month and the rest behind «Vis alle», its day view", async () => {
    const data = calendarWireFixture();
    const [per, kari] = data.electricians;
    if (!per || !kari) throw new Error("the fixture has two electricians");
    // Tuesday 24 November from 07:00, twenty jobs a quarter apart.
    const busy = busyWireEvents(20);
    await renderPage(`${BASE}?view=month&date=2026-11-24`, {
      ...data,
      electricians: [{ ...per, events: [...busy, ...per.events] }, kari],
    });
    const agenda = screen.getByRole("list", { name: "Dag for dag" });
    const tuesday = within(agenda).getByRole("heading", { level: 3, name: "Tirsdag 24. november" });
    const day = tuesday.closest("li") as HTMLElement;
    const listed = within(day).getAllByRole("link", { name: /^Jobb \d+/ });
    expect(listed).toHaveLength(MONTH_DAY_LIMIT);
    expect(listed[0]?.textContent).toContain("101000");
    // A day that is not full has no such link.
    const thursday = within(agenda).getByRole("heading", { level: 3, name: "Torsdag 26. november" });
    expect(
      within(thursday.closest("li") as HTMLElement).queryByRole("link", { name: /Vis alle/ }),
    ).toBeNull();
    await userEvent.setup().click(within(day).getByRole("link", { name: "Vis alle (22)" }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=day&date=2026-11-24`));
    const dayAgenda = screen.getByRole("list", { name: "Dag for dag" });
    expect(within(dayAgenda).getAllByRole("link", { name: /^(Jobb|Befaring) \d+/ })).toHaveLength(22);
    expect(within(dayAgenda).queryByRole("link", { name: /Vis alle/ })).toBeNull();
  });

  it("draws the month as a table of weeks: a day's number opens it, its first entries, «Vis alle» the rest", async () => {
    const data = calendarWireFixture();
    const [per, kari] = data.electricians;
    if (!per || !kari) throw new Error("the fixture has two electricians");
    await renderPage(`${BASE}?view=month&date=2026-11-24`, {
      ...data,
      electricians: [{ ...per, events: [...busyWireEvents(20), ...per.events] }, kari],
    });
    const grid = document.querySelector(".cal-body__grid") as HTMLElement;
    const month = within(grid).getByRole("table");
    // Monday 26 October to Sunday 6 December: six weeks and the weekdays' row.
    expect(within(month).getAllByRole("row")).toHaveLength(7);
    expect(within(month).getAllByRole("columnheader")[0]?.textContent).toBe("mandag");
    const tuesday = within(month).getAllByRole("link", { name: "24" })[0]?.closest("td") as HTMLElement;
    const entries = within(tuesday).getAllByRole("listitem");
    expect(entries).toHaveLength(MONTH_CELL_ENTRIES);
    // The company's month names the electrician.
    expect(within(tuesday).getAllByRole("link", { name: /^Jobb 101000 · Per Nilsen$/ })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(tuesday).getByRole("link", { name: "Vis alle (22)" }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=day&date=2026-11-24`));
    await user.click(
      within(screen.getByRole("navigation", { name: "Visning" })).getByRole("link", { name: "Måned" }),
    );
    await waitFor(() => expect(where()).toBe(`${BASE}?view=month&date=2026-11-24`));
    await user.click(
      within(screen.getByRole("table")).getAllByRole("link", { name: "26" })[1] as HTMLElement,
    );
    await waitFor(() => expect(where()).toBe(`${BASE}?view=day&date=2026-11-26`));
  });

  it("shows the company's week as a row per electrician and a column per day, at every width", async () => {
    const data = calendarWireFixture();
    const [per, kari] = data.electricians;
    if (!per || !kari) throw new Error("the fixture has two electricians");
    // Per's Tuesday is full: six jobs from 07:00 and his own at 08:00.
    await renderPage(`${BASE}?view=week&date=2026-11-24`, {
      ...data,
      electricians: [{ ...per, events: [...busyWireEvents(6), ...per.events] }, kari],
    });
    // One view for both widths: no second copy for the phone.
    expect(screen.queryByRole("list", { name: "Dag for dag" })).toBeNull();
    const table = screen.getByRole("table");
    const days = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(days).toEqual([
      "Montør",
      "man. 23. nov.",
      "tir. 24. nov.",
      "ons. 25. nov.",
      "tor. 26. nov.",
      "fre. 27. nov.",
      "lør. 28. nov.",
      "søn. 29. nov.",
    ]);
    const cell = (name: string, day: number) => {
      const row = within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
      return within(row).getAllByRole("cell")[day] as HTMLElement;
    };
    // Tuesday: Per's working time, his first bookings and the way to the rest.
    const perTuesday = cell("Per Nilsen", 1);
    expect(perTuesday.textContent).toContain("07:30–15:30");
    const listed = within(perTuesday).getAllByRole("link", { name: /^(Jobb|Befaring|Reklamasjon) \d+/ });
    expect(listed).toHaveLength(WEEK_CELL_LIMIT);
    expect(listed[0]?.textContent).toBe("■ Jobb 101000 · Travveien 1, Oslo");
    expect(listed[0]?.closest("li")?.textContent).toContain("07:00–07:15");
    const kariTuesday = cell("Kari Hansen", 1);
    const inspection = within(kariTuesday).getByRole("link", { name: "Befaring 100200 · Solveien 3, Bærum" });
    expect(inspection.getAttribute("href")).toBe("/prosjekter/100200");
    expect(within(kariTuesday).queryByRole("link", { name: /Vis alle/ })).toBeNull();
    // Time off in its electrician's day; a claim visit on Thursday.
    expect(cell("Per Nilsen", 2).textContent).toContain("Syk");
    expect(cell("Kari Hansen", 5).textContent).toContain("Ekstra arbeidstid: Lørdagsvakt");
    expect(within(cell("Per Nilsen", 3)).getByRole("link", { name: /Reklamasjon 100077/ })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(perTuesday).getByRole("link", { name: "Vis alle (7)" }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=day&date=2026-11-24`), { timeout: 5_000 });
  });

  it("opens a day of the company's week from its heading, and a booking's project from the booking", async () => {
    await renderPage(`${BASE}?view=week&date=2026-11-24`);
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "tor. 26. nov." }));
    await waitFor(() => expect(where()).toBe(`${BASE}?view=day&date=2026-11-26`), { timeout: 5_000 });
    cleanup();
    await renderPage(`${BASE}?view=week&date=2026-11-24`);
    await user.click(screen.getByRole("link", { name: /Jobb 100123 · Storgata 1, Oslo/ }));
    await waitFor(() => expect(where()).toBe("/prosjekter/100123"));
  });

  it("says when the period is empty", async () => {
    const data = calendarWireFixture();
    await renderPage(`${BASE}?view=day&date=2026-12-24`, {
      ...data,
      electricians: data.electricians.map((p) => ({ ...p, events: [], exceptions: [] })),
    });
    expect(screen.getByText("Ingen oppdrag i perioden.").getAttribute("role")).toBe("status");
    expect(screen.getByText("Ingen oppdrag eller fravær i perioden.")).toBeTruthy();
  });

  it("draws the grid beside the agenda (the stylesheet picks one by width): the electricians side by side with the bookings in their columns", async () => {
    await renderPage(`${BASE}?view=day&date=2026-11-24`);
    const grid = document.querySelector(".cal-body__grid") as HTMLElement;
    // react-big-calendar is a chunk of its own: the grid is drawn once it has loaded.
    const job = await within(grid).findByRole(
      "link",
      { name: /Jobb 100123 · Storgata 1, Oslo/ },
      { timeout: 10_000 },
    );
    expect(job.getAttribute("href")).toBe("/prosjekter/100123");
    expect(within(grid).getAllByText("Per Nilsen").length).toBeGreaterThan(0);
    expect(within(grid).getAllByText("Kari Hansen").length).toBeGreaterThan(0);
    await userEvent.setup().click(job);
    await waitFor(() => expect(where()).toBe("/prosjekter/100123"));
  });
});

describe("the period's heading", () => {
  it("names a week across two months with both", () => {
    expect(periodHeading({ view: "week", date: "2026-12-01" })).toBe(
      "Uke 49 · 30. november–6. desember 2026",
    );
  });
});
