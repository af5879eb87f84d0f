import { osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { cart } from "../modules/cart/cart.schema.ts";
import { project } from "../modules/project/project.schema.ts";
import { SELLER_CART_EXPIRES_AFTER_DAYS } from "../modules/seller/seller.service.ts";
import { appUser } from "../modules/users/users.schema.ts";
import { DEMO_PROJECTS, type DemoProjectPlan, nthWorkingDay } from "./demo-projects.ts";

/*
 * The seller desk's demo, as a plan each area's seeder writes its own part of (demo environments
 * only; after the projects): some demo projects became store orders of the demo sellers, booked in
 * the store or sent to the customer who booked it, and Magnus has carts sent, opened and expired.
 * No new project: every count of demo projects stays.
 */

export const DAY_MS = 86_400_000;

/** The demo sellers (demo-sales-partners.ts): Magnus and Sofie at Byggmakker Vest, Eirik at Hjem og Energi. */
export const MAGNUS = "+4790000011";
export const SOFIE = "+4790000014";
export const EIRIK = "+4790000015";

/**
 * Demo projects that came through a store: which seller, whether the seller booked it in the store
 * or sent it and the customer booked it, and what was sold there. Found in DEMO_PROJECTS by what
 * they are (the plan has no names), so they keep their place there and in every count.
 */
export const STORE_ORDERS: {
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
export const OPEN_CARTS = [
  { sentDaysAgo: 1, openedDaysAgo: null, phone: "+4793000011", bolig: "leilighet" },
  { sentDaysAgo: 3, openedDaysAgo: 2, phone: "+4793000012", bolig: "enebolig" },
  {
    sentDaysAgo: SELLER_CART_EXPIRES_AFTER_DAYS + 6,
    openedDaysAgo: null,
    phone: "+4793000013",
    bolig: "enebolig",
  },
] as const;

/** The demo sellers' rows, by phone. */
export async function demoSellers(tx: Db) {
  const rows = await tx
    .select()
    .from(appUser)
    .where(inArray(appUser.phoneNumber, [MAGNUS, SOFIE, EIRIK]));
  return (phone: string) => rows.find((row) => row.phoneNumber === phone);
}

/** Each store order with its seller and booked project; a recent one was ordered two working days ago. */
export async function demoStoreOrders(tx: Db, now: number) {
  const sellerBy = await demoSellers(tx);
  const found = [];
  for (const order of STORE_ORDERS) {
    const plan = DEMO_PROJECTS.find(order.match);
    const seller = sellerBy(order.seller);
    if (!plan || !seller?.salesPartnerId) continue;
    const [booked] = await tx
      .select({ project })
      .from(project)
      .innerJoin(cart, eq(cart.id, project.cartId))
      .where(and(eq(cart.uuid, plan.cartUuid)));
    if (!booked) continue;
    const createdAt = order.recent
      ? new Date(osloToUtc(nthWorkingDay(osloDate(now), -2), "11:30"))
      : booked.project.createdAt;
    const channel = {
      sellerUserId: seller.id,
      salesPartnerId: seller.salesPartnerId,
      salesPartnerDepartmentId: seller.salesPartnerDepartmentId,
      sellerDescription: order.description,
    };
    found.push({ order, plan, seller, project: booked.project, createdAt, channel });
  }
  return found;
}
