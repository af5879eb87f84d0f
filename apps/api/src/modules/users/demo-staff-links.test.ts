import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { seedSchedule } from "../schedule/schedule.seed.ts";
import { appUser, userCaseworkerDepartment } from "./users.schema.ts";
import { DEMO_MULTI_ROLE_USER } from "./users.seed.ts";

// The demo people as `npm start` seeds them: contractors, users, then electricians and their weeks.
let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
  await t.database.db.transaction(async (tx) => seedSchedule(tx as unknown as Db));
});
afterAll(() => t.close());

const me = async (phone: string) => {
  const token = await loginAs(t, phone);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/me",
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().data;
};
const userId = async (phone: string) => {
  const [row] = await t.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.phoneNumber, phone));
  if (!row) throw new Error(`no user ${phone}`);
  return row.id;
};
const electriciansOf = async (phone: string) =>
  t.database.db
    .select()
    .from(electrician)
    .where(eq(electrician.userId, await userId(phone)));

describe("every demo staff user is linked to what their role needs", () => {
  it("the demo electrician works for a contractor and is that contractor's electrician", async () => {
    const user = await me(demoPhone("ELECTRICIAN"));
    expect(user).toMatchObject({ name: "Per Nilsen", roles: ["ELECTRICIAN"] });
    expect(user.contractor).toMatchObject({ name: "Oslo Elektro og Varme AS" });
    const records = await electriciansOf(demoPhone("ELECTRICIAN"));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      contractorId: user.contractor.id,
      firstName: "Per",
      lastName: "Nilsen",
      active: true,
    });
  });

  it("the contractor admin works for the same contractor and is not taken for an electrician", async () => {
    const admin = await me(demoPhone("CONTRACTOR_ADMIN"));
    const worker = await me(demoPhone("ELECTRICIAN"));
    expect(admin.contractor).toEqual(worker.contractor);
    expect(await electriciansOf(demoPhone("CONTRACTOR_ADMIN"))).toEqual([]);
  });

  it("every user who can act as a caseworker has a department, the multi-role user too", async () => {
    for (const phone of [demoPhone("CASEWORKER"), DEMO_MULTI_ROLE_USER.phoneNumber]) {
      const departments = await t.database.db
        .select()
        .from(userCaseworkerDepartment)
        .where(and(eq(userCaseworkerDepartment.userId, await userId(phone))));
      expect(departments, phone).toHaveLength(1);
    }
  });
});
