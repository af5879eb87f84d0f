import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../lib/queries";
import { customerProjectDetail } from "../testing/customer-fixtures";
import { projectDetail } from "../testing/fixtures";
import { ProjectRating } from "./project-rating";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };
function stubApi(answers: Record<string, Answer[]>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? "GET"} ${url.split("?")[0]}`;
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key]?.shift();
      if (!answer) return new Response(JSON.stringify({ message: "uventet" }), { status: 500 });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const rating = (fields: object) => ({
  uuid: "5b1c2f0e-1111-4222-8333-444455556666",
  stars: 5,
  comment: "Veldig fornøyd!",
  commentStatus: "pending",
  createdAt: "2026-11-20T12:00:00.000Z",
  updatedAt: "2026-11-20T12:00:00.000Z",
  changeableUntil: "2026-12-04T12:00:00.000Z",
  moderatedBy: null,
  moderatedAt: null,
  ...fields,
});

function renderSection(status: "completed" | "scheduled" = "completed") {
  const project = customerProjectDetail({ status });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProjectRating project={project} viewer="customer" />
    </QueryClientProvider>,
  );
  return project;
}

describe("rating the job on my page", () => {
  it("rates with five stars as a radio group, sends the comment, thanks and shows the rating after", async () => {
    const user = userEvent.setup();
    const project = customerProjectDetail({ status: "completed" });
    const path = `/api/rating/project/${project.uuid}`;
    const calls = stubApi({
      [`GET ${path}`]: [{ status: 200, body: { data: { rating: null, mayRate: true } } }],
      [`PUT ${path}`]: [{ status: 200, body: { data: { rating: rating({}), mayRate: true } } }],
    });
    renderSection();
    const group = await screen.findByRole("group", { name: "Hvor fornøyd er du med jobben?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["1", "2", "3", "4", "5"]);
    await user.click(within(group).getByRole("radio", { name: "3 av 5 stjerner" }));
    expect(within(group).getByText("3 av 5 stjerner", { selector: "p" })).toBeTruthy();
    // (Arrow keys between the native radios are the browser's: the browser journey uses them.)
    await user.click(within(group).getByRole("radio", { name: "5 av 5 stjerner" }));
    expect(within(group).getByRole("radio", { name: "5 av 5 stjerner" })).toHaveProperty("checked", true);
    await user.type(screen.getByRole("textbox", { name: /Kommentar/ }), "Veldig fornøyd!");
    await user.click(screen.getByRole("button", { name: "Send vurdering" }));
    expect(await screen.findByText("Takk for vurderingen!")).toBeTruthy();
    expect(calls.find((call) => call.key === `PUT ${path}`)?.body).toEqual({
      stars: 5,
      comment: "Veldig fornøyd!",
    });
    expect(screen.getByRole("img", { name: "5 av 5 stjerner" })).toBeTruthy();
    expect(screen.getByText("Kommentaren vises offentlig når vi har sett gjennom den.")).toBeTruthy();
    expect(screen.queryByRole("group")).toBeNull();
  }, 20_000);

  it("asks for stars before sending", async () => {
    const user = userEvent.setup();
    const project = customerProjectDetail({ status: "completed" });
    const calls = stubApi({
      [`GET /api/rating/project/${project.uuid}`]: [
        { status: 200, body: { data: { rating: null, mayRate: true } } },
      ],
    });
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Send vurdering" }));
    expect(await screen.findByText("Velg fra 1 til 5 stjerner")).toBeTruthy();
    expect(
      screen.getByRole("group", { name: "Hvor fornøyd er du med jobben?" }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(calls.filter((call) => call.key.startsWith("PUT"))).toHaveLength(0);
  });

  it("shows an approved rating without a way to change it", async () => {
    const project = customerProjectDetail({ status: "invoiced" });
    stubApi({
      [`GET /api/rating/project/${project.uuid}`]: [
        {
          status: 200,
          body: {
            data: {
              rating: rating({ stars: 4, commentStatus: "approved", changeableUntil: null }),
              mayRate: false,
            },
          },
        },
      ],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProjectRating project={project} viewer="customer" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("img", { name: "4 av 5 stjerner" })).toBeTruthy();
    expect(screen.getByText(/Kommentaren er godkjent/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Endre vurderingen" })).toBeNull();
  });

  it("changes a given rating within its window, starting from what was given", async () => {
    const user = userEvent.setup();
    const project = customerProjectDetail({ status: "completed" });
    const path = `/api/rating/project/${project.uuid}`;
    const calls = stubApi({
      [`GET ${path}`]: [{ status: 200, body: { data: { rating: rating({ stars: 3 }), mayRate: true } } }],
      [`PUT ${path}`]: [{ status: 200, body: { data: { rating: rating({ stars: 4 }), mayRate: true } } }],
    });
    renderSection();
    expect(await screen.findByText(/Du kan endre vurderingen til 4\. desember 2026/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Endre vurderingen" }));
    expect(screen.getByRole("radio", { name: "3 av 5 stjerner" })).toHaveProperty("checked", true);
    expect((screen.getByRole("textbox", { name: /Kommentar/ }) as HTMLTextAreaElement).value).toBe(
      "Veldig fornøyd!",
    );
    await user.click(screen.getByRole("radio", { name: "4 av 5 stjerner" }));
    await user.click(screen.getByRole("button", { name: "Lagre vurderingen" }));
    expect(await screen.findByRole("img", { name: "4 av 5 stjerner" })).toBeTruthy();
    expect(calls.find((call) => call.key === `PUT ${path}`)?.body).toEqual({
      stars: 4,
      comment: "Veldig fornøyd!",
    });
  }, 20_000);

  it("says nothing before the job is completed (and asks the API nothing)", async () => {
    const calls = stubApi({});
    renderSection("scheduled");
    await waitFor(() => expect(screen.queryByRole("region")).toBeNull());
    expect(calls).toHaveLength(0);
  });
});

function answer(body: unknown) {
  const fetch = vi.fn(async () => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderRating(status: "completed" | "in_progress") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProjectRating project={projectDetail({ status })} viewer="staff" />
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
