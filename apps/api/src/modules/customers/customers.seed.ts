import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { appUser } from "../users/users.schema.ts";
import { customerEvent } from "./customers.schema.ts";

const DAY = 86_400_000;

/** The demo person with exactly this one role (the users seeder made one per role). */
const demoUser = async (tx: Db, role: "CUSTOMER" | "CUSTOMER_SERVICE") => {
  const [row] = await tx
    .select()
    .from(appUser)
    .where(eq(appUser.availableRoles, sql`array[${role}]::text[]`))
    .orderBy(asc(appUser.id))
    .limit(1);
  return row ?? null;
};

/** Demo: customer service once corrected Nora Hansen's email, so her customer page has a history. */
export async function seedCustomers(tx: Db): Promise<void> {
  const [nora, emma] = [await demoUser(tx, "CUSTOMER"), await demoUser(tx, "CUSTOMER_SERVICE")];
  if (!nora?.email || !emma) return;
  const now = Date.now();
  await tx.insert(customerEvent).values([
    {
      customerUserId: nora.id,
      actorUserId: emma.id,
      field: "email",
      fromValue: "nora.hansen@exmaple.no",
      toValue: "nora.hansen@example.no",
      createdAt: new Date(now - 21 * DAY),
    },
    {
      customerUserId: nora.id,
      actorUserId: emma.id,
      field: "lastName",
      fromValue: "Hanssen",
      toValue: nora.lastName,
      createdAt: new Date(now - 21 * DAY + 60_000),
    },
  ]);
}
