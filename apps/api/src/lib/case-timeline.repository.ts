import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { appUser } from "../modules/users/users.schema.ts";

/** The name a case's timeline keeps for a user who acts on it; null when there is no such user. */
export async function userName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
