import type { CommentStatus } from "@mt/domain/rating/rating";
import { osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { nthWorkingDay } from "../../seed/demo-projects.ts";
import { project, projectEvent } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { rating, ratingJobTemplate } from "./rating.schema.ts";

/** The demo customer (Nora Hansen) keeps her completed project unrated, to rate it herself. */
const DEMO_CUSTOMER_PHONE = "+4790000007";
/** The demo caseworker (Lars Berg) approved the demo's approved comments. */
const DEMO_CASEWORKER_PHONE = "+4790000002";

/** In the order of the demo's other completed and invoiced projects (by number). */
const DEMO_RATINGS: readonly { stars: number; comment: string | null; status: CommentStatus | null }[] = [
  {
    stars: 5,
    comment: "Elektrikeren kom presis, forklarte alt underveis og ryddet etter seg. Anbefales!",
    status: "approved",
  },
  { stars: 4, comment: "Greit utført, men litt vanskelig å få tak i dem på telefon.", status: "pending" },
  { stars: 3, comment: null, status: null },
];

/**
 * Ratings on the demo's first completed and invoiced projects: one approved comment, one pending, one
 * without a comment.
 */
export async function seedDemoRatings(tx: Db): Promise<void> {
  const [nora] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.phoneNumber, DEMO_CUSTOMER_PHONE));
  const [lars] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.phoneNumber, DEMO_CASEWORKER_PHONE));
  const done = await tx
    .select()
    .from(project)
    .where(
      and(
        inArray(project.status, ["completed", "invoiced"]),
        nora ? ne(project.customerUserId, nora.id) : undefined,
      ),
    )
    .orderBy(asc(project.number));
  for (const [index, p] of done.entries()) {
    const plan = DEMO_RATINGS[index];
    if (!plan) break;
    // Rated the working morning after the job was done (its timeline says when: project.seed.ts).
    const [done] = await tx
      .select({ at: projectEvent.at })
      .from(projectEvent)
      .where(and(eq(projectEvent.projectId, p.id), eq(projectEvent.toStatus, "completed")));
    const doneDay = osloDate((done?.at ?? p.createdAt).getTime());
    const at = new Date(osloToUtc(nthWorkingDay(doneDay, 1), "09:40"));
    const moderated = plan.status === "approved" || plan.status === "rejected";
    const [row] = await tx
      .insert(rating)
      .values({
        projectId: p.id,
        customerUserId: p.customerUserId,
        contractorId: p.contractorId,
        electricianId: p.electricianId,
        stars: plan.stars,
        comment: plan.comment,
        commentStatus: plan.status,
        moderatedByUserId: moderated ? (lars?.id ?? null) : null,
        moderatedAt: moderated ? new Date(at.getTime() + 3_600_000) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: rating.id });
    if (!row) continue;
    const templates = [...new Set(p.lineItems.map((line) => line.jobTypeId))];
    if (templates.length > 0) {
      await tx
        .insert(ratingJobTemplate)
        .values(templates.map((jobTemplateId) => ({ ratingId: row.id, jobTemplateId })));
    }
  }
}
