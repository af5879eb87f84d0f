import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { noAvailabilityReport, postCode, postCodeNotification } from "./post-codes.schema.ts";

export function postCodesRepository(db: Db) {
  return {
    async find(code: string) {
      const rows = await db.select().from(postCode).where(eq(postCode.code, code));
      return rows[0] ?? null;
    },
    all() {
      return db.select().from(postCode);
    },
    async count(): Promise<number> {
      const rows = await db.$count(postCode);
      return rows;
    },
    async addNotification(input: {
      postCode: string;
      email: string;
      name: string | null;
      notificationTypes: string[];
    }) {
      const [row] = await db
        .insert(postCodeNotification)
        .values(input)
        .returning({ id: postCodeNotification.id });
      return (row as { id: number }).id;
    },
    async addNoAvailability(input: { postCode: string; email: string; workHours: string | null }) {
      const [row] = await db
        .insert(noAvailabilityReport)
        .values(input)
        .returning({ id: noAvailabilityReport.id });
      return (row as { id: number }).id;
    },
    async notifications(code: string) {
      return db.select().from(postCodeNotification).where(eq(postCodeNotification.postCode, code));
    },
  };
}

export type PostCodesRepository = ReturnType<typeof postCodesRepository>;
