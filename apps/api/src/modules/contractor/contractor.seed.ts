import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { caseworkerDepartment } from "../users/users.schema.ts";
import { contractorDepartment, contractorFeedback, contractorInvoiceEmail } from "./contractor.schema.ts";

/**
 * What the installers desk shows beyond coverage (demo environments only): invoice addresses, the
 * caseworker department and feedback, for the Trondheim and Stavanger companies (Oslo and Bergen
 * start bare, as their admins' own flows fill them).
 */
const DEMO_ADMIN_DATA = [
  {
    company: "Stavanger Kraft og Sol AS",
    invoiceEmails: ["faktura@stavangerkraft.no", "regnskap@stavangerkraft.no"],
    department: "Sørlandet",
    feedback: [
      "Vi tar gjerne flere solcellejobber i Sandnes og på Jæren – vi har ledig kapasitet fra januar.",
      "Kan kunden få beskjed om å rydde plass rundt sikringsskapet før vi kommer? Det sparer oss for mye tid.",
    ],
  },
  {
    company: "Trøndelag Installasjon AS",
    invoiceEmails: ["post@trondelaginstallasjon.no"],
    department: "Trøndelag",
    feedback: ["Bildene kundene laster opp er til stor hjelp når vi planlegger jobben. Takk!"],
  },
];

export async function seedDemoContractorAdminData(tx: Db): Promise<void> {
  const companies = await tx
    .select({ id: contractor.id, name: contractor.name })
    .from(contractor)
    .where(
      inArray(
        contractor.name,
        DEMO_ADMIN_DATA.map((d) => d.company),
      ),
    );
  for (const demo of DEMO_ADMIN_DATA) {
    const company = companies.find((c) => c.name === demo.company);
    if (!company) continue;
    await tx
      .insert(contractorInvoiceEmail)
      .values(demo.invoiceEmails.map((email, position) => ({ contractorId: company.id, email, position })));
    const [department] = await tx
      .select({ id: caseworkerDepartment.id })
      .from(caseworkerDepartment)
      .where(eq(caseworkerDepartment.name, demo.department));
    if (department)
      await tx.insert(contractorDepartment).values({ contractorId: company.id, departmentId: department.id });
    // Oldest first, a day apart, so the newest is on top.
    for (const [i, feedback] of demo.feedback.entries())
      await tx.insert(contractorFeedback).values({
        contractorId: company.id,
        feedback,
        createdAt: new Date(Date.now() - (demo.feedback.length - i) * 24 * 60 * 60_000),
      });
  }
}
