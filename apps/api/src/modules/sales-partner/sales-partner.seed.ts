import type { Role } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { appUser } from "../users/users.schema.ts";
import { DEMO_USERS } from "../users/users.seed.ts";
import { salesPartner, salesPartnerDepartment } from "./sales-partner.schema.ts";

/** Two retail chains and their stores; the first store of each is where its demo people work. */
export const DEMO_SALES_PARTNERS = [
  {
    name: "Byggmakker Vest AS",
    stores: [
      { name: "Bergen Åsane", postCode: "5116" },
      { name: "Bergen Lagunen", postCode: "5239" },
    ],
  },
  {
    name: "Hjem og Energi Norge AS",
    stores: [
      { name: "Oslo Storo", postCode: "0485" },
      { name: "Trondheim Tiller", postCode: "7081" },
    ],
  },
] as const;

/** Sellers beyond the one-per-role demo users: one more in the first chain's second store, one in the second chain. */
export const DEMO_EXTRA_SELLERS = [
  {
    firstName: "Sofie",
    lastName: "Kristiansen",
    phoneNumber: "+4790000014",
    email: "sofie.kristiansen@example.no",
    partner: 0,
    store: 1,
  },
  {
    firstName: "Eirik",
    lastName: "Moen",
    phoneNumber: "+4790000015",
    email: "eirik.moen@example.no",
    partner: 1,
    store: 0,
  },
] as const;

const phoneOf = (role: Role) => DEMO_USERS.find((user) => user.role === role)?.phoneNumber ?? "";

/**
 * The demo's sales partners (demo environments only): the demo partner admin, department admin,
 * seller and store employee all work for the first chain, in its first store (Bergen Åsane).
 */
export async function seedSalesPartners(tx: Db): Promise<void> {
  const stores: { partnerId: number; ids: number[] }[] = [];
  for (const partner of DEMO_SALES_PARTNERS) {
    const [row] = await tx
      .insert(salesPartner)
      .values({ name: partner.name })
      .returning({ id: salesPartner.id });
    if (!row) throw new Error("sales partner not created");
    const departments = await tx
      .insert(salesPartnerDepartment)
      .values(partner.stores.map((store) => ({ ...store, salesPartnerId: row.id })))
      .returning({ id: salesPartnerDepartment.id });
    stores.push({ partnerId: row.id, ids: departments.map((d) => d.id) });
  }
  const first = stores[0];
  if (!first) return;
  await tx
    .update(appUser)
    .set({ salesPartnerId: first.partnerId })
    .where(eq(appUser.phoneNumber, phoneOf("SALES_PARTNER_ADMIN")));
  for (const role of ["SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_SELLER", "STORE_EMPLOYEE"] as const) {
    await tx
      .update(appUser)
      .set({ salesPartnerId: first.partnerId, salesPartnerDepartmentId: first.ids[0] ?? null })
      .where(eq(appUser.phoneNumber, phoneOf(role)));
  }
  await tx.insert(appUser).values(
    DEMO_EXTRA_SELLERS.map(({ partner, store, ...person }) => ({
      ...person,
      availableRoles: ["SALES_PARTNER_SELLER"],
      activeRoles: ["SALES_PARTNER_SELLER"],
      salesPartnerId: stores[partner]?.partnerId ?? null,
      salesPartnerDepartmentId: stores[partner]?.ids[store] ?? null,
    })),
  );
}
