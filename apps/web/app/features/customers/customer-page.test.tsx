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

/** The API answers the calls in turn; each call is recorded as "METHOD url" with its body. */
function stubApi(...answers: { status: number; body: unknown }[]) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ call: `${init.method} ${url}`, body: JSON.parse(String(init.body)) });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function renderPage(customer: CustomerDetail = customerDetail(), mayChangePhone = true) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <CustomerPage customer={customer} mayChangePhone={mayChangePhone} />
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
    expect(projects.textContent).toContain("man. 23. nov. • kl. 08:00–12:00");
    const changes = screen.getByRole("region", { name: "Endringer" });
    expect(changes.textContent).toContain("22.11.26 • kl. 09:00 · Lars Berg");
    expect(changes.textContent).toContain("E-post: ola@eksempel.no → ola@nord.no");
  });

  it("checks the fields before anything is sent; the phone number is not among them", async () => {
    const calls = stubApi();
    renderPage();
    const form = await openForm();
    expect(document.activeElement).toBe(within(form).getByLabelText("Fornavn"));
    expect(within(form).queryByLabelText("Telefon")).toBeNull();
    await userEvent.clear(within(form).getByLabelText("Fornavn"));
    await userEvent.clear(within(form).getByLabelText(/E-post/));
    await userEvent.type(within(form).getByLabelText(/E-post/), "nei");
    await userEvent.click(within(form).getByRole("button", { name: "Lagre endringer" }));
    expect(await within(form).findByText("Må fylles ut")).toBeTruthy();
    expect(within(form).getByText("Ugyldig e-post")).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/E-post/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(calls).toEqual([]);
  });

  it("shows the server's field errors on their fields, then saves", async () => {
    const saved = customerDetail({
      email: null,
      timeline: [{ at: "2026-11-23T08:00:00Z", actor: "Lars Berg", message: "E-post fjernet" }],
    });
    const calls = stubApi(
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
    await userEvent.clear(within(form).getByLabelText(/E-post/));
    await userEvent.click(within(form).getByRole("button", { name: "Lagre endringer" }));
    expect(await within(form).findByText("Må være maks 100 tegn")).toBeTruthy();
    expect(within(form).getByLabelText("Etternavn").getAttribute("aria-invalid")).toBe("true");
    expect(calls[0]).toEqual({
      call: `PATCH /api/customer/${UUID}`,
      body: { firstName: "Ola", lastName: "Nordmann", email: null },
    });

    await userEvent.click(within(form).getByRole("button", { name: "Lagre endringer" }));
    expect(await screen.findByText("Kontaktinformasjonen er lagret.")).toBeTruthy();
    await waitFor(() => expect(within(contact()).queryByRole("form")).toBeNull());
    expect(contact().textContent).toContain("Ingen e-post");
    expect(document.activeElement).toBe(within(contact()).getByRole("button", { name: "Endre" }));
    expect(screen.getByRole("region", { name: "Endringer" }).textContent).toContain("E-post fjernet");
  });
});

describe("changing the login phone number", () => {
  it("is not offered to those who may not (a store employee)", () => {
    renderPage(customerDetail(), false);
    expect(within(contact()).queryByRole("button", { name: "Bytt telefonnummer" })).toBeNull();
  });

  it("sends a code to the new number, takes the code read out, and shows the new number", async () => {
    const changed = customerDetail({
      phoneNumber: "+4790000099",
      timeline: [
        {
          at: "2026-11-23T08:00:00Z",
          actor: "Lars Berg",
          message: "Telefon: +47 912 34 567 → +47 900 00 099",
        },
      ],
    });
    const calls = stubApi(
      {
        status: 409,
        body: { message: "Telefonnummeret tilhører en annen bruker.", code: "PHONE_NUMBER_IN_USE" },
      },
      { status: 200, body: { data: { sent: true, phoneNumber: "+4790000099" } } },
      { status: 422, body: { message: "Koden er feil eller utløpt.", code: "INVALID_CODE" } },
      { status: 200, body: { data: changed } },
    );
    renderPage();
    const opener = within(contact()).getByRole("button", { name: "Bytt telefonnummer" });
    await userEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Bytt telefonnummer" });
    expect(dialog.textContent).toContain("+47 912 34 567");
    const phone = within(dialog).getByLabelText("Nytt telefonnummer");
    expect(document.activeElement).toBe(phone);

    await userEvent.type(phone, "90000007");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send kode" }));
    expect(await within(dialog).findByText("Telefonnummeret tilhører en annen bruker.")).toBeTruthy();

    await userEvent.clear(phone);
    await userEvent.type(phone, "90000099");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send kode" }));
    const code = within(dialog).getByLabelText("Kode fra SMS");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(calls[1]).toEqual({
      call: `POST /api/customer/${UUID}/phone-number/code`,
      body: { phoneNumber: "+4790000099" },
    });

    await userEvent.type(code, "111111");
    await userEvent.click(within(dialog).getByRole("button", { name: "Bytt nummer" }));
    expect(await within(dialog).findByText("Koden er feil eller utløpt.")).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, "123456");
    await userEvent.click(within(dialog).getByRole("button", { name: "Bytt nummer" }));
    expect(await screen.findByText(/Telefonnummeret er byttet til \+47 900 00 099/)).toBeTruthy();
    expect(calls[3]).toEqual({
      call: `POST /api/customer/${UUID}/phone-number`,
      body: { phoneNumber: "+4790000099", code: "123456" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(contact().textContent).toContain("+47 900 00 099");
    expect(document.activeElement).toBe(
      within(contact()).getByRole("button", { name: "Bytt telefonnummer" }),
    );
    expect(screen.getByRole("region", { name: "Endringer" }).textContent).toContain(
      "Telefon: +47 912 34 567",
    );
  });
});
