import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  firstFree,
  type PickerDay,
  TimeWindowPicker,
  type TimeWindowPickerProps,
} from "./time-window-picker";

afterEach(cleanup);

/** A window from `hour` Oslo time (UTC+1 in November) for four hours. */
const at = (date: string, hour: number, available = true) => ({
  startsAt: `${date}T${String(hour - 1).padStart(2, "0")}:00:00Z`,
  endsAt: `${date}T${String(hour + 3).padStart(2, "0")}:00:00Z`,
  available,
});

// Week 48 (23–29 November 2026): Monday full, Tuesday two windows; week 49: one window on Wednesday.
const DAYS: PickerDay[] = [
  { date: "2026-11-23", windows: [at("2026-11-23", 8, false)] },
  { date: "2026-11-24", windows: [at("2026-11-24", 8), at("2026-11-24", 12)] },
  { date: "2026-11-25", windows: [] },
  { date: "2026-12-02", windows: [at("2026-12-02", 12)] },
];

function Picker(props: Partial<TimeWindowPickerProps>) {
  const [chosen, setChosen] = useState<string | null>(props.chosen ?? null);
  return (
    <TimeWindowPicker
      days={DAYS}
      legend="Velg tidspunkt"
      instruction="Montøren kommer i løpet av tidsvinduet du velger."
      empty="Ingen ledige tider."
      {...props}
      chosen={chosen}
      onChoose={(startsAt) => {
        setChosen(startsAt);
        props.onChoose?.(startsAt);
      }}
    />
  );
}

describe("the time-window picker", () => {
  it("shows the week of the first free window, every day of it, the windows as one radio group", () => {
    render(<Picker />);
    const picker = screen.getByRole("group", { name: "Velg tidspunkt" });
    expect(picker.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Uke 48")).toBeTruthy();
    expect(screen.getByText("23.–29. november 2026")).toBeTruthy();
    const tuesday = screen.getByRole("group", { name: "tirsdag 24. november" });
    expect(
      within(tuesday)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["2026-11-24T07:00:00Z", "2026-11-24T11:00:00Z"]);
    const monday = screen.getByRole("group", { name: "mandag 23. november" });
    expect(
      (within(monday).getByRole("radio", { name: /kl\. 08:00–12:00, fullt/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      within(screen.getByRole("group", { name: "søndag 29. november" })).getByText("Ingen ledige tider"),
    ).toBeTruthy();
    const names = screen.getAllByRole("radio").map((radio) => radio.getAttribute("name"));
    expect(new Set(names).size).toBe(1);
  });

  it("steps a week at a time within the weeks that have a free window", async () => {
    const actor = userEvent.setup();
    render(<Picker />);
    const back = screen.getByRole("button", { name: "Forrige uke" });
    const forward = screen.getByRole("button", { name: "Neste uke" });
    expect(back.getAttribute("aria-disabled")).toBe("true");
    await actor.click(back);
    expect(screen.getByText("Uke 48")).toBeTruthy();

    await actor.click(forward);
    expect(screen.getByText("Uke 49")).toBeTruthy();
    expect(screen.getByText("30. november–6. desember 2026")).toBeTruthy();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "2026-12-02T11:00:00Z",
    ]);
    expect(forward.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(forward);
    expect(back.getAttribute("aria-disabled")).toBeNull();
  });

  it("opens on the chosen window's week and says what is chosen", async () => {
    const onChoose = vi.fn();
    const actor = userEvent.setup();
    render(<Picker chosen="2026-12-02T11:00:00Z" onChoose={onChoose} />);
    expect(screen.getByText("Uke 49")).toBeTruthy();
    expect(screen.getByTestId("chosen-time").textContent).toBe(
      "Valgt tid: onsdag 2. desember • kl. 12:00–16:00",
    );
    await actor.click(screen.getByRole("button", { name: "Forrige uke" }));
    await actor.click(screen.getByRole("radio", { name: "tirsdag 24. november • kl. 12:00–16:00" }));
    expect(onChoose).toHaveBeenCalledWith("2026-11-24T11:00:00Z");
    expect(screen.getByTestId("chosen-time").textContent).toBe(
      "Valgt tid: tirsdag 24. november • kl. 12:00–16:00",
    );
  });

  it("marks the earliest free window", () => {
    render(<Picker earliest={firstFree(DAYS)?.startsAt} />);
    const radio = screen.getByRole("radio", { name: /kl\. 08:00–12:00, første ledige tid/ });
    expect(radio.getAttribute("value")).toBe("2026-11-24T07:00:00Z");
    expect(radio.closest("label")?.textContent).toContain("Første ledige");
  });

  it("says it is loading, and shows the empty text when no window can be taken", () => {
    render(<Picker days={undefined} />);
    expect(screen.getByRole("status").textContent).toContain("Henter ledige tider");
    cleanup();
    render(<Picker days={[{ date: "2026-11-23", windows: [at("2026-11-23", 8, false)] }]} />);
    expect(screen.getByText("Ingen ledige tider.")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
