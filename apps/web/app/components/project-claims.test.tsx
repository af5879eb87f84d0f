import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../testing/api-stub";
import { projectDetail } from "../testing/fixtures";
import { renderWithApp } from "../testing/render";
import { type ClaimsViewer, ProjectClaims } from "./project-claims";

const { calls, replies } = stubApiForEachTest();
afterEach(cleanup);

const project = projectDetail({ status: "completed" });
const FOR_PROJECT = `GET /claim/for-project/${project.uuid}`;
const deadline = (change: object = {}) => ({
  status: 200,
  body: {
    data: {
      deadline: "2031-11-10",
      deadlineText: "Reklamasjonsfrist: 10. november 2031",
      withinDeadline: true,
      mayOpen: true,
      mayOverride: false,
      claims: [],
      ...change,
    },
  },
});

/** A claim as the API answers it (the browser checks answers against the contract). */
const claim = {
  uuid: "6f1c2a9e-3b7d-4c1e-9a2b-1d2e3f4a5b6c",
  status: "opened",
  createdAt: "2026-11-20T09:00:00.000Z",
  description: "Lyset blinker.",
  project: { uuid: project.uuid, number: project.number, address: "Storgata 1", postCode: "0150" },
  customer: { name: "Ola Nordmann", phoneNumber: "+4790000007" },
  contractor: { uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Oslo Elektro og Varme AS" },
  electrician: null,
  windowStartsAt: null,
  windowEndsAt: null,
  deadline: "2031-11-10",
  overridden: false,
  version: 0,
  images: [],
  overrideReason: null,
  resolutionMessage: null,
  timeslot_uuid: null,
  startsAt: null,
  endsAt: null,
  deadlineText: "Reklamasjonsfrist: 10. november 2031",
  timeline: [],
  allowedMoves: [],
  mayReschedule: false,
};

function renderClaims(p = project, viewer: ClaimsViewer = "customer") {
  renderWithApp(<ProjectClaims project={p} viewer={viewer} />);
}

describe("claims as the customer sees them on my page", () => {
  it("shows nothing before the work is completed", () => {
    renderClaims(projectDetail({ status: "scheduled" }));
    expect(screen.queryByRole("heading", { name: "Reklamasjon" })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows the deadline and sends a claim once what is wrong is written", async () => {
    const user = userEvent.setup();
    replies[FOR_PROJECT] = [deadline()];
    renderClaims();
    await screen.findByText("Reklamasjonsfrist: 10. november 2031");
    await user.click(screen.getByRole("button", { name: "Meld reklamasjon" }));
    await user.click(screen.getByRole("button", { name: "Send reklamasjon" }));
    expect(await screen.findByText("Beskriv hva som er feil.")).toBeTruthy();

    replies["POST /claim"] = [{ status: 201, body: { data: claim } }];
    replies[FOR_PROJECT] = [deadline({ claims: [claim] })];
    await user.type(screen.getByLabelText("Hva er feil?"), "Lyset blinker.");
    await user.click(screen.getByRole("button", { name: "Send reklamasjon" }));
    await screen.findByText("Takk! Reklamasjonen er sendt. Du får en bekreftelse på SMS og e-post.");
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      path: "/claim",
      body: { project: project.uuid, description: "Lyset blinker.", imageIds: [] },
    });
    await screen.findByText("Åpnet");
    expect(screen.getByText("Lyset blinker.")).toBeTruthy();
  });

  it("after the deadline offers no claim but the customer service number", async () => {
    replies[FOR_PROJECT] = [deadline({ withinDeadline: false, mayOpen: false })];
    renderClaims();
    await screen.findByText(/Reklamasjonsfristen har gått ut/);
    expect(screen.queryByRole("button", { name: "Meld reklamasjon" })).toBeNull();
  });
});

describe("claims as staff see them on the desk's project page", () => {
  const invoiced = projectDetail({ status: "invoiced" });
  const passed = (change: object) =>
    deadline({
      deadline: "2025-11-10",
      deadlineText: "Reklamasjonsfrist: 10.11.25",
      withinDeadline: false,
      mayOpen: false,
      mayOverride: true,
      ...change,
    });

  it("after the deadline a caseworker must give a reason; the server's field message is shown", async () => {
    const user = userEvent.setup();
    replies[`GET /claim/for-project/${invoiced.uuid}`] = [passed({})];
    renderClaims(invoiced, "staff");
    await screen.findByText("Reklamasjonsfrist: 10.11.25");
    expect(screen.getByText("(gått ut)", { exact: false })).toBeTruthy();
    await user.type(screen.getByLabelText("Hva er feil"), "Løs stikkontakt.");
    await user.click(screen.getByRole("button", { name: "Opprett reklamasjon" }));
    expect(await screen.findByText("Skriv hvorfor reklamasjonen registreres etter fristen.")).toBeTruthy();
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
      project: invoiced.uuid,
      description: "Løs stikkontakt.",
      imageIds: [],
      overrideReason: "Meldt muntlig i tide.",
    });
  });

  it("shows an installer the deadline and the claims, with no form", async () => {
    replies[`GET /claim/for-project/${invoiced.uuid}`] = [
      passed({ withinDeadline: true, mayOverride: false, deadlineText: "Reklamasjonsfrist: 10.11.31" }),
    ];
    renderClaims(invoiced, "staff");
    await screen.findByText("Reklamasjonsfrist: 10.11.31");
    expect(screen.getByText("Ingen reklamasjoner på prosjektet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Opprett reklamasjon" })).toBeNull();
  });
});
