import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type CalendarDay, earliestFree, TimeCalendar } from "./time-calendar";

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

function Harness() {
  const first = earliestFree(days);
  const [date, setDate] = useState(first?.date ?? null);
  const [chosen, setChosen] = useState(first?.key ?? null);
  return (
    <TimeCalendar
      days={days}
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
