import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { DEMO_INVITED_PEOPLE } from "../../seed/demo-invitations.ts";
import { demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp } from "../booking/booking.test-support.ts";
import { company } from "../contractor/contractor.test-support.ts";
import { asAuth } from "../project/project.test-support.ts";
import { seedSalesPartners } from "../sales-partner/sales-partner.seed.ts";
import { appUser } from "../users/users.schema.ts";
import { seedDemoInvitedPeople, seedDemoPartnerPeople } from "../users/users.seed.ts";
import { seedDemoInvitations } from "./invitation.seed.ts";

let t: BookingTestApp;

beforeAll(async () => {
  t = await createBookingTestApp(new Date().toISOString());
  await t.database.db.transaction(async (tx) => {
    await seedSalesPartners(tx as unknown as Db);
    await seedDemoPartnerPeople(tx as unknown as Db);
    await seedDemoInvitedPeople(tx as unknown as Db);
    await seedDemoInvitations(tx as unknown as Db);
  });
}, 180_000);
afterAll(() => t.close());

const get = async (token: string, url: string) =>
  (await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } })).json();

describe("the demo's invitations", () => {
  it("wait on both ends: the inviters list them, the invited see them after signing in, holding no role", async () => {
    const [hakon, maja] = DEMO_INVITED_PEOPLE;
    for (const person of DEMO_INVITED_PEOPLE) {
      const [row] = await t.database.db
        .select()
        .from(appUser)
        .where(eq(appUser.phoneNumber, person.phoneNumber));
      expect(row).toMatchObject({ availableRoles: [], contractorId: null, salesPartnerId: null });
    }
    const oslo = await company(t, "Oslo Elektro og Varme AS");
    const ole = await loginAs(asAuth(t), demoPhone("CONTRACTOR_ADMIN"));
    const list = await get(ole, `/api/contractor/${oslo.uuid}/electrician`);
    expect(list.invitations).toEqual([
      expect.objectContaining({ firstName: hakon.firstName, lastName: hakon.lastName, status: "INVITED" }),
    ]);
    const ida = await loginAs(asAuth(t), demoPhone("SALES_PARTNER_DEPARTMENT_ADMIN"));
    const [partner] = (await get(ida, "/api/sales-partner")).data;
    const detail = (await get(ida, `/api/sales-partner/${partner.uuid}`)).data;
    expect(detail.invitations).toEqual([
      expect.objectContaining({
        firstName: maja.firstName,
        department: expect.objectContaining({ name: "Bergen Åsane" }),
      }),
    ]);
    const mine = await get(await loginAs(asAuth(t), hakon.phoneNumber), "/api/invitation");
    expect(mine.data).toEqual([
      expect.objectContaining({
        role: "ELECTRICIAN",
        from: { kind: "contractor", name: "Oslo Elektro og Varme AS" },
      }),
    ]);
  });
});
