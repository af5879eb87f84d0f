import type { ContractorFeedback } from "@mt/contract/contractor";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { ContractorFeedbackForm, charactersLeft } from "./contractor-feedback-form";
import { ElectriciansPage } from "./electricians-page";
import { CONTRACTOR_UUID, stubApi } from "./partners.test-support";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL = `/contractor/${CONTRACTOR_UUID}/feedback`;
const older: ContractorFeedback = {
  uuid: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  feedback: "Bildene kundene laster opp er til stor hjelp.",
  from: "Ole Bakken",
  createdAt: "2026-11-20T09:15:00.000Z",
};
const newer: ContractorFeedback = {
  uuid: "8d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
  feedback: "Vi har ledig kapasitet i Asker.",
  from: "Ole Bakken",
  createdAt: "2026-11-25T13:00:00.000Z",
};

const region = () => within(screen.getByRole("region", { name: "Tilbakemelding til oss" }));

describe("the feedback form on the company's electricians page", () => {
  it("is there for the company's own admins only", () => {
    stubApi();
    const contractor = { uuid: CONTRACTOR_UUID, name: "Oslo Elektro og Varme AS", status: "ACTIVE" as const };
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[]} feedback={[older]} />);
    expect(region().getByText("Bildene kundene laster opp er til stor hjelp.")).toBeTruthy();
    cleanup();
    renderWithApp(<ElectriciansPage contractor={contractor} electricians={[]} />);
    expect(screen.queryByRole("region", { name: "Tilbakemelding til oss" })).toBeNull();
  });

  it("says how much is left of the limit", () => {
    expect(charactersLeft("")).toMatch(/^5\s000 av 5\s000 tegn igjen$/);
    expect(charactersLeft("Hei")).toMatch(/^4\s997 av 5\s000 tegn igjen$/);
  });

  it("asks for text under the field before sending anything", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderWithApp(<ContractorFeedbackForm contractorUuid={CONTRACTOR_UUID} feedback={[]} />);
    expect(region().getByText("Dere har ikke sendt noen tilbakemeldinger ennå.")).toBeTruthy();
    await user.type(region().getByLabelText("Tilbakemelding"), "   ");
    await user.click(region().getByRole("button", { name: "Send tilbakemelding" }));
    const field = region().getByLabelText("Tilbakemelding");
    const message = region().getByText("Skriv en tilbakemelding");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(message.id);
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("sends the feedback, thanks the admin and lists it first", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    api.reply(`POST ${URL}`, { status: 200, body: { data: newer } });
    api.reply(`GET ${URL}`, { status: 200, body: { data: [newer, older] } });
    renderWithApp(<ContractorFeedbackForm contractorUuid={CONTRACTOR_UUID} feedback={[older]} />);
    const field = region().getByLabelText("Tilbakemelding");
    expect(field.getAttribute("maxlength")).toBe("5000");
    await user.type(field, "  Vi har ledig kapasitet i Asker.  ");
    expect(region().getByText(/4\s965 av 5\s000 tegn igjen/)).toBeTruthy();
    await user.click(region().getByRole("button", { name: "Send tilbakemelding" }));
    expect(await region().findByText("Takk! Tilbakemeldingen er sendt til saksbehandlerne.")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      feedback: "Vi har ledig kapasitet i Asker.",
    });
    expect((field as HTMLTextAreaElement).value).toBe("");
    await waitFor(() => {
      const items = within(region().getByRole("list", { name: "Tidligere tilbakemeldinger" })).getAllByRole(
        "listitem",
      );
      expect(items.map((li) => li.textContent)).toEqual([
        expect.stringContaining("Vi har ledig kapasitet i Asker."),
        expect.stringContaining("Bildene kundene laster opp er til stor hjelp."),
      ]);
    });
  });

  it("shows the server's refusal under the field, and other failures above the button", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    api.reply(
      `POST ${URL}`,
      {
        status: 422,
        body: {
          code: "VALIDATION_ERROR",
          message: "Sjekk feltene",
          errors: { feedback: ["Tilbakemeldingen er for lang (høyst 5000 tegn)"] },
        },
      },
      {
        status: 429,
        body: { code: "TOO_MANY_REQUESTS", message: "For mange forsøk. Vent litt og prøv igjen." },
      },
    );
    renderWithApp(<ContractorFeedbackForm contractorUuid={CONTRACTOR_UUID} feedback={[]} />);
    await user.type(region().getByLabelText("Tilbakemelding"), "Hei");
    await user.click(region().getByRole("button", { name: "Send tilbakemelding" }));
    const message = await region().findByText("Tilbakemeldingen er for lang (høyst 5000 tegn)");
    expect(region().getByLabelText("Tilbakemelding").getAttribute("aria-describedby")).toContain(message.id);
    await user.click(region().getByRole("button", { name: "Send tilbakemelding" }));
    expect(await region().findByText("For mange forsøk. Vent litt og prøv igjen.")).toBeTruthy();
    expect(region().queryByText("Takk! Tilbakemeldingen er sendt til saksbehandlerne.")).toBeNull();
  });
});
