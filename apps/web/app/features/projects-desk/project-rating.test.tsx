import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/queries";
import { projectDetail } from "../../testing/fixtures";
import { DeskProjectRating } from "./project-rating";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(body: unknown) {
  const fetch = vi.fn(async () => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderRating(status: "completed" | "in_progress") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeskProjectRating project={projectDetail({ status })} />
    </QueryClientProvider>,
  );
}

describe("the project's rating on the desk", () => {
  it("shows the stars, the comment and who approved it", async () => {
    answer({
      data: {
        mayRate: false,
        rating: {
          uuid: "5b1c2f0e-1111-4222-8333-444455556666",
          stars: 2,
          comment: "Kom to timer for sent.",
          commentStatus: "approved",
          createdAt: "2026-11-20T12:00:00.000Z",
          updatedAt: "2026-11-20T12:00:00.000Z",
          changeableUntil: null,
          moderatedBy: "Lars Berg",
          moderatedAt: "2026-11-21T09:00:00.000Z",
        },
      },
    });
    renderRating("completed");
    const region = await screen.findByRole("region", { name: "Kundens vurdering" });
    expect(await screen.findByRole("img", { name: "2 av 5 stjerner" })).toBeTruthy();
    expect(region.textContent).toContain("Kom to timer for sent.");
    expect(region.textContent).toContain("Kommentar: Godkjent av Lars Berg");
  });

  it("says when the customer has not rated yet", async () => {
    answer({ data: { mayRate: false, rating: null } });
    renderRating("completed");
    expect(await screen.findByText("Kunden har ikke gitt en vurdering ennå.")).toBeTruthy();
  });

  it("is not shown before the job is completed", () => {
    const fetch = answer({});
    renderRating("in_progress");
    expect(screen.queryByRole("region", { name: "Kundens vurdering" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
