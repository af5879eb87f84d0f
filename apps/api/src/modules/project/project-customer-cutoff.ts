import { customerMayChange } from "@mt/domain/project/project-reach";
import type { SettingsService } from "../settings/settings.module.ts";
import type { ProjectJoinedRow } from "./project.repository.ts";

/**
 * The customer's self-service limit: a customer cancels or moves their appointment only until the
 * cut-off before it (a run-time setting); staff are never held by it.
 */
export function customerCutoff(settings: SettingsService, now: () => number) {
  /**
   * The appointment a customer's cut-off protects: none once an offer is accepted (its time was
   * the inspection, now done; the job's new time is checked on its own).
   */
  const protectedStart = (row: ProjectJoinedRow) =>
    row.project.status === "offer_accepted" ? undefined : row.timeslot?.startsAt;

  /** The last moment the customer may still change the appointment; null when none is protected. */
  async function deadline(row: ProjectJoinedRow): Promise<Date | null> {
    if (!row.timeslot || !protectedStart(row)) return null;
    const hours = await settings.customerChangeCutoffHours();
    return new Date(row.timeslot.startsAt.getTime() - hours * 3_600_000);
  }

  /** Is a start still beyond the cut-off (or is there no appointment to protect)? Customers change nothing after it. */
  async function inTime(startsAt: Date | undefined): Promise<boolean> {
    if (!startsAt) return true;
    const hours = await settings.customerChangeCutoffHours();
    return customerMayChange(startsAt, new Date(now()), hours);
  }

  /** For the times offered to a caller: is this start open to them (a customer only beyond the cut-off)? */
  async function openTo(asCustomer: boolean): Promise<(startsAt: string) => boolean> {
    const hours = asCustomer ? await settings.customerChangeCutoffHours() : 0;
    return (startsAt) => customerMayChange(new Date(startsAt), new Date(now()), hours);
  }

  return { protectedStart, deadline, inTime, openTo };
}

export type CustomerCutoff = ReturnType<typeof customerCutoff>;
