import { describe, expect, it } from "vitest";
import { customerProjectDetail } from "../testing/customer-fixtures";
import { appointmentOf } from "./appointment";

const event = (kind: string, at: string, toStatus: string | null = null) =>
  ({ id: 1, kind, at, actor: "Kunden", fromStatus: null, toStatus, message: null }) as never;

describe("appointmentOf", () => {
  it("is the job for a job, the inspection until its offer is accepted, then the job once its time is chosen", () => {
    expect(appointmentOf(customerProjectDetail({ kind: "JOB" }))).toBe("job");
    const inspection = customerProjectDetail({ kind: "INSPECTION", status: "offer_sent", timeline: [] });
    expect(appointmentOf(inspection)).toBe("inspection");
    const accepted = {
      ...inspection,
      status: "offer_accepted" as const,
      timeline: [
        event("reschedule", "2026-11-20T10:00:00.000Z"),
        event("status", "2026-11-21T10:00:00.000Z", "offer_accepted"),
      ],
    };
    expect(appointmentOf(accepted)).toBe("job-to-choose");
    expect(
      appointmentOf({
        ...accepted,
        timeline: [...accepted.timeline, event("reschedule", "2026-11-21T11:00:00.000Z")],
      }),
    ).toBe("job");
  });
});
