import type { CustomerDetail } from "@mt/contract/customer";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/ui/toasts";
import { createQueryClient } from "../../lib/queries";
import { customerDetail } from "../../testing/customer-fixtures";
import { projectSummary } from "../../testing/fixtures";
import { CustomerPage } from "./customer-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = "7a1c2f0e-1111-4222-8333-444455556666";

/** The API answers the PATCH calls in turn; each body is recorded. */
function stubPatch(...answers: { status: number; body: unknown }[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      expect(`${init.method} ${url}`).toBe(`PATCH /api/customer/${UUID}`);
      bodies.push(JSON.parse(String(init.body)));
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return bodies;
}

function renderPage(customer: CustomerDetail = customerDetail()) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <CustomerPage customer={customer} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const contact = () => screen.getByRole("region", { name: "Kontaktinformasjon" });

async function openForm() {
  await userEvent.click(within(contact()).getByRole("button", { name: "Endre" }));
  return within(contact()).getByRole("form", { name: "Endre kontaktinformasjon" });
}

describe("the customer page", () => {
  it("shows the contact information, the projects (to the project page) and the changes", () => {
    renderPage(
      customerDetail({
        projects: [projectSummary({ status: "scheduled" })],
        timeline: [
          {
            at: "2026-11-22T08:00:00Z",
            actor: "Lars Berg",
            message: "E-post: ola@eksempel.no → ola@nord.no",
          },
        ],
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Ola Nordmann" })).toBeTruthy();
    expect(contact().textContent).toContain("+47 912 34 567");
    const projects = screen.getByRole("region", { name: "Prosjekter" });
    expect(within(projects).getByRole("link", { name: "Nr. 100001: El-kontroll" }).getAttribute("href")).toBe(
      "/prosjekter/100001",
    );
    expect(projects.textContent).toContain("Planlagt");
    expect(projects.textContent).toContain("23.11.2026 kl. 08:00–12:00");
    const changes = screen.getByRole("region", { name: "Endringer" });
    expect(changes.textContent).toContain("22.11.26 • kl. 09:00 · Lars Berg");
    expect(changes.textContent).toContain("E-post: ola@eksempel.no → ola@nord.no");
  });

  it("checks the fields before anything is sent", async () => {
    const bodies = stubPatch();
    renderPage();
    const form = await openForm();
    expect(document.activeElement).toBe(within(form).getByLabelText("Fornavn"));
    await userEvent.clear(within(form).getByLabelText("Fornavn"));
    await userEvent.clear(within(form).getByLabelText("Telefon"));
    await userEvent.type(within(form).getByLabelText("Telefon"), "123");
    await userEvent.click(within(form).getByRole("button", { name: "Lagre endringer" }));
    expect(await within(form).findByText("Må fylles ut")).toBeTruthy();
    expect(within(form).getByText("Ugyldig telefonnummer")).toBeTruthy();
    expect(within(form).getByLabelText("Telefon").getAttribute("aria-invalid")).toBe("true");
    expect(bodies).toEqual([]);
  });

  it("shows a phone number in use on the phone field, the server's field errors on theirs, then saves", async () => {
    const saved = customerDetail({
      email: null,
      phoneNumber: "+4790000099",
      timeline: [{ at: "2026-11-23T08:00:00Z", actor: "Lars Berg", message: "E-post fjernet" }],
    });
    const bodies = stubPatch(
      {
        status: 409,
        body: { message: "Telefonnummeret tilhører en annen bruker.", code: "PHONE_NUMBER_IN_USE" },
      },
      {
        status: 422,
        body: {
          message: "Ugyldige felt",
          code: "VALIDATION",
          errors: { "body.lastName": ["Må være maks 100 tegn"] },
        },
      },
      { status: 200, body: { data: saved } },
    );
    renderPage();
    const form = await openForm();
    await userEvent.clear(within(form).getByLabelText("Telefon"));
    await userEvent.type(within(form).getByLabelText("Telefon"), "90000099");
    await userEvent.clear(within(form).getByLabelText(/E-post/));
    await userEvent.click(within(form).getByRole("button", { name: "Lagre endringer" }));
    const inUse = await within(form).findByText("Telefonnummeret tilhører en annen bruker.");
    const phone = within(form).getByLabelText("Telefon");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.getAttribute("aria-describedby")).toBe(inUse.id);
    expect(bodies[0]).toEqual({
      firstName: "Ola",
      lastName: "Nordmann",
      email: null,
      phoneNumber: "+4790000099",
    });

    await userEvent.click(within(form).getByRole("button", { name: "Lagre endringer" }));
    expect(await within(form).findByText("Må være maks 100 tegn")).toBeTruthy();
    expect(within(form).getByLabelText("Etternavn").getAttribute("aria-invalid")).toBe("true");

    await userEvent.click(within(form).getByRole("button", { name: "Lagre endringer" }));
    expect(await screen.findByText("Kontaktinformasjonen er lagret.")).toBeTruthy();
    await waitFor(() => expect(within(contact()).queryByRole("form")).toBeNull());
    expect(contact().textContent).toContain("+47 900 00 099");
    expect(contact().textContent).toContain("Ingen e-post");
    expect(document.activeElement).toBe(within(contact()).getByRole("button", { name: "Endre" }));
    expect(screen.getByRole("region", { name: "Endringer" }).textContent).toContain("E-post fjernet");
  });
});
