import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InstallerRating } from "./installer-rating";

afterEach(cleanup);

describe("an installer's own average", () => {
  it("shows the average and the count", () => {
    render(<InstallerRating summary={{ average: 4.5, count: 2 }} />);
    const section = screen.getByRole("region", { name: "Kundenes vurdering av dere" });
    expect(section.textContent).toContain("4,5 av 5");
    expect(section.textContent).toContain("2 vurderinger");
  });

  it("speaks to the electrician when it is their own average", () => {
    render(<InstallerRating summary={{ average: 3.5, count: 1 }} of="electrician" />);
    const section = screen.getByRole("region", { name: "Kundenes vurdering av deg" });
    expect(section.textContent).toContain("3,5 av 5");
    expect(section.textContent).toContain("1 vurdering");
    expect(screen.queryByText("Kundenes vurdering av dere")).toBeNull();
  });

  it("says when there are none yet", () => {
    render(<InstallerRating summary={{ average: null, count: 0 }} />);
    expect(screen.getByText("Ingen vurderinger ennå")).toBeTruthy();
  });
});
