import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingSummaryLine, Stars } from "./rating-stars";

describe("rating stars", () => {
  it("says the stars in words", () => {
    render(<Stars stars={4} />);
    expect(screen.getByRole("img", { name: "4 av 5 stjerner" })).toBeTruthy();
  });

  it("shows an average to the nearest half star", () => {
    const { container } = render(<Stars stars={4.4} label="Gjennomsnitt 4,4 av 5" />);
    const looks = [...container.querySelectorAll("[aria-hidden]")].map((star) => star.className);
    expect(looks).toEqual([
      "rating-stars__on",
      "rating-stars__on",
      "rating-stars__on",
      "rating-stars__on",
      "rating-stars__half",
    ]);
  });

  it("shows the average Norwegian style with the count", () => {
    render(<RatingSummaryLine average={4.62} count={12} />);
    expect(screen.getByRole("img", { name: "Gjennomsnitt 4,6 av 5" })).toBeTruthy();
    expect(screen.getByText(/12 vurderinger/)).toBeTruthy();
  });

  it("says when there are no ratings yet", () => {
    render(<RatingSummaryLine average={null} count={0} />);
    expect(screen.getByText("Ingen vurderinger ennå")).toBeTruthy();
  });
});
