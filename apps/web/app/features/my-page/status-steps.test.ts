import type { ProjectEvent } from "@mt/contract/project";
import { describe, expect, it } from "vitest";
import { cancelledFrom, statusSteps } from "./status-steps";

const event = (fields: Partial<ProjectEvent>): ProjectEvent => ({
  id: 1,
  at: "2026-11-22T06:00:00Z",
  kind: "status",
  actor: "Lars Berg",
  fromStatus: null,
  toStatus: null,
  message: null,
  internal: false,
  ...fields,
});
const compact = (steps: ReturnType<typeof statusSteps>) => steps.map((s) => `${s.label}:${s.state}`);

describe("the status road on my page", () => {
  it("ticks the steps behind a job and marks the present one", () => {
    expect(compact(statusSteps("JOB", "confirmed"))).toEqual([
      "Bestilt:done",
      "Bekreftet av installatør:current",
      "Planlagt:todo",
      "Pågår:todo",
      "Fullført:todo",
    ]);
  });

  it("starts an inspection at the inspection and joins the job's road at the confirmation", () => {
    const steps = statusSteps("INSPECTION", "inspection_booked");
    expect(steps[0]).toEqual({ status: "inspection_booked", label: "Befaring bestilt", state: "current" });
    expect(steps.map((s) => s.status)).toContain("confirmed");
    expect(steps.map((s) => s.status)).not.toContain("ordered");
  });

  it("has passed every step once invoiced", () => {
    expect(statusSteps("JOB", "invoiced").every((step) => step.state === "done")).toBe(true);
  });

  it("shows a cancelled project's road up to where it stopped, then Kansellert", () => {
    const timeline = [
      event({ toStatus: "confirmed", fromStatus: "ordered" }),
      event({ id: 2, toStatus: "cancelled", fromStatus: "confirmed", message: "Kunden flyttet" }),
    ];
    expect(cancelledFrom(timeline)).toBe("confirmed");
    expect(compact(statusSteps("JOB", "cancelled", timeline))).toEqual([
      "Bestilt:done",
      "Bekreftet av installatør:done",
      "Kansellert:current",
    ]);
  });

  it("shows only Kansellert when the timeline does not say where it stopped", () => {
    expect(cancelledFrom([])).toBeNull();
    expect(compact(statusSteps("JOB", "cancelled"))).toEqual(["Kansellert:current"]);
  });
});
