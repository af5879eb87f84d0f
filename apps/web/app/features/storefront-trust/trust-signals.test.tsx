import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TrustSignals } from "./trust-signals";

afterEach(cleanup);

describe("the storefront's trust signals", () => {
  it("says the average and the number of ratings, and the number of fixed-price jobs", () => {
    render(
      <MemoryRouter>
        <TrustSignals trust={{ jobs: 14, ratings: { average: "4,3 av 5", count: "4 vurderinger" } }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("trust-ratings").textContent).toContain("4,3 av 5 fra kundene (4 vurderinger)");
    expect(screen.getByTestId("trust-jobs").textContent).toBe("14 jobber med fast pris på siden");
  });

  it("shows no rating without ratings, and nothing without numbers", () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <TrustSignals trust={{ jobs: 3, ratings: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId("trust-ratings")).toBeNull();
    rerender(
      <MemoryRouter>
        <TrustSignals trust={{ jobs: null, ratings: null }} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe("");
  });
});
