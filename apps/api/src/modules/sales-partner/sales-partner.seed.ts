import type { Db } from "../../db/database.ts";
import { DEMO_SALES_PARTNERS } from "../../seed/demo-sales-partners.ts";
import { salesPartner, salesPartnerDepartment } from "./sales-partner.schema.ts";

/**
 * The demo's sales partners and their stores (demo environments only); the users module's seeder
 * then places the demo people in them.
 */
export async function seedSalesPartners(tx: Db): Promise<void> {
  for (const partner of DEMO_SALES_PARTNERS) {
    const [row] = await tx
      .insert(salesPartner)
      .values({ name: partner.name })
      .returning({ id: salesPartner.id });
    if (!row) throw new Error("sales partner not created");
    await tx
      .insert(salesPartnerDepartment)
      .values(partner.stores.map((store) => ({ ...store, salesPartnerId: row.id })));
  }
}
