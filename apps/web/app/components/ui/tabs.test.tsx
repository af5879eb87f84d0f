import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs";

afterEach(cleanup);

const tabs = [
  { key: "oversikt", label: "Oversikt", content: <p>Oversikten</p> },
  { key: "dokumenter", label: "Dokumenter", content: <p>Dokumentene</p> },
  { key: "logg", label: "Logg", content: <p>Loggen</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the first tab's panel, and only the selected tab is in the tab order", () => {
    render(<Tabs label="Prosjektet" tabs={tabs} />);
    expect(screen.getByRole("tablist", { name: "Prosjektet" })).toBeTruthy();
    expect(tab("Oversikt").getAttribute("aria-selected")).toBe("true");
    expect(tabs.map(({ label }) => tab(label).tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel", { name: "Oversikt" });
    expect(panel.textContent).toBe("Oversikten");
    expect(tab("Oversikt").getAttribute("aria-controls")).toBe(panel.id);
  });

  it("arrow keys move and select, wrapping at both ends; Home and End go to the ends", () => {
    const onChange = vi.fn();
    render(<Tabs label="Prosjektet" tabs={tabs} onChange={onChange} />);
    fireEvent.keyDown(tab("Oversikt"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Logg"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Loggen");
    fireEvent.keyDown(tab("Logg"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Oversikt"));
    fireEvent.keyDown(tab("Oversikt"), { key: "End" });
    expect(tab("Logg").tabIndex).toBe(0);
    fireEvent.keyDown(tab("Logg"), { key: "Home" });
    expect(document.activeElement).toBe(tab("Oversikt"));
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(["logg", "oversikt", "logg", "oversikt"]);
  });

  it("a click selects a tab; the chosen default starts selected", () => {
    render(<Tabs label="Prosjektet" tabs={tabs} defaultSelected="dokumenter" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Dokumentene");
    fireEvent.click(tab("Logg"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Loggen");
  });
});
