import type { RatingListItem } from "@mt/contract/rating";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/ui/toasts";
import { createQueryClient } from "../../lib/queries";
import { RatingsPage } from "./ratings-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (fields: Partial<RatingListItem> = {}): RatingListItem => ({
  uuid: "5b1c2f0e-1111-4222-8333-444455556666",
  stars: 4,
  comment: "Rask og ryddig.",
  commentStatus: "pending",
  createdAt: "2026-11-20T12:00:00.000Z",
  updatedAt: "2026-11-20T12:00:00.000Z",
  changeableUntil: "2026-12-04T12:00:00.000Z",
  moderatedBy: null,
  moderatedAt: null,
  project: { uuid: "8a1c2f0e-1111-4222-8333-444455556666", number: 100123 },
  contractor: { uuid: "9a1c2f0e-1111-4222-8333-444455556666", name: "Oslo Elektro og Varme AS" },
  electrician: "Per Nilsen",
  customerName: "Nora Hansen",
  jobs: ["El-kontroll"],
  ...fields,
});

function renderPage(ratings: RatingListItem[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <RatingsPage
            query={{ status: "pending", contractor: null, page: 1 }}
            ratings={ratings}
            meta={{ page: 1, perPage: 25, total: ratings.length, lastPage: 1 }}
            contractorName={null}
          />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("the moderation list", () => {
  it("approves a pending comment", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () =>
      Response.json({
        data: item({
          commentStatus: "approved",
          moderatedBy: "Lars Berg",
          moderatedAt: "2026-11-21T09:00:00.000Z",
        }),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage([item()]);
    const card = screen.getByRole("link", { name: "Prosjekt 100123" }).closest("li") as HTMLElement;
    expect(within(card).getByRole("img", { name: "4 av 5 stjerner" })).toBeTruthy();
    expect(card.textContent).toContain("Rask og ryddig.");
    expect(within(card).getByRole("link", { name: "Prosjekt 100123" }).getAttribute("href")).toBe(
      "/prosjekter/100123",
    );
    await user.click(within(card).getByRole("button", { name: "Godkjenn kommentaren til prosjekt 100123" }));
    expect(await screen.findByText("Kommentaren er godkjent.")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      "/api/rating/5b1c2f0e-1111-4222-8333-444455556666/moderation",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ decision: "approve" }) }),
    );
    expect(card.textContent).toContain("Godkjent");
    expect(card.textContent).toContain("Lars Berg");
    expect(within(card).queryByRole("button", { name: /Godkjenn/ })).toBeNull();
  });

  it("says when nothing waits", () => {
    renderPage([]);
    expect(screen.getByText("Ingen kommentarer venter på godkjenning.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Venter på godkjenning" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });
});
