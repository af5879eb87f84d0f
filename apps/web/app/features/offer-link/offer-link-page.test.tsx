import type { Offer } from "@mt/contract/offer";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/queries";
import { OFFER_UUID, sentOffer } from "../../testing/offer-fixtures";
import { OfferLinkPage } from "./offer-link-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFER = OFFER_UUID;
const PROJECT = "8a1c2f0e-1111-4222-8333-444455556666";
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.link.signature";
const PDF = `/api/offer/${OFFER}/link/pdf?t=${TOKEN}`;

type Answer = { status: number; body: unknown };
/** The API as this test needs it: one queued answer per "METHOD path"; every call is recorded. */
function stubApi(answers: Record<string, Answer[]>) {
  const calls: { key: string; query: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path, query = ""] = url.split("?");
      const key = `${init.method ?? "GET"} ${path}`;
      calls.push({ key, query, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key]?.shift();
      if (!answer) return new Response(JSON.stringify({ message: "uventet" }), { status: 500 });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const apiError = (status: number, code: string, message: string, errors = {}): Answer => ({
  status,
  body: { message, code, errors },
});

const offerFixture = (fields: Partial<Offer> = {}) => sentOffer({ pdfUrl: PDF, ...fields });

const read = (offer: object): Answer => ({ status: 200, body: { data: offer } });

function renderPage(token: string | null = TOKEN) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <OfferLinkPage uuid={OFFER} token={token} />
    </QueryClientProvider>,
  );
}

/** Opens the answer, sends a code to the phone and confirms it. */
async function answerWithCode(button: "Godta tilbudet" | "Avslå", confirm: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: button }));
  await waitFor(() =>
    expect(document.activeElement?.textContent).toBe(
      button === "Avslå" ? "Avslå tilbudet" : "Godta tilbudet",
    ),
  );
  await user.type(screen.getByLabelText("Telefonnummeret tilbudet ble sendt til"), "41234567");
  await user.click(screen.getByRole("button", { name: "Send kode" }));
  await user.type(await screen.findByLabelText("Kode fra SMS"), "123456");
  await user.click(screen.getByRole("button", { name: confirm }));
  return user;
}

const codeCalls = () => ({
  "POST /api/auth/send-verification-code": [{ status: 200, body: { data: { sent: true } } }],
  "POST /api/auth/verify-phone-number": [
    { status: 200, body: { data: { phoneVerificationToken: "phone-token", phoneNumber: "+4741234567" } } },
  ],
});

