import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { DEMO_PROJECTS } from "../../seed/demo-projects.ts";
import { DAY_MS, demoSellers, demoStoreOrders, MAGNUS, OPEN_CARTS } from "../../seed/demo-store-orders.ts";
import { jobTemplate } from "../catalogue/catalogue.schema.ts";
import { cart } from "./cart.schema.ts";
import type { CartService } from "./cart.service.ts";

/** The booked carts the demo projects came from (their lines live frozen on the projects). */
export async function seedDemoOrderCarts(tx: Db): Promise<void> {
  await tx.insert(cart).values(
    DEMO_PROJECTS.map((plan) => ({
      uuid: plan.cartUuid,
      postCode: plan.contractor === "Bergen Elektro AS" ? "5003" : "0150",
      status: "booked",
    })),
  );
}

/**
 * The carts of the demo's store orders (seed/demo-store-orders.ts) carry their seller; a sent one was
 * sent a day before the customer booked it and opened an hour before. Magnus's carts still with the
 * customer are priced by `carts` (so they hold real lines), sent and maybe opened.
 */
export async function seedDemoSellerCarts(tx: Db, carts: CartService): Promise<void> {
  const now = Date.now();
  for (const { order, plan, createdAt, channel } of await demoStoreOrders(tx, now)) {
    await tx
      .update(cart)
      .set({
        ...channel,
        userId: null,
        sentAt: order.bookedBySeller ? null : new Date(createdAt.getTime() - DAY_MS),
        openedAt: order.bookedBySeller ? null : new Date(createdAt.getTime() - 3_600_000),
      })
      .where(eq(cart.uuid, plan.cartUuid));
  }
  const magnus = (await demoSellers(tx))(MAGNUS);
  const [template] = await tx.select().from(jobTemplate).where(eq(jobTemplate.slug, "el-kontroll"));
  if (!magnus?.salesPartnerId || !template?.publishedVersionId) return;
  for (const open of OPEN_CARTS) {
    const created = await carts.create({
      postCode: "5116",
      userId: null,
      lines: [
        {
          jobTypeId: template.id,
          jobTypeVersionId: template.publishedVersionId,
          answers: { bolig: open.bolig },
          images: [],
        },
      ],
    });
    const sentAt = new Date(now - open.sentDaysAgo * DAY_MS);
    await tx
      .update(cart)
      .set({
        sellerUserId: magnus.id,
        salesPartnerId: magnus.salesPartnerId,
        salesPartnerDepartmentId: magnus.salesPartnerDepartmentId,
        sellerDescription: "El-kontroll tilbudt ved kjøp av varmekabler.",
        sentAt,
        openedAt: open.openedDaysAgo === null ? null : new Date(now - open.openedDaysAgo * DAY_MS),
        createdAt: new Date(sentAt.getTime() - 600_000),
      })
      .where(eq(cart.uuid, created.uuid));
  }
}
