import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type CalendarDay, calendarWeeks, earliestFree, TimeCalendar } from "./time-calendar";

const slot = (date: string, start: string, end: string, available: boolean) => ({
  key: `${date}T${start}`,
  start,
  end,
  startsAt: `${date}T${start}:00Z`,
  endsAt: `${date}T${end}:00Z`,
  available,
});

const days: CalendarDay[] = [
  { date: "2026-03-28", windows: [slot("2026-03-28", "08:00", "12:00", false)] },
  {
    date: "2026-03-29",
    windows: [slot("2026-03-29", "08:00", "12:00", false), slot("2026-03-29", "12:00", "16:00", true)],
  },
  { date: "2026-03-30", windows: [slot("2026-03-30", "08:00", "12:00", true)] },
  { date: "2026-03-31", windows: [slot("2026-03-31", "08:00", "12:00", true)] },
];

function Harness({ offered = days }: { offered?: CalendarDay[] }) {
  const first = earliestFree(offered);
  const [date, setDate] = useState(first?.date ?? null);
  const [chosen, setChosen] = useState(first?.key ?? null);
  return (
    <TimeCalendar
      days={offered}
      selectedDate={date}
      onSelectDate={setDate}
      selectedWindow={chosen}
      onSelectWindow={setChosen}
    />
  );
}

afterEach(cleanup);

describe("the time calendar", () => {
  it("finds the earliest free window, skipping full days and full windows", () => {
    expect(earliestFree(days)).toEqual({ date: "2026-03-29", key: "2026-03-29T12:00" });
    expect(earliestFree([days[0] as CalendarDay])).toBeNull();
  });

  it("marks the earliest free time and disables full days and windows", () => {
    render(<Harness />);
    expect(
      (screen.getByRole("radio", { name: /lørdag 28\. mars, ingen ledige tider/ }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(
      (screen.getByRole("radio", { name: /søndag 29\. mars, første ledige dag/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByText("Første ledige tid")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /kl\. 08:00–12:00/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("radio", { name: /kl\. 12:00–16:00/ }) as HTMLInputElement).checked).toBe(true);
  });

  // Arrow keys between the days are the browser's own radio-group behaviour (tested in e2e/booking).
  it("shows the chosen day's windows, one of which can be chosen", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("radio", { name: /mandag 30\. mars/ }));
    expect((screen.getByRole("radio", { name: /mandag 30\. mars/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("group", { name: /mandag 30\. mars/ })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /kl\. 08:00–12:00/ }));
    expect((screen.getByRole("radio", { name: /kl\. 08:00–12:00/ }) as HTMLInputElement).checked).toBe(true);
  });
});

/** Two weeks around New Year: 24 December to 6 January, Christmas and New Year's Day full. */
const newYear: CalendarDay[] = Array.from({ length: 14 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 11, 24 + i)).toISOString().slice(0, 10);
  const closed = ["2026-12-25", "2026-12-26", "2026-12-27", "2027-01-01", "2027-01-03"].includes(date);
  return { date, windows: [slot(date, "08:00", "12:00", !closed)] };
});

describe("the calendar laid out in weeks", () => {
  it("makes one row per ISO week, Monday first, empty outside the offered days", () => {
    const weeks = calendarWeeks(newYear);
    expect(weeks.map((w) => w.week)).toEqual([52, 53, 1]);
    expect(weeks[0]?.days.map((d) => d?.date ?? null)).toEqual([
      null,
      null,
      null,
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
    ]);
    expect(weeks[2]?.days.map((d) => d?.date ?? null)).toEqual([
      "2027-01-04",
      "2027-01-05",
      "2027-01-06",
      null,
      null,
      null,
      null,
    ]);
    expect(calendarWeeks([])).toEqual([]);
  });

  it("shows weekday headers and week numbers, and disables days without a free window", () => {
    render(<Harness offered={newYear} />);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Uke", "man", "tir", "ons", "tor", "fre", "lør", "søn"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["Uke 52", "Uke 53", "Uke 1"]);
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = within(rows[0] as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual(["", "", "", "24.des.", "25.", "26.", "27."]);
    expect(within(rows[2] as HTMLElement).getAllByRole("cell")[0]?.textContent).toBe("4.");
    expect(within(rows[1] as HTMLElement).getAllByRole("cell")[4]?.textContent).toBe("1.jan.");
    const christmas = screen.getByRole("radio", { name: /fredag 25\. desember, ingen ledige tider/ });
    expect((christmas as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole("radio", { name: /torsdag 24\. desember, første ledige dag/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    // The radios run in calendar order, so Tab and the arrow keys go from day to day in order.
    const order = within(table)
      .getAllByRole("radio")
      .map((r) => (r as HTMLInputElement).value);
    expect(order).toEqual([...order].sort());
  });

  it("moves a week with the Up and Down arrow keys, skipping days without a free window", async () => {
    const user = userEvent.setup();
    render(<Harness offered={newYear} />);
    const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;
    radio(/torsdag 24\. desember/).focus();
    await user.keyboard("{ArrowDown}");
    expect(radio(/torsdag 31\. desember/).checked).toBe(true);
    expect(document.activeElement).toBe(radio(/torsdag 31\. desember/));
    // Saturday 26 December is full and nothing is offered a week before it: Up stays.
    await user.click(radio(/lørdag 2\. januar/));
    await user.keyboard("{ArrowUp}");
    expect(radio(/lørdag 2\. januar/).checked).toBe(true);
    await user.click(radio(/tirsdag 29\. desember/));
    await user.keyboard("{ArrowDown}");
    expect(radio(/tirsdag 5\. januar/).checked).toBe(true);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(radio(/tirsdag 29\. desember/).checked).toBe(true);
  });
});
