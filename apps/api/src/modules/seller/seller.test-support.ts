import { sql } from "drizzle-orm";
import { type AuthTestApp, loginAs } from "../auth/auth.test-support.ts";
import type { BookingTestApp } from "../booking/booking.test-support.ts";
import { seedSalesPartners } from "../sales-partner/sales-partner.seed.ts";
import { seedDemoPartnerPeople } from "../users/users.seed.ts";

/** The demo's sales partner people (seed/demo-sales-partners.ts) and others, by phone. */
export const PEOPLE = {
  magnus: "+4790000011", // seller, Byggmakker Vest, Bergen Åsane
  sofie: "+4790000014", // seller, Byggmakker Vest, Bergen Lagunen
  eirik: "+4790000015", // seller, Hjem og Energi, Oslo Storo
  ida: "+4790000010", // department admin, Bergen Åsane
  jonas: "+4790000009", // partner admin, Byggmakker Vest
  kari: "+4790000006", // store employee, Bergen Åsane
  customer: "+4790000007",
  caseworker: "+4790000002",
  admin: "+4790000001",
} as const;
export type Person = keyof typeof PEOPLE;

/** Adds the demo sales partners to a booking test app and logs everyone in: session tokens by person. */
export async function withSalesPartners(t: BookingTestApp): Promise<Record<Person, string>> {
  await t.database.db.transaction(async (tx) => {
    await seedSalesPartners(tx as never);
    await seedDemoPartnerPeople(tx as never);
  });
  const tokens = {} as Record<Person, string>;
  for (const [person, phone] of Object.entries(PEOPLE)) {
    tokens[person as Person] = await loginAs(t as unknown as AuthTestApp, phone);
  }
  return tokens;
}

export async function rows<T>(t: BookingTestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const userId = async (t: BookingTestApp, phone: string) =>
  (await rows<{ id: number }>(t, sql`select id from app_user where phone_number = ${phone}`))[0]?.id;
