import { initialOnboardingState, type OnboardingState } from "@mt/domain/onboarding/onboarding-state";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/queries";
import { OnboardingPage } from "./onboarding-page";
import { useOnboardingStore } from "./onboarding-store";

const COMPANY_UUID = "5d7c0a3e-8f1b-4c2d-9e6a-1b2c3d4e5f60";
const NORDMANN = {
  name: "Nordmann Eiendom AS",
  organizationNumber: "923609016",
  address: "Karl Johans gate 1",
  postCode: "0154",
  postArea: "OSLO",
};

type Reply = { status: number; body: unknown };
let replies: Record<string, (init: RequestInit, url: string) => Reply>;
const calls: { url: string; body: unknown }[] = [];

beforeEach(async () => {
  localStorage.clear();
  calls.length = 0;
  replies = {
    "/organization-number/": () => ({ status: 200, body: { data: NORDMANN } }),
    "/onboarding/coverage-preview": (_init, url) => {
      const radius = Number(new URL(url, "http://x").searchParams.get("radius"));
      return {
        status: 200,
        body: {
          data: {
            postCode: "0154",
            place: "Oslo",
            radiusKm: radius,
            postCodeCount: radius * 10,
            placeCount: 25,
            places: ["Oslo", "Lysaker", "Nesoddtangen"],
          },
        },
      };
    },
    "/auth/send-verification-code": () => ({ status: 200, body: { data: { sent: true } } }),
    "/auth/verify-phone-number": () => ({
      status: 200,
      body: { data: { phoneVerificationToken: "token-1", phoneNumber: "+4791234567" } },
    }),
    "/contractor/register": () => ({ status: 200, body: registered }),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, "");
      calls.push({ url: path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const match = Object.keys(replies).find((prefix) => path.startsWith(prefix));
      if (!match) throw new Error(`unexpected call ${path}`);
      const reply = (replies[match] as (init: RequestInit, url: string) => Reply)(init, path);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  useOnboardingStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// Whole steps typed key by key: slow on a busy machine, not stuck.
vi.setConfig({ testTimeout: 30_000 });

const registered = {
  data: {
    contractor: {
      id: 9,
      uuid: COMPANY_UUID,
      name: "Nordmann Elektro AS",
      organizationNumber: "923609016",
      address: "Karl Johans gate 1",
      postCode: "0154",
      postArea: "Oslo",
      basePostCode: "0154",
      basePlace: "Oslo",
      radiusKm: 30,
      active: false,
      status: "PENDING",
      workTypes: [{ workType: "ELECTRICIAN", extendedRadiusKm: null }],
      postCodes: [],
      invoiceEmails: [],
      department: null,
      electricianCount: 0,
      createdAt: "2026-11-26T01:00:00.000Z",
      updatedAt: "2026-11-26T01:00:00.000Z",
    },
    user: {
      id: 40,
      uuid: "6e8d1b4f-9a2c-4d3e-8f7b-2c3d4e5f6a71",
      name: "Kari Nordmann",
      phone: "+4791234567",
      phoneNumber: "+4791234567",
      firstName: "Kari",
      lastName: "Nordmann",
      email: "kari@nordmann.no",
      contractor: { id: 9, uuid: COMPANY_UUID, name: "Nordmann Elektro AS" },
      availableRoles: ["CONTRACTOR_ADMIN"],
      activeRoles: ["CONTRACTOR_ADMIN"],
      roles: ["CONTRACTOR_ADMIN"],
      type: "staff",
      permissions: ["contractor.manage-own"],
      guidedToursFinished: [],
    },
  },
};

/** A visit to /oppsett with what this browser stored before (nothing: a first visit). */
async function visit(stored?: Partial<OnboardingState>, onRegistered?: () => void) {
  if (stored)
    localStorage.setItem(
      "onboarding",
      JSON.stringify({ state: { ...initialOnboardingState(), ...stored }, version: 0 }),
    );
  await useOnboardingStore.persist.rehydrate();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/oppsett"]}>
        <OnboardingPage onRegistered={onRegistered} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Asks for a code and types it once the code step has slid in and taken focus. */
async function sendCodeAndType(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Mobilnummer"), "91234567");
  await user.click(screen.getByRole("button", { name: "Send kode" }));
  const code = screen.getByLabelText("Kode fra SMS");
  await waitFor(() => expect(document.activeElement).toBe(code));
  await user.type(code, "123456");
}

const persisted = () => JSON.parse(localStorage.getItem("onboarding") ?? "{}").state as OnboardingState;
const stepHeading = () => screen.getByRole("heading", { level: 2 });

const atCoverage: Partial<OnboardingState> = {
  step: 3,
  company: { ...NORDMANN, name: "Nordmann Elektro AS", postArea: "Oslo", partnerId: null },
};

describe("the onboarding page /oppsett", () => {
  it("checks the organisation number, looks it up and prefills the company's details", async () => {
    const user = await visit();
    expect(stepHeading().textContent).toContain("Organisasjonsnummer");
    await user.type(screen.getByLabelText("Organisasjonsnummer"), "923609017");
    await user.click(screen.getByRole("button", { name: "Finn bedriften" }));
    expect(await screen.findByText("Ugyldig organisasjonsnummer")).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText("Organisasjonsnummer"));
    await user.type(screen.getByLabelText("Organisasjonsnummer"), "923 609 016");
    await user.click(screen.getByRole("button", { name: "Finn bedriften" }));
    await waitFor(() => expect(stepHeading().textContent).toContain("Bedriften"));
    expect(calls[0]?.url).toBe("/organization-number/923609016");
    expect((screen.getByLabelText("Firmanavn") as HTMLInputElement).value).toBe("Nordmann Eiendom AS");
    expect((screen.getByLabelText("Adresse") as HTMLInputElement).value).toBe("Karl Johans gate 1");
    expect((screen.getByLabelText("Postnummer") as HTMLInputElement).value).toBe("0154");
    expect(screen.getByText("923 609 016")).toBeTruthy();
    expect(persisted()).toMatchObject({ step: 2, company: { organizationNumber: "923609016" } });
  });

  it("lets a company missing from the register fill in its details itself", async () => {
    replies["/organization-number/"] = () => ({
      status: 404,
      body: { code: "ORGANIZATION_NOT_FOUND", message: "Fant ikke organisasjonsnummeret.", errors: {} },
    });
    const user = await visit();
    await user.type(screen.getByLabelText("Organisasjonsnummer"), "911002205");
    await user.click(screen.getByRole("button", { name: "Finn bedriften" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Fant ikke organisasjonsnummeret 911002205");
    await user.click(within(alert).getByRole("button", { name: "Fyll inn selv" }));
    expect(stepHeading().textContent).toContain("Bedriften");
    expect((screen.getByLabelText("Firmanavn") as HTMLInputElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "Neste" }));
    expect(await screen.findAllByText("Må fylles ut")).toHaveLength(4);
  });

  it("resumes at the stored step, goes back by the step indicator and starts over", async () => {
    const user = await visit(atCoverage);
    expect(stepHeading().textContent).toContain("Arbeid og område");
    const steps = screen.getByRole("navigation", { name: "Steg i registreringen" });
    expect(within(steps).getByText("Arbeid og område").closest("[aria-current]")).toBeTruthy();
    expect(within(steps).queryByRole("button", { name: /Administrator/ })).toBeNull();
    await user.click(within(steps).getByRole("button", { name: /Bedriften/ }));
    expect(stepHeading().textContent).toContain("Bedriften");
    expect((screen.getByLabelText("Firmanavn") as HTMLInputElement).value).toBe("Nordmann Elektro AS");
    await user.type(screen.getByLabelText("Firmanavn"), " Øst");
    await user.click(screen.getByRole("button", { name: "Tilbake" }));
    expect(stepHeading().textContent).toContain("Organisasjonsnummer");
    expect((screen.getByLabelText("Organisasjonsnummer") as HTMLInputElement).value).toBe("923609016");
    // The same number again keeps the details as edited, rather than the register's.
    await user.click(screen.getByRole("button", { name: "Finn bedriften" }));
    await waitFor(() => expect(stepHeading().textContent).toContain("Bedriften"));
    expect((screen.getByLabelText("Firmanavn") as HTMLInputElement).value).toBe("Nordmann Elektro AS Øst");

    useOnboardingStore.getState().goTo(2);
    await user.click(await screen.findByRole("button", { name: "Start på nytt" }));
    expect(stepHeading().textContent).toContain("Organisasjonsnummer");
    expect(persisted()).toEqual(initialOnboardingState());
  });

  it("asks for a work type and previews the area the base post code and radius cover", async () => {
    const user = await visit(atCoverage);
    expect((screen.getByLabelText("Postnummer dere kjører fra") as HTMLInputElement).value).toBe("0154");
    expect(await screen.findByText("300 postnumre")).toBeTruthy();
    expect(screen.getByTestId("coverage-count").textContent).toBe(
      "300 postnumre i 25 steder innen 30 km fra 0154 Oslo.",
    );
    expect(screen.getByText("Oslo, Lysaker, Nesoddtangen og 22 steder til")).toBeTruthy();
    const radius = screen.getByLabelText("Radius (km)");
    await user.clear(radius);
    await user.type(radius, "12");
    expect(await screen.findByText("120 postnumre")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Neste" }));
    expect(await screen.findByText("Velg minst én arbeidstype")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Solceller" }));
    await user.click(screen.getByRole("checkbox", { name: "Elektriker" }));
    // Solar may reach further than the company's radius, never less.
    await user.click(screen.getByText("Kjører dere lenger for noen typer oppdrag?"));
    await user.type(screen.getByLabelText(/Radius for solceller \(km\)/), "10");
    await user.click(screen.getByRole("button", { name: "Neste" }));
    expect(await screen.findByText("Må være større enn radius, eller stå tom")).toBeTruthy();
    await user.clear(screen.getByLabelText(/Radius for solceller \(km\)/));
    await user.type(screen.getByLabelText(/Radius for solceller \(km\)/), "60");
    await user.click(screen.getByRole("button", { name: "Neste" }));
    await waitFor(() => expect(stepHeading().textContent).toContain("Administrator"));
    expect(persisted().coverage).toEqual({
      workTypes: ["ELECTRICIAN", "SOLAR"],
      basePostCode: "0154",
      radiusKm: 12,
      extendedRadiusKm: { SOLAR: 60 },
    });
  });

  it("verifies the admin's phone, registers the company and shows the way to the calendar", async () => {
    const onRegistered = vi.fn();
    const user = await visit(
      {
        ...atCoverage,
        step: 4,
        coverage: {
          workTypes: ["ELECTRICIAN"],
          basePostCode: "0154",
          radiusKm: 30,
          extendedRadiusKm: { ELECTRICIAN: 50 },
        },
      },
      onRegistered,
    );
    await sendCodeAndType(user);
    await user.click(screen.getByRole("button", { name: "Bekreft og registrer bedriften" }));
    expect(await screen.findByText("Fyll inn navn og e-post over.")).toBeTruthy();
    expect(calls.some((c) => c.url === "/contractor/register")).toBe(false);

    await user.type(screen.getByLabelText("Fornavn"), "Kari");
    await user.type(screen.getByLabelText("Etternavn"), "Nordmann");
    await user.type(screen.getByLabelText("E-post"), "kari@nordmann.no");
    await user.click(screen.getByRole("button", { name: "Bekreft og registrer bedriften" }));
    await waitFor(() => expect(stepHeading().textContent).toContain("Ferdig"), { timeout: 5000 });
    expect(calls.find((c) => c.url === "/contractor/register")?.body).toEqual({
      organization_number: "923609016",
      name: "Nordmann Elektro AS",
      address: "Karl Johans gate 1",
      post_code: "0154",
      work_types: [{ work_type: "ELECTRICIAN", extended_radius_km: 50 }],
      base_post_code: "0154",
      radius_km: 30,
      admin: {
        first_name: "Kari",
        last_name: "Nordmann",
        email: "kari@nordmann.no",
        phone_number: "+4791234567",
        phone_verification_token: "token-1",
      },
    });
    expect(
      screen.getByText(/Takk! .* en administrator godkjenner bedriften før dere får oppdrag/i),
    ).toBeTruthy();
    expect(onRegistered).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Gå til kalenderen" }).getAttribute("href")).toBe(
      `/partner/${COMPANY_UUID}/kalender`,
    );
    expect(persisted()).toMatchObject({
      step: 5,
      company: { partnerId: COMPANY_UUID },
      contractorUser: { uuid: registered.data.user.uuid },
    });
    // Registered: the earlier steps are closed, and the page stays at "done".
    expect(screen.queryByRole("button", { name: "Start på nytt" })).toBeNull();
    useOnboardingStore.getState().goTo(1);
    expect(useOnboardingStore.getState().step).toBe(5);
  });

  it("sends a company already registered back to its organisation number", async () => {
    replies["/contractor/register"] = () => ({
      status: 409,
      body: {
        code: "CONTRACTOR_ALREADY_REGISTERED",
        message: "Bedriften med dette organisasjonsnummeret er allerede registrert.",
        errors: {
          organization_number: ["Bedriften med dette organisasjonsnummeret er allerede registrert."],
        },
      },
    });
    const user = await visit({
      ...atCoverage,
      step: 4,
      coverage: { workTypes: ["ELECTRICIAN"], basePostCode: "0154", radiusKm: 30, extendedRadiusKm: {} },
      admin: { firstName: "Kari", lastName: "Nordmann", email: "kari@nordmann.no" },
    });
    await sendCodeAndType(user);
    await user.click(screen.getByRole("button", { name: "Bekreft og registrer bedriften" }));
    expect(
      await screen.findByText("Bedriften med dette organisasjonsnummeret er allerede registrert."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Gå til steg 1 og rett opplysningene" }));
    expect(stepHeading().textContent).toContain("Organisasjonsnummer");
  });
});
