import type { Role } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { type BookingTestApp, jobOf, newCart } from "../booking/booking.test-support.ts";
import { project } from "../project/project.schema.ts";
import { salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { seedSalesPartners } from "../sales-partner/sales-partner.seed.ts";
import { appUser } from "../users/users.schema.ts";
import { seedDemoPartnerPeople } from "../users/users.seed.ts";

export interface Person {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

export interface Company {
  name: string;
  organizationNumber: string;
}

/** Logs the demo person of each role in with a real SMS code (read from the app's outbox file). */
export async function loginRoles(t: BookingTestApp, roles: readonly Role[]): Promise<Map<Role, string>> {
  const tokens = new Map<Role, string>();
  for (const role of roles) tokens.set(role, await loginAs(t as unknown as AuthTestApp, demoPhone(role)));
  return tokens;
}

/** A call with a session token (or none). */
export function caller(t: BookingTestApp, token: string | null) {
  return (method: "GET" | "PATCH" | "POST", url: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({
      method,
      url,
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
      ...(payload && { payload }),
      ...(remoteAddress && { remoteAddress }),
    });
}

/** Books the earliest offered window through the storefront's calls, as the customer would; gives the project. */
export async function book(
  t: BookingTestApp,
  person: Person,
  address: string,
  company: Company | null = null,
): Promise<{ number: number; uuid: string }> {
  const cart = await newCart(t, await jobOf(t, "el-kontroll"));
  const times = (await t.app.inject({ method: "GET", url: `/api/cart/${cart}/available-times` })).json().data;
  const reserved = await t.app.inject({
    method: "POST",
    url: `/api/cart/${cart}/reservation`,
    payload: { startsAt: times.earliest.startsAt },
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const booked = await t.app.inject({
    method: "POST",
    url: `/api/cart/${cart}/book`,
    payload: {
      contactInformation: {
        ...person,
        address,
        additionalInfo: "",
        phoneVerificationToken: await t.phoneToken(person.phoneNumber),
        company,
      },
      acceptedTerms: true,
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const { number, uuid } = booked.json().data.project as { number: number; uuid: string };
  return { number, uuid };
}

/** The demo chains and stores, and their demo people (Kari Lund, the store employee, works at Bergen Åsane). */
export async function seedStores(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSalesPartners(tx as unknown as Db);
    await seedDemoPartnerPeople(tx as unknown as Db);
  });
}

/** Makes a booked project a store order of the named store (a demo store, e.g. "Bergen Åsane"). */
export async function moveToStore(
  db: Db,
  projectUuid: string,
  storeName: string,
  createdByUserId: number | null = null,
): Promise<void> {
  const [store] = await db
    .select()
    .from(salesPartnerDepartment)
    .where(eq(salesPartnerDepartment.name, storeName));
  if (!store) throw new Error(`no store ${storeName}`);
  await db
    .update(project)
    .set({
      salesChannel: "STORE",
      salesPartnerId: store.salesPartnerId,
      salesPartnerDepartmentId: store.id,
      createdByUserId,
    })
    .where(eq(project.uuid, projectUuid));
}

export async function userByPhone(db: Db, phoneNumber: string) {
  const [row] = await db.select().from(appUser).where(eq(appUser.phoneNumber, phoneNumber));
  if (!row) throw new Error(`no user ${phoneNumber}`);
  return row;
}
