import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { DEMO_CLAIMS, demoClaimTimes } from "../../seed/demo-claims.ts";
import { cart } from "../cart/cart.schema.ts";
import { project } from "../project/project.schema.ts";
import { timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { claim, claimEvent } from "./claim.schema.ts";

const CASEWORKER_PHONE = "+4790000002";

/**
 * The demo claims (seed/demo-claims.ts): one in every status on the demo contractors' completed
 * projects, with their timelines, so that /reklamasjon/liste is filled in the local demo.
 */
export async function seedDemoClaims(tx: Db): Promise<void> {
  const now = Date.now();
  const [caseworker] = await tx
    .select({ id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(eq(appUser.phoneNumber, CASEWORKER_PHONE));
  const staffName = caseworker ? `${caseworker.firstName} ${caseworker.lastName}` : "Saksbehandler";
  for (const plan of DEMO_CLAIMS) {
    const [owner] = await tx
      .select({
        id: project.id,
        customerUserId: project.customerUserId,
        electricianId: project.electricianId,
      })
      .from(project)
      .innerJoin(cart, eq(cart.id, project.cartId))
      .where(eq(cart.uuid, plan.project.cartUuid));
    if (!owner) continue;
    const [visit] = plan.visit
      ? await tx
          .select({ id: timeslot.id, electricianId: timeslot.electricianId })
          .from(timeslot)
          .where(and(eq(timeslot.uuid, plan.visit.reservationUuid), eq(timeslot.status, "BOOKED")))
      : [];
    const { openedAt, answeredAt } = demoClaimTimes(plan, now);
    const [created] = await tx
      .insert(claim)
      .values({
        uuid: randomUUID(),
        projectId: owner.id,
        status: plan.status,
        version: plan.status === "opened" ? 0 : 1,
        description: plan.description,
        imageIds: [],
        openedByUserId: owner.customerUserId,
        timeslotId: visit?.id ?? null,
        electricianId: visit?.electricianId ?? null,
        resolutionMessage: plan.resolution ?? null,
        createdAt: openedAt,
        updatedAt: plan.status === "opened" ? openedAt : answeredAt,
      })
      .returning({ id: claim.id });
    if (!created) continue;
    const events: (typeof claimEvent.$inferInsert)[] = [
      {
        claimId: created.id,
        at: openedAt,
        kind: "opened",
        actorUserId: owner.customerUserId,
        actorName: "Kunden",
        toStatus: "opened",
      },
    ];
    if (plan.status !== "opened") {
      events.push({
        claimId: created.id,
        at: answeredAt,
        kind: "status",
        actorUserId: caseworker?.id ?? null,
        actorName: staffName,
        fromStatus: "opened",
        toStatus: plan.status,
        message: plan.resolution ?? null,
      });
    }
    await tx.insert(claimEvent).values(events);
  }
}
