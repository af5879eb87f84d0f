import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { cart, cartLineItem } from "./cart.schema.ts";

export type CartRow = typeof cart.$inferSelect;
export type LineRow = typeof cartLineItem.$inferSelect;
export type NewLine = Pick<LineRow, "jobTemplateId" | "jobTemplateVersionId" | "data">;

export function cartRepository(db: Db) {
  return {
    /** Creates the cart and its lines in one transaction: all or nothing. */
    async create(values: { uuid: string; userId: number | null; postCode: string | null }, lines: NewLine[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(cart).values(values).returning();
        const created = row as CartRow;
        if (lines.length)
          await tx.insert(cartLineItem).values(lines.map((l) => ({ ...l, cartId: created.id, type: "JOB" })));
        return created;
      });
    },
    async byUuid(uuid: string): Promise<CartRow | null> {
      return (await db.select().from(cart).where(eq(cart.uuid, uuid)))[0] ?? null;
    },
    lines(cartId: number): Promise<LineRow[]> {
      return db
        .select()
        .from(cartLineItem)
        .where(eq(cartLineItem.cartId, cartId))
        .orderBy(asc(cartLineItem.id));
    },
    /** The cart, locked until the caller's transaction ends. */
    async lock(uuid: string): Promise<CartRow | null> {
      return (await db.select().from(cart).where(eq(cart.uuid, uuid)).for("update"))[0] ?? null;
    },
    async update(
      id: number,
      values: Partial<Pick<CartRow, "postCode" | "reservationUuid" | "userId" | "status">>,
    ) {
      await db
        .update(cart)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cart.id, id));
    },
    async addLine(cartId: number, line: NewLine) {
      await db.transaction(async (tx) => {
        await tx.insert(cartLineItem).values({ ...line, cartId, type: "JOB" });
        await tx.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
      });
    },
    async updateLine(cartId: number, lineId: number, line: NewLine) {
      await db
        .update(cartLineItem)
        .set(line)
        .where(and(eq(cartLineItem.cartId, cartId), eq(cartLineItem.id, lineId)));
      await db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
    },
    async deleteLine(cartId: number, lineId: number): Promise<boolean> {
      const rows = await db
        .delete(cartLineItem)
        .where(and(eq(cartLineItem.cartId, cartId), eq(cartLineItem.id, lineId)))
        .returning({ id: cartLineItem.id });
      return rows.length > 0;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
