import type { Contractor, ElectricianWithWork, PostCodePreview } from "@mt/contract/contractor";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { ToastProvider } from "../../components/ui/toasts";
import { createQueryClient } from "../../lib/queries";

/** What the page sent: method, path with query, and the JSON body. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs the browser's fetch: answers `METHOD /path` (path without /api, query included) from the
 * queued replies, 404 otherwise; records every call.
 */
export function stubApi() {
  const calls: SentCall[] = [];
  const replies: Record<string, { status: number; body: unknown }[]> = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = url.replace(/^\/api/, "");
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const key = Object.keys(replies).find(
        (k) => k === `${method} ${path}` || k === `${method} ${path.split("?")[0]}`,
      );
      const reply = key ? (replies[key]?.length === 1 ? replies[key][0] : replies[key]?.shift()) : undefined;
      if (!reply) return Response.json({ message: "Ikke funnet", code: "NOT_FOUND" }, { status: 404 });
      return Response.json(reply.body, { status: reply.status });
    }),
  );
  return {
    calls,
    /** Queues answers for `METHOD /path`; the last one keeps answering. */
    reply(key: string, ...answers: { status: number; body: unknown }[]) {
      replies[key] = answers;
    },
  };
}

export function renderWithApp(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

export const CONTRACTOR_UUID = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

export function contractorFixture(change: Partial<Contractor> = {}): Contractor {
  return {
    id: 1,
    uuid: CONTRACTOR_UUID,
    name: "Oslo Elektro og Varme AS",
    organizationNumber: "912345674",
    address: "Storgata 1",
    postCode: "0155",
    postArea: "Oslo",
    basePostCode: "0150",
    basePlace: "Oslo",
    radiusKm: 30,
    active: true,
    status: "ACTIVE",
    workTypes: [
      { workType: "ELECTRICIAN", extendedRadiusKm: null },
      { workType: "SOLAR", extendedRadiusKm: 80 },
    ],
    postCodes: ["1400"],
    invoiceEmails: ["faktura@osloelektro.no"],
    department: null,
    electricianCount: 2,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-01T09:00:00.000Z",
    ...change,
  };
}

export function previewFixture(change: Partial<PostCodePreview> = {}): PostCodePreview {
  return {
    basePostCode: "0150",
    basePlace: "Oslo",
    radiusKm: 30,
    workTypes: [
      { workType: "ELECTRICIAN", extendedRadiusKm: null },
      { workType: "SOLAR", extendedRadiusKm: 80 },
    ],
    counts: {
      total: 420,
      withinRadius: 300,
      listed: 1,
      perWorkType: [
        { workType: "ELECTRICIAN", postCodeCount: 300 },
        { workType: "SOLAR", postCodeCount: 420 },
      ],
    },
    postCodes: [],
    added: [],
    dropped: [],
    affected: { openCarts: 0, futureProjects: [] },
    ...change,
  };
}

export function electricianFixture(change: Partial<ElectricianWithWork> = {}): ElectricianWithWork {
  return {
    uuid: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
    firstName: "Per",
    lastName: "Nilsen",
    phoneNumber: "+4791234567",
    userUuid: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f",
    workTypes: ["ELECTRICIAN", "HEAT_PUMP"],
    createdAt: "2026-11-01T09:00:00.000Z",
    upcoming: [],
    heldTimes: 0,
    ...change,
  };
}