describe("the offer opened by its signed link", () => {
  it("shows the offer with its PDF, then accepts it with a phone code and points to my page for the time", async () => {
    const calls = stubApi({
      [`GET /api/offer/${OFFER}/link`]: [read(offerFixture())],
      [`POST /api/offer/${OFFER}/link/accept`]: [
        read(offerFixture({ status: "accepted", mayAccept: false, answeredAt: "2026-11-20T09:00:00.000Z" })),
      ],
      ...codeCalls(),
    });
    renderPage();
    expect(screen.getByText(/Henter tilbudet/)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Tilbud på prosjekt 100001" })).toBeTruthy();
    expect(screen.getByText("Ny kurs til bod")).toBeTruthy();
    expect(document.body.textContent).toContain("Gyldig til og med 20. mars 2027");
    expect(screen.getByRole("link", { name: "Last ned tilbudet som PDF" }).getAttribute("href")).toBe(PDF);
    expect(calls[0]?.query).toBe(`t=${encodeURIComponent(TOKEN)}`);

    await answerWithCode("Godta tilbudet", "Bekreft og godta");
    expect(await screen.findByText("Tilbudet er godtatt")).toBeTruthy();
    const accept = calls.find((call) => call.key === `POST /api/offer/${OFFER}/link/accept`);
    expect(accept?.body).toEqual({ token: TOKEN, phoneToken: "phone-token" });
    expect(calls.find((call) => call.key === "POST /api/auth/send-verification-code")?.body).toEqual({
      phone_number: "+4741234567",
    });
    expect(
      screen.getByRole("link", { name: "Logg inn på Min side og velg tidspunkt" }).getAttribute("href"),
    ).toBe(`/logginn?redirect=${encodeURIComponent(`/dashboard/prosjekt/${PROJECT}`)}`);
    expect(screen.queryByRole("button", { name: "Godta tilbudet" })).toBeNull();
    // The outcome takes the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Tilbudet er godtatt"));
  });

  it("keeps the code form open with the server's message when the phone is not the offer's", async () => {
    stubApi({
      [`GET /api/offer/${OFFER}/link`]: [read(offerFixture())],
      [`POST /api/offer/${OFFER}/link/accept`]: [
        apiError(422, "OFFER_PHONE_MISMATCH", "Bekreft med telefonnummeret tilbudet ble sendt til.", {
          phoneToken: ["Bekreft med telefonnummeret tilbudet ble sendt til."],
        }),
      ],
      ...codeCalls(),
    });
    renderPage();
    await answerWithCode("Godta tilbudet", "Bekreft og godta");
    expect(await screen.findByText("Bekreft med telefonnummeret tilbudet ble sendt til.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bekreft og godta" })).toBeTruthy();
    expect(screen.queryByText("Tilbudet er godtatt")).toBeNull();
  });

  it("declines; a version replaced meanwhile shows the server's message and the offer as it stands", async () => {
    stubApi({
      [`GET /api/offer/${OFFER}/link`]: [
        read(offerFixture()),
        read(offerFixture({ newestSent: false, mayAccept: false })),
      ],
      [`POST /api/offer/${OFFER}/link/decline`]: [
        apiError(409, "OFFER_NOT_NEWEST", "Dette tilbudet er erstattet av et nyere tilbud."),
      ],
      ...codeCalls(),
    });
    renderPage();
    await answerWithCode("Avslå", "Bekreft og avslå");
    expect(await screen.findByText("Dette tilbudet er erstattet av et nyere tilbud.")).toBeTruthy();
    expect(await screen.findByText("Du har fått et nyere tilbud")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Avslå" })).toBeNull();
    expect(screen.queryByLabelText("Kode fra SMS")).toBeNull();
  });

  it("says when the link is expired or missing, and where to log in instead", async () => {
    const calls = stubApi({
      [`GET /api/offer/${OFFER}/link`]: [
        apiError(
          404,
          "OFFER_LINK_INVALID",
          "Lenken er utløpt eller ugyldig. Logg inn på Min side for å se tilbudet.",
        ),
      ],
    });
    renderPage();
    expect(await screen.findByText("Lenken er utløpt eller ugyldig")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Logg inn på Min side" }).getAttribute("href")).toBe(
      `/logginn?redirect=${encodeURIComponent("/dashboard")}`,
    );
    expect(calls).toHaveLength(1);
    cleanup();
    renderPage(null);
    expect(screen.getByText("Lenken er utløpt eller ugyldig")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("shows an expired offer without the answer buttons, and an offer accepted earlier", async () => {
    stubApi({
      [`GET /api/offer/${OFFER}/link`]: [read(offerFixture({ expired: true, mayAccept: false }))],
    });
    renderPage();
    expect(await screen.findByText("Tilbudet er ikke lenger gyldig")).toBeTruthy();
    expect(document.body.textContent).toContain("Det gikk ut 20. mars 2027");
    expect(screen.queryByRole("button", { name: "Godta tilbudet" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Avslå" })).toBeNull();
    cleanup();

    stubApi({
      [`GET /api/offer/${OFFER}/link`]: [
        read(offerFixture({ status: "accepted", mayAccept: false, answeredAt: "2026-11-20T09:00:00.000Z" })),
      ],
    });
    renderPage();
    expect(await screen.findByText("Tilbudet er godtatt")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Logg inn på Min side og velg tidspunkt" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Godta tilbudet" })).toBeNull();
  });
});
