import type { ProjectDetail } from "@mt/contract/project";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { projectDetail } from "../../testing/fixtures";
import { renderWithApp } from "../../testing/render";
import { ProjectDeskPage } from "./project-desk-page";

const { calls, replies } = stubApiForEachTest();
afterEach(cleanup);

const OFFER = "7c1d2e3f-4444-4555-8666-777788889999";
const inspected = (overrides: Partial<ProjectDetail> = {}) =>
  projectDetail({ kind: "INSPECTION", status: "inspected", allowedMoves: ["cancel"], ...overrides });

function offer(overrides: Record<string, unknown> = {}) {
  const uuid = inspected().uuid;
  return {
    uuid: OFFER,
    projectUuid: uuid,
    projectNumber: 100001,
    version: 1,
    status: "draft",
    lines: [
      {
        source: "product",
        refId: 4,
        description: "Zaptec Go elbillader",
        quantity: 1,
        unitPriceOre: 1_099_000,
        totalOre: 1_099_000,
        minutesPerUnit: 0,
      },
      {
        source: "free",
        refId: null,
        description: "Graving",
        quantity: 2,
        unitPriceOre: 67_750,
        totalOre: 135_500,
        minutesPerUnit: 90,
      },
    ],
    totalOre: 1_234_500,
    durationMinutes: 90,
    vatOre: 246_900,
    validUntil: "2027-01-31",
    expired: false,
    message: "",
    createdAt: "2026-11-20T10:00:00.000Z",
    createdBy: "Lars Berg",
    sentAt: null,
    answeredAt: null,
    newestSent: false,
    mayAccept: false,
    pdfUrl: `/api/offer/${OFFER}/pdf`,
    ...overrides,
  };
}

function renderPage(project: ProjectDetail) {
  renderWithApp(<ProjectDeskPage project={project} customerLink />);
}

