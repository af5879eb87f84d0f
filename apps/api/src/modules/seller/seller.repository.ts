import { and, desc, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { cartReminder } from "../booking/booking.schema.ts";
import { cart, cartLineItem } from "../cart/cart.schema.ts";
import { postCode } from "../coverage/coverage.schema.ts";
import { project } from "../project/project.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

/** Whose carts and orders a desk shows: one seller's, one store's, or one sales partner's. */
export type DeskScope = { sellerUserId: number } | { departmentId: number } | { salesPartnerId: number };

const sellerUser = alias(appUser, "seller_user");

function cartsIn(scope: DeskScope): SQL {
  if ("sellerUserId" in scope) return eq(cart.sellerUserId, scope.sellerUserId);
  if ("departmentId" in scope) return eq(cart.salesPartnerDepartmentId, scope.departmentId);
  return eq(cart.salesPartnerId, scope.salesPartnerId);
}

function projectsIn(scope: DeskScope): SQL {
  if ("sellerUserId" in scope) return eq(project.sellerUserId, scope.sellerUserId);
  if ("departmentId" in scope) return eq(project.salesPartnerDepartmentId, scope.departmentId);
  return eq(project.salesPartnerId, scope.salesPartnerId);
}

const count = (result: unknown) => {
  const rows = ((result as { rows?: { n: number | string | null }[] }).rows ?? result) as {
    n: number | string | null;
  }[];
  return Number(rows[0]?.n ?? 0);
};

export function sellerRepository(db: Db) {
  return {
    /** The seller as their settings and messages show them. */
    async person(userId: number) {
      const [row] = await db
        .select({
          user: appUser,
          partner: { uuid: salesPartner.uuid, name: salesPartner.name },
          department: { uuid: salesPartnerDepartment.uuid, name: salesPartnerDepartment.name },
        })
        .from(appUser)
        .leftJoin(salesPartner, eq(salesPartner.id, appUser.salesPartnerId))
        .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, appUser.salesPartnerDepartmentId))
        .where(eq(appUser.id, userId));
      return row ?? null;
    },

    /** Claimed carts in the scope, newest first, with seller, store, latest recipient and project. */
    async carts(scope: DeskScope | { cartId: number }, limit: number) {
      const where = "cartId" in scope ? eq(cart.id, scope.cartId) : cartsIn(scope);
      const rows = await db
        .select({
          cart,
          place: postCode.place,
          seller: { uuid: sellerUser.uuid, firstName: sellerUser.firstName, lastName: sellerUser.lastName },
          department: { uuid: salesPartnerDepartment.uuid, name: salesPartnerDepartment.name },
          project: {
            number: project.number,
            createdAt: project.createdAt,
            totalOre: project.totalOre,
            lineItems: project.lineItems,
          },
        })
        .from(cart)
        .innerJoin(sellerUser, eq(sellerUser.id, cart.sellerUserId))
        .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, cart.salesPartnerDepartmentId))
        .leftJoin(postCode, eq(postCode.code, cart.postCode))
        .leftJoin(project, eq(project.cartId, cart.id))
        .where(and(where, isNotNull(cart.sellerUserId)))
        .orderBy(desc(cart.createdAt), desc(cart.id))
        .limit(limit);
      const ids = rows.map((r) => r.cart.id);
      const lines = ids.length
        ? await db
            .select({ cartId: cartLineItem.cartId, data: cartLineItem.data })
            .from(cartLineItem)
            .where(inArray(cartLineItem.cartId, ids))
            .orderBy(cartLineItem.id)
        : [];
      const sends = ids.length
        ? await db
            .select()
            .from(cartReminder)
            .where(inArray(cartReminder.cartId, ids))
            .orderBy(desc(cartReminder.id))
        : [];
      return rows.map((row) => ({
        ...row,
        lines: lines.filter((l) => l.cartId === row.cart.id).map((l) => l.data),
        sentTo: sends.find((s) => s.cartId === row.cart.id) ?? null,
      }));
    },

    /** Orders in the scope, newest first. */
    async orders(scope: DeskScope, limit: number) {
      return db
        .select({
          project,
          startsAt: timeslot.startsAt,
          seller: { uuid: sellerUser.uuid, firstName: sellerUser.firstName, lastName: sellerUser.lastName },
          department: { uuid: salesPartnerDepartment.uuid, name: salesPartnerDepartment.name },
        })
        .from(project)
        .leftJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .leftJoin(sellerUser, eq(sellerUser.id, project.sellerUserId))
        .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, project.salesPartnerDepartmentId))
        .where(projectsIn(scope))
        .orderBy(desc(project.createdAt), desc(project.id))
        .limit(limit);
    },

    /** Orders (not cancelled), their revenue, carts sent and of those booked, in [from, to). */
    async figures(scope: DeskScope, from: Date, to: Date) {
      const [orders] = await db
        .select({
          n: sql<number>`count(*)`,
          revenue: sql<number>`coalesce(sum(${project.totalOre}), 0)`,
        })
        .from(project)
        .where(
          and(
            projectsIn(scope),
            ne(project.status, "cancelled"),
            gte(project.createdAt, from),
            lt(project.createdAt, to),
          ),
        );
      const sentIn = and(cartsIn(scope), gte(cart.sentAt, from), lt(cart.sentAt, to));
      const sent = count(await db.select({ n: sql<number>`count(*)` }).from(cart).where(sentIn));
      const booked = count(
        await db
          .select({ n: sql<number>`count(*)` })
          .from(cart)
          .where(and(sentIn, eq(cart.status, "booked"))),
      );
      return { orders: Number(orders?.n ?? 0), revenueOre: Number(orders?.revenue ?? 0), sent, booked };
    },
  };
}
