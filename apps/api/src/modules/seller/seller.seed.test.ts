import { PROJECT_STATUSES } from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { DEMO_PROJECTS } from "../../seed/demo-projects.ts";
import { prepareDatabase } from "../../seed/prepare.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import type { BookingService } from "../booking/booking.service.ts";
import type { CartService } from "../cart/cart.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import { project } from "../project/project.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import type { UsersService } from "../users/users.module.ts";
import { appUser } from "../users/users.schema.ts";
import { sellerService } from "./seller.service.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase({ APP_ENV: "local" }, database);
}, 120_000);
afterAll(() => database.close());

async function callerFor(phone: string): Promise<Caller> {
  const [row] = await database.db
    .select({ user: appUser, partner: salesPartner, department: salesPartnerDepartment })
    .from(appUser)
    .leftJoin(salesPartner, eq(salesPartner.id, appUser.salesPartnerId))
    .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, appUser.salesPartnerDepartmentId))
    .where(eq(appUser.phoneNumber, phone));
  if (!row) throw new Error(`no ${phone}`);
  return {
    id: row.user.id,
    uuid: row.user.uuid,
    phoneNumber: row.user.phoneNumber,
    availableRoles: row.user.availableRoles as Role[],
    activeRoles: row.user.activeRoles as Role[],
    sessionId: "test",
    contractor: null,
    salesPartner: row.partner && { id: row.partner.id, uuid: row.partner.uuid },
    salesPartnerDepartment: row.department && { id: row.department.id, uuid: row.department.uuid },
  };
}

// The desk only reads: the services it would send and book through are not needed.
const desk = () =>
  sellerService({
    db: database.db,
    cart: {} as CartService,
    booking: {} as BookingService,
    notifications: {} as NotificationsService,
    users: {} as UsersService,
    publicUrl: "https://montortorget.test",
  });

describe("the seller desk's demo data", () => {
  it("Magnus has carts in every state a sent cart can be in, and orders through the store", async () => {
    const data = await desk().dashboard(await callerFor("+4790000011"), { scope: "own" });
    const states = data.carts.map((c) => c.state).sort();
    expect([...new Set(states)]).toEqual(["BOOKED", "EXPIRED", "OPENED", "SENT"]);
    for (const c of data.carts.filter((c) => c.state !== "BOOKED" || c.sentAt)) {
      expect(c.sentTo?.phoneNumber, c.state).toMatch(/^\+47\d{8}$/);
    }
    expect(data.orders.length).toBe(3);
    expect(data.figures.own.orders).toBeGreaterThan(0);
    expect(data.figures.own.sentCarts).toBeGreaterThan(0);
  });

  it("both partners have store orders, one by Sofie in the other Bergen store, one by Eirik", async () => {
    const partner = await desk().dashboard(await callerFor("+4790000009"), { scope: "department" });
    expect(new Set(partner.orders.map((o) => o.department?.name))).toEqual(
      new Set(["Bergen Åsane", "Bergen Lagunen"]),
    );
    const eirik = await desk().dashboard(await callerFor("+4790000015"), { scope: "own" });
    expect(eirik.orders).toHaveLength(1);
    expect(eirik.carts.map((c) => c.state)).toEqual(["BOOKED"]);
    const channels = await database.db
      .select({ channel: project.salesChannel, n: sql<number>`count(*)::int` })
      .from(project)
      .groupBy(project.salesChannel);
    expect(Object.fromEntries(channels.map((c) => [c.channel, c.n]))).toEqual({
      ONLINE: DEMO_PROJECTS.length - 5,
      STORE: 5,
    });
    // Still one demo project in every status.
    const statuses = await database.db.selectDistinct({ status: project.status }).from(project);
    expect(statuses.map((s) => s.status).sort()).toEqual([...PROJECT_STATUSES].sort());
  });
});
