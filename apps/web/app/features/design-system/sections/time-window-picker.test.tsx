import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TimeWindowPickerSection } from "./time-window-picker";

afterEach(cleanup);

describe("the design-system section of the time-window picker", () => {
  it("shows the picker loading, empty and with a window chosen", () => {
    render(<TimeWindowPickerSection />);
    const section = screen.getByRole("region", { name: "Tidsvindu-velger" });
    expect(within(section).getByRole("status").textContent).toContain("Henter ledige tider");
    expect(within(section).getByText("Det er ingen ledige tider de neste 28 dagene.")).toBeTruthy();
    expect(within(section).getByTestId("chosen-time").textContent).toBe(
      "Valgt tid: onsdag 2. desember • kl. 12:00–16:00",
    );
    expect(within(section).getByRole("radio", { name: /første ledige tid/ })).toBeTruthy();
  });
});
