import type { InspectionFindings } from "@mt/contract/inspection";
import type { ProjectDetail } from "@mt/contract/project";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../../components/ui/toasts";
import { createQueryClient } from "../../lib/queries";
import { stubApiForEachTest } from "../../testing/api-stub";
import { projectDetail } from "../../testing/fixtures";
import { InspectionFindingsSection } from "./inspection-findings";

const { calls, replies } = stubApiForEachTest({
  notFound: { message: "Fant ikke befaringen.", code: "NOT_FOUND" },
});
afterEach(cleanup);

const inspection = (fields: Partial<ProjectDetail> = {}) =>
  projectDetail({
    kind: "INSPECTION",
    status: "inspection_booked",
    inspection: { topic: [], mode: "VIDEO" },
    ...fields,
  });

const findings = (fields: Partial<InspectionFindings> = {}): InspectionFindings => ({
  projectUuid: projectDetail().uuid,
  mode: "VIDEO",
  status: "inspection_booked",
  text: "",
  measurements: [],
  photos: [],
  updatedAt: null,
  updatedBy: null,
  inspectedAt: null,
  open: true,
  ...fields,
});

function renderSection(project: ProjectDetail) {
  const router = createMemoryRouter([
    { path: "/", element: <InspectionFindingsSection project={project} /> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("the inspection findings on the desk's project page", () => {
  it("takes text and measurements, checks a half-filled row, and marks the inspection done", async () => {
    const uuid = projectDetail().uuid;
    replies[`GET /inspection/${uuid}`] = [{ status: 200, body: { data: findings() } }];
    replies[`POST /inspection/${uuid}/inspected`] = [
      {
        status: 200,
        body: {
          data: findings({
            status: "inspected",
            open: false,
            text: "Skapet må byttes",
            inspectedAt: "2026-03-02T10:00:00.000Z",
          }),
        },
      },
    ];
    renderSection(inspection());
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "Start videobefaringen" });
    expect(screen.getByRole("link", { name: "Start videobefaringen" }).getAttribute("href")).toBe(
      `/project/${uuid}/inspection/video`,
    );

    await user.type(screen.getByLabelText(/Hva fant du\?/), "Skapet må byttes");
    await user.click(screen.getByRole("button", { name: "Legg til måling" }));
    await user.type(screen.getByLabelText("Måling 1: hva"), "Hovedsikring");
    await user.click(screen.getByRole("button", { name: "Marker befaring utført" }));
    expect(await screen.findByText("Skriv verdien.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(screen.getByLabelText("Verdi"), "63");
    await user.type(screen.getByLabelText(/Enhet/), "A");
    await user.click(screen.getByRole("button", { name: "Marker befaring utført" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      text: "Skapet må byttes",
      measurements: [{ label: "Hovedsikring", value: "63", unit: "A" }],
    });
    expect(await screen.findByText(/Befaringen ble markert som utført/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Marker befaring utført" })).toBeNull();
  });

  it("is left out for a job, and for those the API does not let record findings", async () => {
    renderSection(projectDetail());
    expect(screen.queryByRole("region", { name: "Befaring" })).toBeNull();
    cleanup();
    renderSection(inspection());
    await waitFor(() => expect(calls.length).toBe(1));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Befaring" })).toBeNull());
  });
});
