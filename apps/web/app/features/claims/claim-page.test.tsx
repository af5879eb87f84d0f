import type { ClaimDetail } from "@mt/contract/claim";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { renderWithApp } from "../../testing/render";
import { ClaimPage } from "./claim-page";

const UUID = "6f1c2a9e-3b7d-4c1e-9a2b-1d2e3f4a5b6c";

function claimDetail(change: Partial<ClaimDetail> = {}): ClaimDetail {
  return {
    uuid: UUID,
    status: "opened",
    createdAt: "2026-11-20T09:00:00.000Z",
    description: "Jordfeilbryteren løser ut når vaskemaskinen går.",
    project: {
      uuid: "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e",
      number: 100123,
      address: "Storgata 1",
      postCode: "0150",
    },
    customer: { name: "Nora Hansen", phoneNumber: "+4790000007" },
    contractor: { uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Oslo Elektro og Varme AS" },
    electrician: null,
    windowStartsAt: null,
    windowEndsAt: null,
    deadline: "2031-11-10",
    overridden: false,
    version: 0,
    images: [{ id: 7, url: "/media/customer/feil.jpg" }],
    overrideReason: null,
    resolutionMessage: null,
    timeslot_uuid: null,
    startsAt: null,
    endsAt: null,
    deadlineText: "Reklamasjonsfrist: 10.11.31",
    timeline: [
      {
        id: 1,
        at: "2026-11-20T09:00:00.000Z",
        kind: "opened",
        actor: "Kunden",
        fromStatus: null,
        toStatus: "opened",
        message: null,
      },
    ],
    allowedMoves: ["schedule", "resolve", "reject"],
    mayReschedule: false,
    ...change,
  };
}

const { calls, replies } = stubApiForEachTest();
afterEach(cleanup);

function renderPage(claim: ClaimDetail) {
  renderWithApp(<ClaimPage claim={claim} />);
}

describe("the claim page", () => {
  it("shows what is wrong, the photo, the deadline and the history", () => {
    renderPage(claimDetail());
    expect(screen.getByRole("heading", { level: 1, name: "Reklamasjon på prosjekt 100123" })).toBeTruthy();
    expect(screen.getByText("Jordfeilbryteren løser ut når vaskemaskinen går.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Kundens bilde 1 av 1" }).getAttribute("src")).toBe(
      "/media/customer/feil.jpg",
    );
    expect(screen.getAllByText("Reklamasjonsfrist: 10.11.31").length).toBeGreaterThan(0);
    expect(screen.getByText("Reklamasjon registrert")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Prosjekt 100123" }).getAttribute("href")).toBe(
      "/prosjekter/100123",
    );
  });

  it("asks for a message before resolving, then sends it with the version and shows the answer", async () => {
    const user = userEvent.setup();
    renderPage(claimDetail());
    const actions = within(screen.getByRole("region", { name: "Handlinger" }));
    await user.click(actions.getByRole("button", { name: "Marker som løst" }));
    expect(screen.getByText("Skriv en melding til kunden.")).toBeTruthy();
    expect(calls).toEqual([]);

    replies[`POST /claim/${UUID}/resolve`] = [
      {
        status: 200,
        body: {
          data: claimDetail({
            status: "resolved",
            version: 1,
            allowedMoves: [],
            resolutionMessage: "Vi byttet jordfeilbryteren.",
          }),
        },
      },
    ];
    await user.type(actions.getByLabelText("Melding til kunden"), "Vi byttet jordfeilbryteren.");
    await user.click(actions.getByRole("button", { name: "Marker som løst" }));
    await screen.findByText("Reklamasjonen er løst, og kunden har fått beskjed.");
    expect(calls).toEqual([
      {
        method: "POST",
        path: `/claim/${UUID}/resolve`,
        body: { version: 0, message: "Vi byttet jordfeilbryteren." },
      },
    ]);
    expect(screen.queryByRole("region", { name: "Handlinger" })).toBeNull();
    expect(screen.getByText("Vi byttet jordfeilbryteren.")).toBeTruthy();
  });

  it("offers an electrician only the moves the API allows (resolve), no rejecting or planning", () => {
    renderPage(claimDetail({ status: "scheduled", allowedMoves: ["resolve"], mayReschedule: false }));
    const actions = within(screen.getByRole("region", { name: "Handlinger" }));
    expect(actions.getByRole("button", { name: "Marker som løst" })).toBeTruthy();
    expect(actions.queryByRole("button", { name: "Avvis reklamasjonen" })).toBeNull();
    expect(actions.queryByRole("button", { name: /Planlegg|Flytt/ })).toBeNull();
  });

  it("shows the override reason of a claim opened after the deadline", () => {
    renderPage(claimDetail({ overridden: true, overrideReason: "Meldt muntlig før fristen." }));
    expect(screen.getByText("Meldt muntlig før fristen.")).toBeTruthy();
  });
});
