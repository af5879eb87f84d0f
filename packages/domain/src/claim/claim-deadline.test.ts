import { describe, expect, it } from "vitest";
import { claimDeadline, formatClaimDeadline, withinClaimDeadline } from "./claim-deadline.ts";

const at = (iso: string) => new Date(iso);

describe("claim deadline (håndverkertjenesteloven: five years after completion)", () => {
  it("ends on the same Oslo date five years on", () => {
    expect(claimDeadline(at("2026-11-24T10:00:00Z"))).toBe("2031-11-24");
    expect(formatClaimDeadline(at("2026-11-24T10:00:00Z"))).toBe("Reklamasjonsfrist: 24. november 2031");
  });

  it("takes the completion's Oslo date, not its UTC date", () => {
    // 23:30 UTC on 31 December is already 1 January in Oslo.
    expect(claimDeadline(at("2025-12-31T23:30:00Z"))).toBe("2031-01-01");
    expect(formatClaimDeadline(at("2025-12-31T23:30:00Z"))).toBe("Reklamasjonsfrist: 1. januar 2031");
  });

  it("ends a leap-day completion on 28 February (no 29th that year)", () => {
    expect(claimDeadline(at("2024-02-29T12:00:00Z"))).toBe("2029-02-28");
    expect(withinClaimDeadline(at("2024-02-29T12:00:00Z"), at("2029-02-28T22:59:00Z"))).toBe(true);
    expect(withinClaimDeadline(at("2024-02-29T12:00:00Z"), at("2029-02-28T23:00:00Z"))).toBe(false);
  });

  it("allows a claim through the whole last day in Oslo and refuses it one day after", () => {
    const completed = at("2026-06-15T08:00:00Z");
    expect(withinClaimDeadline(completed, at("2026-06-15T09:00:00Z"))).toBe(true);
    // Summer: Oslo is UTC+2, so the last day ends at 21:59:59 UTC.
    expect(withinClaimDeadline(completed, at("2031-06-15T21:59:59Z"))).toBe(true);
    expect(withinClaimDeadline(completed, at("2031-06-15T22:00:00Z"))).toBe(false);
    expect(withinClaimDeadline(completed, at("2031-06-16T12:00:00Z"))).toBe(false);
  });

  it("keeps a 29 February deadline when the fifth year is a leap year", () => {
    expect(claimDeadline(at("2023-02-28T12:00:00Z"))).toBe("2028-02-28");
    expect(claimDeadline(at("2023-03-01T12:00:00Z"))).toBe("2028-03-01");
  });
});
