import { INVITATION_DAYS } from "@mt/contract/invitation";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { DEMO_INVITED_PEOPLE } from "../../seed/demo-invitations.ts";
import { DEMO_SALES_PARTNERS } from "../../seed/demo-sales-partners.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { invitation } from "./invitation.schema.ts";

const DAY_MS = 24 * 60 * 60_000;

async function userId(tx: Db, phoneNumber: string): Promise<number | null> {
  const [row] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.phoneNumber, phoneNumber));
  return row?.id ?? null;
}

/**
 * The demo's open invitations (seed/demo-invitations.ts): Oslo Elektro og Varme AS waits for Håkon Berg,
 * Bergen Åsane for Maja Solheim. Their accounts (users.seed.ts) hold no role until they accept.
 * After the users, sales partners and their people.
 */
export async function seedDemoInvitations(tx: Db): Promise<void> {
  const [electrician, seller] = DEMO_INVITED_PEOPLE;
  const [oslo] = await tx
    .select({ id: contractor.id, name: contractor.name })
    .from(contractor)
    .where(eq(contractor.name, "Oslo Elektro og Varme AS"));
  const [store] = await tx
    .select({ id: salesPartnerDepartment.id, partnerId: salesPartner.id })
    .from(salesPartnerDepartment)
    .innerJoin(salesPartner, eq(salesPartner.id, salesPartnerDepartment.salesPartnerId))
    .where(
      and(
        eq(salesPartner.name, DEMO_SALES_PARTNERS[0].name),
        eq(salesPartnerDepartment.name, DEMO_SALES_PARTNERS[0].stores[0].name),
      ),
    );
  const [ole, ida] = [await userId(tx, "+4790000004"), await userId(tx, "+4790000010")];
  const [hakon, maja] = [await userId(tx, electrician.phoneNumber), await userId(tx, seller.phoneNumber)];
  if (!oslo || !store || ole === null || ida === null || hakon === null || maja === null) return;
  const now = Date.now();
  const expiresAt = new Date(now + INVITATION_DAYS * DAY_MS);
  await tx.insert(invitation).values([
    {
      userId: hakon,
      phoneNumber: electrician.phoneNumber,
      role: "ELECTRICIAN",
      contractorId: oslo.id,
      firstName: electrician.firstName,
      lastName: electrician.lastName,
      workTypes: ["ELECTRICIAN", "HEAT_PUMP"],
      invitedById: ole,
      createdAt: new Date(now - DAY_MS),
      expiresAt,
    },
    {
      userId: maja,
      phoneNumber: seller.phoneNumber,
      role: "SALES_PARTNER_SELLER",
      salesPartnerId: store.partnerId,
      salesPartnerDepartmentId: store.id,
      firstName: seller.firstName,
      lastName: seller.lastName,
      invitedById: ida,
      createdAt: new Date(now - DAY_MS),
      expiresAt,
    },
  ]);
}
