import { and, asc, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { cart, cartLineItem } from "./cart.schema.ts";

export type CartRow = typeof cart.$inferSelect;
export type LineRow = typeof cartLineItem.$inferSelect;
export type NewLine = Pick<LineRow, "jobTemplateId" | "jobTemplateVersionId" | "data">;
export type StoredLine = NewLine & Pick<LineRow, "pricedAt">;

/** The cart and its lines by the cart's uuid (a join: a cart with no lines gives one row, line null). */
const withLinesQuery = (db: Db) =>
  db
    .select({ cart, line: cartLineItem })
    .from(cart)
    .leftJoin(cartLineItem, eq(cartLineItem.cartId, cart.id))
    .where(eq(cart.uuid, sql.placeholder("uuid")))
    .orderBy(asc(cartLineItem.id))
    // Every reservation attempt and offer reads it: built once, parsed once per connection.
    .prepare("cart_with_lines");

export function cartRepository(db: Db) {
  let withLines: ReturnType<typeof withLinesQuery> | undefined;
  return {
    /** Creates the cart and its lines in one transaction: all or nothing. */
    async create(
      values: { uuid: string; userId: number | null; postCode: string | null },
      lines: StoredLine[],
    ) {
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
    /** The cart and its lines in one round trip (null when there is no such cart). */
    async withLines(uuid: string): Promise<{ row: CartRow; lines: LineRow[] } | null> {
      withLines ??= withLinesQuery(db);
      const rows = await withLines.execute({ uuid });
      const first = rows[0];
      if (!first) return null;
      return { row: first.cart, lines: rows.flatMap((r) => (r.line ? [r.line] : [])) };
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
      values: Partial<
        Pick<
          CartRow,
          | "postCode"
          | "reservationUuid"
          | "userId"
          | "status"
          | "sellerUserId"
          | "salesPartnerId"
          | "salesPartnerDepartmentId"
          | "sellerDescription"
          | "sentAt"
          | "openedAt"
        >
      >,
    ) {
      await db
        .update(cart)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cart.id, id));
    },
    /** Sets opened_at once (only on a sent cart not opened yet); the stored time either way. */
    async markOpened(id: number, at: Date): Promise<Date | null> {
      const [set] = await db
        .update(cart)
        .set({ openedAt: at })
        .where(and(eq(cart.id, id), isNull(cart.openedAt), isNotNull(cart.sentAt)))
        .returning({ openedAt: cart.openedAt });
      if (set) return set.openedAt;
      const [row] = await db.select({ openedAt: cart.openedAt }).from(cart).where(eq(cart.id, id));
      return row?.openedAt ?? null;
    },
    async line(cartId: number, lineId: number): Promise<LineRow | null> {
      const [row] = await db
        .select()
        .from(cartLineItem)
        .where(and(eq(cartLineItem.cartId, cartId), eq(cartLineItem.id, lineId)));
      return row ?? null;
    },
    /**
     * Adds the line unless the cart already holds `max` lines (false then). The cart row is locked
     * first, so concurrent adds count one after the other.
     */
    async addLine(cartId: number, line: StoredLine, max: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: cart.id }).from(cart).where(eq(cart.id, cartId)).for("update");
        const [held] = await tx
          .select({ n: count() })
          .from(cartLineItem)
          .where(eq(cartLineItem.cartId, cartId));
        if ((held?.n ?? 0) >= max) return false;
        await tx.insert(cartLineItem).values({ ...line, cartId, type: "JOB" });
        await tx.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
        return true;
      });
    },
    /** Writes the line only over the revision the caller read; false when it changed meanwhile. */
    async updateLineIf(cartId: number, lineId: number, revision: number, line: StoredLine): Promise<boolean> {
      const rows = await db
        .update(cartLineItem)
        .set({ ...line, revision: sql`${cartLineItem.revision} + 1` })
        .where(
          and(
            eq(cartLineItem.cartId, cartId),
            eq(cartLineItem.id, lineId),
            eq(cartLineItem.revision, revision),
          ),
        )
        .returning({ id: cartLineItem.id });
      if (rows.length === 0) return false;
      await db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
      return true;
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
