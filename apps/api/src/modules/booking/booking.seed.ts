import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { demoSellers, demoStoreOrders, MAGNUS, OPEN_CARTS } from "../../seed/demo-store-orders.ts";
import { cart } from "../cart/cart.schema.ts";
import { project } from "../project/project.schema.ts";
import { cartReminder } from "./booking.schema.ts";

/**
 * To whom the demo sellers sent their carts (seed/demo-store-orders.ts; the desk shows the latest):
 * the customers of the sent store orders, and Magnus's carts still with the customer, newest first.
 */
export async function seedDemoCartSends(tx: Db): Promise<void> {
  for (const { order, project: p } of await demoStoreOrders(tx, Date.now())) {
    if (order.bookedBySeller) continue;
    await tx
      .insert(cartReminder)
      .values({ cartId: p.cartId, phoneNumber: p.contactInformation.phoneNumber, email: null });
  }
  const magnus = (await demoSellers(tx))(MAGNUS);
  if (!magnus) return;
  const open = await tx
    .select({ id: cart.id })
    .from(cart)
    .leftJoin(project, eq(project.cartId, cart.id))
    .where(and(eq(cart.sellerUserId, magnus.id), isNotNull(cart.sentAt), isNull(project.id)))
    .orderBy(desc(cart.sentAt));
  const newestFirst = [...OPEN_CARTS].sort((a, b) => a.sentDaysAgo - b.sentDaysAgo);
  for (const [i, row] of open.entries()) {
    const to = newestFirst[i];
    if (to) await tx.insert(cartReminder).values({ cartId: row.id, phoneNumber: to.phone, email: null });
  }
}
