import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import type { TestApp } from "../../test/test-app.ts";
import { seedDemoPartnerPeople } from "../users/users.seed.ts";
import { salesPartner, salesPartnerDepartment } from "./sales-partner.schema.ts";
import { seedSalesPartners } from "./sales-partner.seed.ts";

/** Adds the demo's two chains, their stores and their people (seed/demo-sales-partners.ts). */
export async function withDemoChains(t: Pick<TestApp, "database">): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await seedSalesPartners(tx as unknown as Db);
    await seedDemoPartnerPeople(tx as unknown as Db);
  });
}

/** A demo chain's id and uuid, by its name. */
export async function partnerRow(t: Pick<TestApp, "database">, name: string) {
  const [row] = await t.database.db
    .select({ id: salesPartner.id, uuid: salesPartner.uuid })
    .from(salesPartner)
    .where(eq(salesPartner.name, name));
  if (!row) throw new Error(`no partner ${name}`);
  return row;
}

/** A demo store's id and uuid, by its name. */
export async function storeRow(t: Pick<TestApp, "database">, name: string) {
  const [row] = await t.database.db
    .select({ id: salesPartnerDepartment.id, uuid: salesPartnerDepartment.uuid })
    .from(salesPartnerDepartment)
    .where(eq(salesPartnerDepartment.name, name));
  if (!row) throw new Error(`no store ${name}`);
  return row;
}
