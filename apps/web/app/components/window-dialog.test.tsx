import type { AvailableTimes, OfferedWindowView } from "@mt/contract/booking";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api";
import { createQueryClient } from "../lib/queries";
import { WindowDialog, type WindowDialogProps } from "./window-dialog";

afterEach(cleanup);

const window = (start: string, startsAt: string, available = true): OfferedWindowView => ({
  date: startsAt.slice(0, 10),
  start,
  end: "12:00",
  startsAt,
  endsAt: startsAt,
  earliestArrival: null,
  available,
});

const times = (days: AvailableTimes["days"]): { data: AvailableTimes } => ({
  data: {
    timeZone: "Europe/Oslo",
    kind: "JOB",
    durationMinutes: 90,
    from: "2026-11-24",
    days,
    earliest: null,
  },
});

const TWO_DAYS = times([
  { date: "2026-11-24", windows: [window("08:00", "2026-11-24T07:00:00Z", false)] },
  {
    date: "2026-11-25",
    windows: [window("08:00", "2026-11-25T07:00:00Z"), window("12:00", "2026-11-25T11:00:00Z", false)],
  },
]);

function renderDialog(props: Partial<WindowDialogProps> = {}) {
  const all: WindowDialogProps = {
    open: true,
    onClose: vi.fn(),
    title: "Flytt besøket",
    description: "Velg et nytt ankomstvindu.",
    queryKey: ["test", "available-times"],
    fetchWindows: vi.fn(async () => TWO_DAYS),
    onChoose: vi.fn(),
    busy: false,
    submitLabel: "Flytt til valgt tid",
    missingChoice: "Velg et tidspunkt.",
    ...props,
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WindowDialog {...all} />
    </QueryClientProvider>,
  );
  return all;
}

describe("the window dialog", () => {
  it("offers only the free windows of the next 28 days, a week of days, under its title and description", async () => {
    const props = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Flytt besøket" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Velg et nytt ankomstvindu.",
    );
    const day = await within(dialog).findByRole("group", { name: "onsdag 25. november" });
    expect(
      within(day)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["2026-11-25T07:00:00Z"]);
    const full = within(dialog).getByRole("group", { name: "tirsdag 24. november" });
    expect(within(full).queryByRole("radio")).toBeNull();
    expect(within(full).getByText("Ingen ledige tider")).toBeTruthy();
    expect(props.fetchWindows).toHaveBeenCalledWith(28);
  });

  it("asks for a window before it books one, and links the error to the choices", async () => {
    const props = renderDialog();
    const actor = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Flytt besøket" });
    await actor.click(await within(dialog).findByRole("button", { name: "Flytt til valgt tid" }));
    const error = within(dialog).getByText("Velg et tidspunkt.");
    const radio = within(dialog).getByRole("radio", { name: /kl\. 08:00/ });
    const errorId = radio.getAttribute("aria-describedby");
    expect(errorId).toBeTruthy();
    expect(error.closest(`[id="${errorId}"]`)).toBeTruthy();
    expect(props.onChoose).not.toHaveBeenCalled();

    await actor.click(radio);
    await actor.click(within(dialog).getByRole("button", { name: "Flytt til valgt tid" }));
    expect(props.onChoose).toHaveBeenCalledWith("2026-11-25T07:00:00Z", expect.any(Object));
    expect(within(dialog).queryByText("Velg et tidspunkt.")).toBeNull();
  });

  it("closes when the window is booked, and asks for the windows again when booking failed", async () => {
    let outcome: "ok" | "taken" = "taken";
    const onChoose = vi.fn((_: string, after: { onSuccess: () => void; onError: () => void }) =>
      outcome === "ok" ? after.onSuccess() : after.onError(),
    );
    const props = renderDialog({ onChoose });
    const actor = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Flytt besøket" });
    await actor.click(await within(dialog).findByRole("radio", { name: /kl\. 08:00/ }));
    await actor.click(within(dialog).getByRole("button", { name: "Flytt til valgt tid" }));
    await waitFor(() => expect(props.fetchWindows).toHaveBeenCalledTimes(2));
    expect(props.onClose).not.toHaveBeenCalled();

    outcome = "ok";
    await actor.click(within(dialog).getByRole("radio", { name: /kl\. 08:00/ }));
    await actor.click(within(dialog).getByRole("button", { name: "Flytt til valgt tid" }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it("says so when the installer has no free window, and shows the API's error", async () => {
    renderDialog({ fetchWindows: async () => times([{ date: "2026-11-24", windows: [] }]) });
    expect(await screen.findByText("Installatøren har ingen ledige tider de neste 28 dagene.")).toBeTruthy();
    cleanup();
    const error = new ApiError({
      message: "Fant ikke prosjektet.",
      code: "PROJECT_NOT_FOUND",
      status: 404,
      fieldErrors: {},
      validation: false,
      clearSession: false,
    });
    renderDialog({ fetchWindows: async () => Promise.reject(error) });
    expect(await screen.findByText("Fant ikke prosjektet.")).toBeTruthy();
  });

  it("marks the booking button busy and closes on Avbryt", async () => {
    const props = renderDialog({ busy: true });
    const actor = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Flytt besøket" });
    const submit = await within(dialog).findByRole("button", { name: /Flytt til valgt tid/ });
    expect(submit.getAttribute("aria-busy")).toBe("true");
    await actor.click(within(dialog).getByRole("button", { name: "Avbryt" }));
    expect(props.onClose).toHaveBeenCalled();
  });
});
