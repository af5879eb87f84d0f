import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { DEMO_PROJECTS, type DemoProjectPlan } from "../../db/demo-projects.ts";
import { cartReminder } from "../booking/booking.schema.ts";
import { cart } from "../cart/cart.schema.ts";
import { cartService } from "../cart/cart.service.ts";
import { createCatalogueModule } from "../catalogue/catalogue.module.ts";
import { jobTemplate } from "../catalogue/catalogue.schema.ts";
import { project, projectEvent } from "../project/project.schema.ts";
import { createScheduleModule } from "../schedule/schedule.module.ts";
import { appUser } from "../users/users.schema.ts";
import { SELLER_CART_EXPIRES_AFTER_DAYS } from "./seller.service.ts";

const DAY_MS = 86_400_000;

/** The demo sellers (sales-partner.seed.ts): Magnus and Sofie at Byggmakker Vest, Eirik at Hjem og Energi. */
const MAGNUS = "+4790000011";
const SOFIE = "+4790000014";
const EIRIK = "+4790000015";

/**
 * Demo projects that came through a store: which seller, whether the seller booked it in the store
 * or sent it and the customer booked it, and what was sold there. Found in DEMO_PROJECTS by what
 * they are (the plan has no names), so they keep their place there and in every count.
 */
const STORE_ORDERS: {
  match: (p: DemoProjectPlan) => boolean;
  seller: string;
  bookedBySeller: boolean;
  description: string;
  /** Ordered recently (this month's figures on the desk), not weeks before the appointment. */
  recent?: true;
}[] = [
  {
    match: (p) => p.contractor === "Bergen Elektro AS" && p.status === "ordered",
    seller: MAGNUS,
    bookedBySeller: true,
    description: "El-kontroll solgt sammen med ny sikringsskap-pakke i butikk.",
    recent: true,
  },
  {
    match: (p) => p.contractor === "Bergen Elektro AS" && p.status === "scheduled",
    seller: MAGNUS,
    bookedBySeller: false,
    description: "Kunden kjøpte Easee One-lader i butikken; montering ved garasjen.",
  },
  {
    match: (p) => p.contractor === "Bergen Elektro AS" && p.status === "completed",
    seller: MAGNUS,
    bookedBySeller: true,
    description: "El-kontroll før salg av bolig, avtalt i butikk.",
  },
  {
    match: (p) => p.contractor === "Bergen Elektro AS" && p.status === "confirmed",
    seller: SOFIE,
    bookedBySeller: true,
    description: "Solgt med nye downlights til stua.",
  },
  {
    match: (p) => p.contractor === "Oslo Elektro og Varme AS" && p.status === "scheduled" && p.customer === 0,
    seller: EIRIK,
    bookedBySeller: false,
    description: "Kunden kjøpte lader i butikken på Storo.",
  },
];

/** Magnus's carts still with the customer: sent, opened, and expired (sent too long ago). */
const OPEN_CARTS = [
  { sentDaysAgo: 1, openedDaysAgo: null, phone: "+4793000011", bolig: "leilighet" },
  { sentDaysAgo: 3, openedDaysAgo: 2, phone: "+4793000012", bolig: "enebolig" },
  {
    sentDaysAgo: SELLER_CART_EXPIRES_AFTER_DAYS + 6,
    openedDaysAgo: null,
    phone: "+4793000013",
    bolig: "enebolig",
  },
] as const;

/**
 * The seller desk's demo (demo environments only; after the projects): some demo projects become
 * store orders of the demo sellers, with their carts sent or booked in the store, and Magnus has
 * carts sent, opened and expired. No new project: every count of demo projects stays.
 */
export async function seedDemoSellerOrders(tx: Db): Promise<void> {
  const now = Date.now();
  const sellers = await tx
    .select()
    .from(appUser)
    .where(inArray(appUser.phoneNumber, [MAGNUS, SOFIE, EIRIK]));
  const sellerBy = (phone: string) => sellers.find((s) => s.phoneNumber === phone);
  for (const order of STORE_ORDERS) {
    const plan = DEMO_PROJECTS.find(order.match);
    const seller = sellerBy(order.seller);
    if (!plan || !seller?.salesPartnerId) continue;
    const [booked] = await tx
      .select({ project })
      .from(project)
      .innerJoin(cart, eq(cart.id, project.cartId))
      .where(eq(cart.uuid, plan.cartUuid));
    if (!booked) continue;
    const p = booked.project;
    const createdAt = order.recent ? new Date(now - 2 * DAY_MS) : p.createdAt;
    const channel = {
      sellerUserId: seller.id,
      salesPartnerId: seller.salesPartnerId,
      salesPartnerDepartmentId: seller.salesPartnerDepartmentId,
      sellerDescription: order.description,
    };
    await tx
      .update(project)
      .set({
        ...channel,
        salesChannel: "STORE",
        createdByUserId: order.bookedBySeller ? seller.id : null,
        createdAt,
      })
      .where(eq(project.id, p.id));
    if (order.bookedBySeller) {
      // The seller made the order in the store.
      await tx
        .update(projectEvent)
        .set({ actorUserId: seller.id, actorName: `${seller.firstName} ${seller.lastName}` })
        .where(and(eq(projectEvent.projectId, p.id), eq(projectEvent.kind, "created")));
    } else {
      await tx
        .insert(cartReminder)
        .values({ cartId: p.cartId, phoneNumber: p.contactInformation.phoneNumber, email: null });
    }
    if (order.recent) {
      // The timeline starts when the order was made.
      await tx
        .update(projectEvent)
        .set({ at: createdAt })
        .where(and(eq(projectEvent.projectId, p.id), lt(projectEvent.at, createdAt)));
    }
    // A sent cart was sent a day before the customer booked it, and opened an hour before.
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

  const magnus = sellerBy(MAGNUS);
  const [template] = await tx.select().from(jobTemplate).where(eq(jobTemplate.slug, "el-kontroll"));
  if (!magnus?.salesPartnerId || !template?.publishedVersionId) return;
  const carts = cartService({
    db: tx,
    catalogue: createCatalogueModule({ db: tx }).service,
    schedule: createScheduleModule({ db: tx }).service,
    priceHoldHours: 24 * 365,
  });
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
    const [row] = await tx.select({ id: cart.id }).from(cart).where(eq(cart.uuid, created.uuid));
    if (row) await tx.insert(cartReminder).values({ cartId: row.id, phoneNumber: open.phone, email: null });
  }
}
