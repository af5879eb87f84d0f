import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { project } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { inspectionFindings } from "./inspection.schema.ts";

const INSPECTOR_PHONE = "+4790000003";

/**
 * The demo inspections' findings: the inspected demo project has its findings on record, and the
 * next site inspection a saved draft. The projects themselves (one on site, one on video for Nora
 * Hansen) come from the projects' demo plan.
 */
export async function seedDemoInspections(tx: Db): Promise<void> {
  const [inspector] = await tx
    .select({ id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(eq(appUser.phoneNumber, INSPECTOR_PHONE));
  const name = inspector ? `${inspector.firstName ?? ""} ${inspector.lastName ?? ""}`.trim() : "Inspektør";
  const byStatus = async (status: "inspected" | "inspection_booked") =>
    tx
      .select({ id: project.id, inspection: project.inspection })
      .from(project)
      .where(and(eq(project.kind, "INSPECTION"), eq(project.status, status)));

  for (const done of await byStatus("inspected")) {
    await tx.insert(inspectionFindings).values({
      projectId: done.id,
      text: "Utedelen kan stå på bakkestativ ved sørveggen, 4 m fra soveromsvinduet. Kabelføring gjennom kjelleren.",
      measurements: [
        { label: "Hovedsikring", value: "50", unit: "A" },
        { label: "Kabellengde til utedel", value: "12", unit: "m" },
      ],
      updatedByUserId: inspector?.id ?? null,
      updatedByName: name,
      inspectedAt: new Date(),
    });
  }
  const [draft] = (await byStatus("inspection_booked")).filter((row) => row.inspection?.mode !== "VIDEO");
  if (draft) {
    await tx.insert(inspectionFindings).values({
      projectId: draft.id,
      text: "Utkast: sjekk plass til innedel i vaskerommet.",
      measurements: [{ label: "Hovedsikring", value: "63", unit: "A" }],
      updatedByUserId: inspector?.id ?? null,
      updatedByName: name,
    });
  }
}
