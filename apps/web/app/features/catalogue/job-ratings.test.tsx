import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JobRatingBadge, JobRatings } from "./job-ratings";

afterEach(cleanup);

const summary = {
  average: 4.62,
  count: 12,
  comments: [
    {
      firstName: "Nora",
      place: "Oslo",
      stars: 5,
      comment: "Rask og ryddig.",
      at: "2026-10-05T12:00:00.000Z",
      month: "oktober 2026",
    },
    {
      firstName: "Ola",
      place: null,
      stars: 4,
      comment: "Bra jobb.",
      at: "2026-09-01T12:00:00.000Z",
      month: "september 2026",
    },
  ],
};

describe("ratings on a job page", () => {
  it("shows the average, the count and the approved comments with first name and place", () => {
    render(<JobRatings summary={summary} />);
    const section = screen.getByRole("region", { name: "Hva kundene sier" });
    expect(section.textContent).toContain("4,6 av 5");
    expect(section.textContent).toContain("12 vurderinger");
    const comments = within(section).getAllByRole("listitem");
    expect(comments).toHaveLength(2);
    expect(comments[0]?.textContent).toContain("Rask og ryddig.");
    expect(comments[0]?.textContent).toContain("Nora, Oslo, oktober 2026");
    expect(within(comments[0] as HTMLElement).getByRole("img", { name: "5 av 5 stjerner" })).toBeTruthy();
    expect(comments[1]?.textContent).toContain("Ola, september 2026");
  });

  it("links the badge to the comments, and shows none without ratings", () => {
    const { unmount } = render(<JobRatingBadge summary={summary} />);
    expect(screen.getByRole("link", { name: "4,6 av 5 (12 vurderinger)" }).getAttribute("href")).toBe(
      "#vurderinger",
    );
    unmount();
    const { container } = render(<JobRatingBadge summary={{ average: null, count: 0, comments: [] }} />);
    expect(container.textContent).toBe("");
  });
});
