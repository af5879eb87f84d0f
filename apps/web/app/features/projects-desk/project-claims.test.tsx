import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/ui/toasts";
import { createQueryClient } from "../../lib/queries";
import { projectDetail } from "../../testing/fixtures";
import { ProjectClaims } from "./project-claims";

let calls: { method: string; path: string; body: unknown }[] = [];
let replies: Record<string, { status: number; body: unknown }[]> = {};

beforeEach(() => {
  calls = [];
  replies = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = url.replace(/^\/api/, "");
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[`${method} ${path}`]?.shift();
      if (!reply) return Response.json({ message: "Ikke funnet", code: "NOT_FOUND" }, { status: 404 });
      return Response.json(reply.body, { status: reply.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = projectDetail({ status: "invoiced" });
const answer = (change: object) => ({
  status: 200,
  body: {
    data: {
      deadline: "2025-11-10",
      deadlineText: "Reklamasjonsfrist: 10.11.25",
      withinDeadline: false,
      mayOpen: false,
      mayOverride: true,
      claims: [],
      ...change,
    },
  },
});

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <ProjectClaims project={project} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("claims on the desk's project page", () => {
  it("after the deadline a caseworker must give a reason; the server's field message is shown", async () => {
    const user = userEvent.setup();
    replies[`GET /claim/for-project/${project.uuid}`] = [answer({})];
    renderSection();
    await screen.findByText("Reklamasjonsfrist: 10.11.25");
    expect(screen.getByText("(gått ut)", { exact: false })).toBeTruthy();
    await user.type(screen.getByLabelText("Hva er feil"), "Løs stikkontakt.");
    await user.click(screen.getByRole("button", { name: "Opprett reklamasjon" }));
    expect(screen.getByText("Skriv hvorfor reklamasjonen registreres etter fristen.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    replies["POST /claim"] = [
      {
        status: 409,
        body: {
          code: "CLAIM_DEADLINE_PASSED",
          message:
            "Reklamasjonsfristen gikk ut 10.11.25. Skriv en begrunnelse for å registrere reklamasjonen likevel.",
          errors: { overrideReason: ["Reklamasjonsfristen gikk ut 10.11.25. Skriv en begrunnelse."] },
        },
      },
    ];
    await user.type(
      screen.getByLabelText(/Begrunnelse for å registrere etter fristen/),
      "Meldt muntlig i tide.",
    );
    await user.click(screen.getByRole("button", { name: "Opprett reklamasjon" }));
    await screen.findByText("Reklamasjonsfristen gikk ut 10.11.25. Skriv en begrunnelse.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      project: project.uuid,
      description: "Løs stikkontakt.",
      imageIds: [],
      overrideReason: "Meldt muntlig i tide.",
    });
  });

  it("shows an installer the deadline and the claims, with no form", async () => {
    replies[`GET /claim/for-project/${project.uuid}`] = [
      answer({ withinDeadline: true, mayOverride: false, deadlineText: "Reklamasjonsfrist: 10.11.31" }),
    ];
    renderSection();
    await screen.findByText("Reklamasjonsfrist: 10.11.31");
    expect(screen.getByText("Ingen reklamasjoner på prosjektet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Opprett reklamasjon" })).toBeNull();
  });
});