describe("the offer on the desk's project page", () => {
  it("builds an offer from a product and a free line, shows the total with VAT, then saves and sends it", async () => {
    const project = inspected();
    replies[`GET /offer/project/${project.uuid}`] = [
      { status: 200, body: { data: { offers: [], mayBuild: true } } },
      { status: 200, body: { data: { offers: [offer({ status: "sent" })], mayBuild: true } } },
    ];
    replies["GET /offer/choices"] = [
      {
        status: 200,
        body: {
          data: {
            products: [{ id: 4, name: "Zaptec Go elbillader", priceOre: 1_099_000 }],
            jobs: [{ id: 1, title: "Elbillader", priceOre: 1_499_000, minutes: 180 }],
          },
        },
      },
    ];
    replies[`POST /offer/project/${project.uuid}`] = [{ status: 201, body: { data: offer() } }];
    replies[`POST /offer/${OFFER}/send`] = [{ status: 200, body: { data: offer({ status: "sent" }) } }];
    replies[`GET /project/${project.uuid}`] = [
      { status: 200, body: { data: inspected({ status: "offer_sent", version: project.version + 1 }) } },
    ];
    renderPage(project);

    // The manual move is gone: the offer flow sends.
    expect(screen.queryByRole("button", { name: "Marker tilbud sendt" })).toBeNull();
    const section = await screen.findByRole("region", { name: "Tilbud" });
    expect(await within(section).findByText("Ingen tilbud ennå.")).toBeTruthy();
    await userEvent.selectOptions(await within(section).findByLabelText("Fra katalogen"), "product:4");
    await userEvent.click(within(section).getByRole("button", { name: "Legg til" }));
    // A free line: price in kroner with a decimal comma.
    await userEvent.click(within(section).getByRole("button", { name: "Legg til linje" }));
    expect(within(section).getByText("Må fylles ut")).toBeTruthy();
    await userEvent.type(within(section).getByLabelText("Beskrivelse"), "Graving");
    await userEvent.clear(within(section).getByLabelText("Antall"));
    await userEvent.type(within(section).getByLabelText("Antall"), "2");
    await userEvent.type(within(section).getByLabelText("Pris per stk. (kr inkl. mva.)"), "677,50");
    await userEvent.click(within(section).getByRole("button", { name: "Legg til linje" }));
    expect(within(section).getByTestId("offer-builder-total").textContent).toBe("kr\u00a012\u00a0345");
    expect(section.textContent).toContain("herav mva. kr\u00a02\u00a0469");
    // No working time yet: the job could not be booked, so the builder says so before saving.
    await userEvent.click(within(section).getByRole("button", { name: "Lagre som utkast" }));
    expect(within(section).getByText(/Tilbudet mangler arbeidstid/)).toBeTruthy();
    await userEvent.type(within(section).getByLabelText("Beskrivelse"), "Montering");
    await userEvent.type(within(section).getByLabelText("Pris per stk. (kr inkl. mva.)"), "0");
    // Enter in the free line adds the line, as its button does, and does not save the offer.
    await userEvent.type(within(section).getByLabelText(/Arbeidstid per stk/), "90{Enter}");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(within(section).getByTestId("offer-builder-work-time").textContent).toBe("1 t 30 min");
    const validUntil = within(section).getByRole("textbox", { name: /Gyldig til og med/ });
    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, "31.01.2027");
    await userEvent.click(within(section).getByRole("button", { name: "Lagre og send til kunden" }));

    expect(await screen.findByText("Tilbud versjon 1 er sendt. Kunden har fått SMS og e-post.")).toBeTruthy();
    const saved = calls.find(
      (call) => call.method === "POST" && call.path === `/offer/project/${project.uuid}`,
    );
    expect(saved?.body).toEqual({
      lines: [
        { source: "product", refId: 4, quantity: 1 },
        { source: "free", description: "Graving", quantity: 2, unitPriceOre: 67_750, minutesPerUnit: 0 },
        { source: "free", description: "Montering", quantity: 1, unitPriceOre: 0, minutesPerUnit: 90 },
      ],
      validUntil: "2027-01-31",
      message: "",
    });
    expect(calls.some((call) => call.method === "POST" && call.path === `/offer/${OFFER}/send`)).toBe(true);
    await waitFor(() =>
      expect(document.querySelector(".ui-page-header__lead")?.textContent).toContain("Tilbud sendt"),
    );
    const version = await within(section).findByTestId("offer-version-1");
    expect(version.textContent).toContain("Sendt");
    expect(within(version).getByRole("link", { name: /PDF/ }).getAttribute("href")).toBe(
      `/api/offer/${OFFER}/pdf`,
    );
  }, 20_000);

  it("shows the server's field errors at their fields: a catalogue line gone, a day refused", async () => {
    const project = inspected();
    replies[`GET /offer/project/${project.uuid}`] = [
      { status: 200, body: { data: { offers: [offer()], mayBuild: true } } },
    ];
    replies["GET /offer/choices"] = [{ status: 200, body: { data: { products: [], jobs: [] } } }];
    replies[`POST /offer/project/${project.uuid}`] = [
      {
        status: 422,
        body: {
          message: "Sjekk feltene",
          code: "VALIDATION_ERROR",
          errors: {
            "lines.0.refId": ["Produktet finnes ikke lenger"],
            "body.validUntil": ["Velg en dag fra i dag"],
          },
        },
      },
    ];
    renderPage(project);
    const section = await screen.findByRole("region", { name: "Tilbud" });
    // The builder starts from the newest version's lines.
    expect(await within(section).findByRole("heading", { name: "Ny versjon (2)" })).toBeTruthy();
    await userEvent.click(within(section).getByRole("button", { name: "Lagre som utkast" }));
    const line = (await within(section).findByText("Produktet finnes ikke lenger")).closest("li");
    expect(line?.textContent).toContain("Zaptec Go elbillader");
    expect(
      within(line as HTMLElement)
        .getByLabelText(/Antall for/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    const validUntil = within(section).getByRole("textbox", { name: /Gyldig til og med/ });
    expect(validUntil.getAttribute("aria-invalid")).toBe("true");
    expect(within(section).getByText("Velg en dag fra i dag")).toBeTruthy();
  });

  it("refuses to save an empty offer with the schema's message, and shows no builder to those who may not build", async () => {
    const project = inspected();
    replies[`GET /offer/project/${project.uuid}`] = [
      { status: 200, body: { data: { offers: [], mayBuild: true } } },
    ];
    replies["GET /offer/choices"] = [{ status: 200, body: { data: { products: [], jobs: [] } } }];
    renderPage(project);
    const section = await screen.findByRole("region", { name: "Tilbud" });
    await userEvent.click(await within(section).findByRole("button", { name: "Lagre som utkast" }));
    expect(await within(section).findByText("Legg til minst én linje i tilbudet")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    cleanup();

    replies[`GET /offer/project/${project.uuid}`] = [
      { status: 200, body: { data: { offers: [], mayBuild: false } } },
    ];
    renderPage(inspected({ status: "offer_accepted" }));
    // While it loads the section says so; once the API says there is nothing to build or show, it goes.
    expect(await screen.findByText("Henter tilbud …")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Tilbud" })).toBeNull());
    expect(calls.filter((call) => call.path.startsWith("/offer/project"))).toHaveLength(2);
  });
});
