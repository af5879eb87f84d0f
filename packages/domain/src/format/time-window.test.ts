import { describe, expect, it } from "vitest";
import { formatDayWindow, formatShortDayWindow, formatTimeWindow } from "./time-window.ts";

describe("arrival windows in Oslo time", () => {
  it("a window within a day", () => {
    expect(formatTimeWindow("2026-12-01T11:00:00Z", "2026-12-01T15:00:00Z")).toBe("kl. 12:00–16:00");
  });

  it("with the day written out or short", () => {
    expect(formatDayWindow("2026-12-01T11:00:00Z", "2026-12-01T15:00:00Z")).toBe(
      "tirsdag 1. desember • kl. 12:00–16:00",
    );
    expect(formatShortDayWindow("2026-12-02T07:00:00Z", "2026-12-02T11:00:00Z")).toBe(
      "ons. 2. des. • kl. 08:00–12:00",
    );
  });

  it("on the night clocks go back the hour shown repeats, read from each instant", () => {
    expect(formatTimeWindow("2025-10-26T00:00:00Z", "2025-10-26T02:00:00Z")).toBe("kl. 02:00–03:00");
    expect(formatDayWindow("2025-03-30T00:00:00Z", "2025-03-30T02:00:00Z")).toBe(
      "søndag 30. mars • kl. 01:00–04:00",
    );
  });

  it("an invalid end or start gives an empty string", () => {
    expect(formatTimeWindow("2026-12-01T11:00:00Z", "x")).toBe("");
    expect(formatDayWindow("x", "2026-12-01T15:00:00Z")).toBe("");
    expect(formatShortDayWindow(Number.NaN, Number.NaN)).toBe("");
  });
});
