import type { MyInvitation } from "@mt/contract/invitation";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../testing/api-stub";
import { renderWithApp } from "../../testing/render";
import { InvitationsPage } from "./invitations-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const invitation: MyInvitation = {
  uuid: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  role: "ELECTRICIAN",
  from: { kind: "contractor", name: "Oslo Elektro og Varme AS" },
  department: null,
  workTypes: ["ELECTRICIAN", "HEAT_PUMP"],
  invitedBy: "Ole Bakken",
  createdAt: "2026-12-01T09:00:00.000Z",
  expiresAt: "2026-12-15T09:00:00.000Z",
};

describe("the invitations page", () => {
  it("says who invites, as what, what accepting gives, and until when", () => {
    stubApi({ repeatLast: true }).reply("GET /invitation", { status: 200, body: { data: [invitation] } });
    renderWithApp(<InvitationsPage invitations={[invitation]} home={null} />);
    const card = within(screen.getByTestId("invitation"));
    expect(
      card.getByRole("heading", { name: "Oslo Elektro og Varme AS inviterer deg som montør" }),
    ).toBeTruthy();
    expect(card.getByText("Elektriker, Varmepumpe")).toBeTruthy();
    expect(card.getByText("Ole Bakken")).toBeTruthy();
    expect(card.getByText("15. desember 2026")).toBeTruthy();
    expect(
      card.getByText(
        "Godtar du, blir du montør (elektriker, varmepumpe) hos Oslo Elektro og Varme AS. Avslår du, endres ingenting.",
      ),
    ).toBeTruthy();
    expect(card.getByRole("button", { name: "Godta" })).toBeTruthy();
    expect(card.getByRole("button", { name: "Avslå" })).toBeTruthy();
  });

  it("accepting goes to where the new role starts", async () => {
    const user = userEvent.setup();
    const api = stubApi({ repeatLast: true });
    api.reply("GET /invitation", { status: 200, body: { data: [invitation] } });
    api.reply(`POST /invitation/${invitation.uuid}/accept`, {
      status: 200,
      body: {
        data: {
          id: 5,
          uuid: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
          name: "Sindre Lie",
          phone: "+4791880101",
          phoneNumber: "+4791880101",
          firstName: "Sindre",
          lastName: "Lie",
          email: null,
          type: "staff",
          permissions: ["calendar.read-own"],
          roles: ["ELECTRICIAN"],
          availableRoles: ["ELECTRICIAN"],
          activeRoles: ["ELECTRICIAN"],
          contractor: {
            id: 1,
            uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
            name: "Oslo Elektro og Varme AS",
          },
          salesPartner: null,
          salesPartnerDepartment: null,
          guidedToursFinished: [],
        },
      },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderWithApp(<InvitationsPage invitations={[invitation]} home={null} />);
    await user.click(screen.getByRole("button", { name: "Godta" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("/montor/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a/kalender"),
    );
    expect(await screen.findByText("Du er nå montør hos Oslo Elektro og Varme AS.")).toBeTruthy();
  });

  it("declining takes it off the list, and says so", async () => {
    const user = userEvent.setup();
    const api = stubApi({ repeatLast: true });
    api.reply(
      "GET /invitation",
      { status: 200, body: { data: [invitation] } },
      { status: 200, body: { data: [] } },
    );
    api.reply(`POST /invitation/${invitation.uuid}/decline`, {
      status: 200,
      body: { data: { declined: true } },
    });
    renderWithApp(<InvitationsPage invitations={[invitation]} home="/dashboard" />);
    await user.click(screen.getByRole("button", { name: "Avslå" }));
    expect(await screen.findByText("Invitasjonen fra Oslo Elektro og Varme AS er avslått.")).toBeTruthy();
    expect(await screen.findByText("Du har ingen invitasjoner som venter på svar.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gå videre" }).getAttribute("href")).toBe("/dashboard");
  });

  it("shows a refusal in the card, e.g. when the person belongs to another company", async () => {
    const user = userEvent.setup();
    const api = stubApi({ repeatLast: true });
    api.reply("GET /invitation", { status: 200, body: { data: [invitation] } });
    const message =
      "Du hører allerede til en annen bedrift eller butikk. Be dem fjerne deg før du godtar denne invitasjonen.";
    api.reply(`POST /invitation/${invitation.uuid}/accept`, {
      status: 409,
      body: { code: "INVITATION_MEMBER_ELSEWHERE", message },
    });
    renderWithApp(<InvitationsPage invitations={[invitation]} home={null} />);
    await user.click(screen.getByRole("button", { name: "Godta" }));
    expect(await within(screen.getByTestId("invitation")).findByText(message)).toBeTruthy();
  });
});
