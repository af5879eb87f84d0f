import { ROLES } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { activeAfterChange } from "./role-admin.ts";
import { appUser, userRoleChange } from "./users.schema.ts";
import { DEMO_MULTI_ROLE_USER } from "./users.seed.ts";

let t: AuthTestApp;
let admin: string;
beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await loginAs(t, demoPhone("GLOBAL_ADMIN"));
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

async function userByPhone(phoneNumber: string) {
  const [row] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, phoneNumber));
  if (!row) throw new Error(`no user ${phoneNumber}`);
  return row;
}
const changesOf = (userId: number) =>
  t.database.db
    .select()
    .from(userRoleChange)
    .where(eq(userRoleChange.userId, userId))
    .orderBy(userRoleChange.id);

describe("GET user: search and paging", () => {
  it("finds users by name, phone or email within the role filter, a page at a time", async () => {
    const caseworker = await userByPhone(demoPhone("CASEWORKER"));
    const byName = await call(
      admin,
      "GET",
      `/api/user?search=${encodeURIComponent(caseworker.firstName ?? "")}&roles[]=CASEWORKER&perPage=5`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((user: { uuid: string }) => user.uuid)).toContain(caseworker.uuid);
    expect(byName.json().meta).toMatchObject({ page: 1, perPage: 5 });
    const byPhone = await call(admin, "GET", `/api/user?search=${caseworker.phoneNumber.slice(3)}`);
    expect(byPhone.json().data.map((user: { uuid: string }) => user.uuid)).toEqual([caseworker.uuid]);
    const wrongRole = await call(
      admin,
      "GET",
      `/api/user?search=${caseworker.phoneNumber.slice(3)}&roles[]=ELECTRICIAN`,
    );
    expect(wrongRole.json()).toMatchObject({ data: [], meta: { total: 0, lastPage: 1 } });
    const literal = await call(admin, "GET", "/api/user?search=%25");
    expect(literal.json().meta.total).toBe(0);
    const all = (await call(admin, "GET", "/api/user?perPage=2")).json();
    expect(all.data).toHaveLength(2);
    expect(all.meta.lastPage).toBe(Math.ceil(all.meta.total / 2));
    const second = (await call(admin, "GET", "/api/user?perPage=2&page=2")).json();
    expect(second.data[0].uuid).not.toBe(all.data[0].uuid);
  });
});

describe("PATCH user/{uuid}/roles", () => {
  it("is for global admins only", async () => {
    const target = await userByPhone(demoPhone("CUSTOMER"));
    for (const role of ROLES.filter((role) => role !== "GLOBAL_ADMIN")) {
      const token = await loginAs(t, demoPhone(role));
      const res = await call(token, "PATCH", `/api/user/${target.uuid}/roles`, {
        roles: ["CUSTOMER", "CASEWORKER"],
      });
      expect(res.statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: "PATCH",
      url: `/api/user/${target.uuid}/roles`,
      payload: { roles: ["CASEWORKER"] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await userByPhone(demoPhone("CUSTOMER"))).availableRoles).toEqual(["CUSTOMER"]);
    expect(await changesOf(target.id)).toEqual([]);
  });

  it("gives and takes roles, logs who changed what, and the user's session sees it at once", async () => {
    const phone = demoPhone("CASEWORKER");
    const caseworker = await loginAs(t, phone);
    const before = await userByPhone(phone);
    const given = await call(admin, "PATCH", `/api/user/${before.uuid}/roles`, {
      roles: ["CUSTOMER_SERVICE", "CASEWORKER"],
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().data.availableRoles).toEqual(["CASEWORKER", "CUSTOMER_SERVICE"]);
    const me = (await call(caseworker, "POST", "/api/auth/me")).json().data;
    expect(me.availableRoles).toEqual(["CASEWORKER", "CUSTOMER_SERVICE"]);
    expect(me.activeRoles).toEqual(["CASEWORKER", "CUSTOMER_SERVICE"]);

    const taken = await call(admin, "PATCH", `/api/user/${before.uuid}/roles`, {
      roles: ["CUSTOMER_SERVICE"],
    });
    expect(taken.statusCode).toBe(200);
    expect((await call(caseworker, "GET", "/api/user/caseworker-departments")).statusCode).toBe(403);
    expect((await call(caseworker, "POST", "/api/auth/me")).json().data.activeRoles).toEqual([
      "CUSTOMER_SERVICE",
    ]);

    const unchanged = await call(admin, "PATCH", `/api/user/${before.uuid}/roles`, {
      roles: ["CUSTOMER_SERVICE"],
    });
    expect(unchanged.statusCode).toBe(200);
    const adminId = (await userByPhone(demoPhone("GLOBAL_ADMIN"))).id;
    expect(
      (await changesOf(before.id)).map(({ before, after, kind, changedById }) => ({
        before,
        after,
        kind,
        changedById,
      })),
    ).toEqual([
      {
        kind: "roles",
        before: ["CASEWORKER"],
        after: ["CASEWORKER", "CUSTOMER_SERVICE"],
        changedById: adminId,
      },
      {
        kind: "roles",
        before: ["CASEWORKER", "CUSTOMER_SERVICE"],
        after: ["CUSTOMER_SERVICE"],
        changedById: adminId,
      },
    ]);
    const log = await call(admin, "GET", `/api/user/${before.uuid}/role-changes`);
    expect(log.json().data[0]).toMatchObject({
      kind: "roles",
      after: ["CUSTOMER_SERVICE"],
      changedBy: "Ingrid Haugen",
    });

    expect(
      (await call(admin, "PATCH", `/api/user/${before.uuid}/roles`, { roles: ["CASEWORKER"] })).statusCode,
    ).toBe(200);
  });

  it("never takes the role from the last global admin", async () => {
    const other = await userByPhone(DEMO_MULTI_ROLE_USER.phoneNumber);
    const self = await userByPhone(demoPhone("GLOBAL_ADMIN"));
    const demoted = await call(admin, "PATCH", `/api/user/${other.uuid}/roles`, { roles: ["CASEWORKER"] });
    expect(demoted.statusCode).toBe(200);
    const refused = await call(admin, "PATCH", `/api/user/${self.uuid}/roles`, { roles: ["CASEWORKER"] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "LAST_GLOBAL_ADMIN",
      message: "Kan ikke fjerne administratorrollen fra den siste administratoren.",
    });
    expect((await userByPhone(demoPhone("GLOBAL_ADMIN"))).availableRoles).toEqual(["GLOBAL_ADMIN"]);
    const restored = await call(admin, "PATCH", `/api/user/${other.uuid}/roles`, {
      roles: DEMO_MULTI_ROLE_USER.roles,
    });
    expect(restored.statusCode).toBe(200);
    expect(
      (await call(admin, "PATCH", `/api/user/${self.uuid}/roles`, { roles: ["GLOBAL_ADMIN", "CASEWORKER"] }))
        .statusCode,
    ).toBe(200);
  });

  it("answers 422 for no roles or an unknown role, and 404 for an unknown user", async () => {
    const target = await userByPhone(demoPhone("CUSTOMER"));
    expect((await call(admin, "PATCH", `/api/user/${target.uuid}/roles`, { roles: [] })).statusCode).toBe(
      422,
    );
    expect(
      (await call(admin, "PATCH", `/api/user/${target.uuid}/roles`, { roles: ["KING"] })).statusCode,
    ).toBe(422);
    const unknown = await call(admin, "PATCH", "/api/user/00000000-0000-4000-8000-000000000000/roles", {
      roles: ["CUSTOMER"],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("PATCH user/{uuid}/caseworker-departments", () => {
  it("sets a caseworker's departments (logged by name), and only a caseworker's", async () => {
    const caseworker = await userByPhone(demoPhone("CASEWORKER"));
    const departments = (
      await call(admin, "GET", `/api/user/${caseworker.uuid}/caseworker-departments`)
    ).json().data;
    expect(departments.length).toBeGreaterThan(1);
    const [first, second] = departments;
    const res = await call(admin, "PATCH", `/api/user/${caseworker.uuid}/caseworker-departments`, {
      department_ids: [first.id, second.id],
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.filter((d: { selected: boolean }) => d.selected)
        .map((d: { id: number }) => d.id),
    ).toEqual([first.id, second.id]);
    const own = await loginAs(t, demoPhone("CASEWORKER"));
    const seen = (await call(own, "GET", "/api/user/caseworker-departments")).json().data;
    expect(seen.filter((d: { selected: boolean }) => d.selected)).toHaveLength(2);
    const logged = (await changesOf(caseworker.id)).filter((row) => row.kind === "caseworker-departments");
    expect(logged.at(-1)?.after).toEqual([first.name, second.name].sort((a, b) => a.localeCompare(b, "nb")));

    const customer = await userByPhone(demoPhone("CUSTOMER"));
    const refused = await call(admin, "PATCH", `/api/user/${customer.uuid}/caseworker-departments`, {
      department_ids: [first.id],
    });
    expect(refused.statusCode).toBe(422);
    const caseworkerToken = await loginAs(t, demoPhone("CASEWORKER"));
    const notAdmin = await call(
      caseworkerToken,
      "PATCH",
      `/api/user/${caseworker.uuid}/caseworker-departments`,
      {
        department_ids: [],
      },
    );
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe("active roles after a change", () => {
  it("drop a role taken away and switch on a role given; all-active stays all-active", () => {
    expect(
      activeAfterChange(
        ["CASEWORKER", "CUSTOMER_SERVICE"],
        ["CUSTOMER_SERVICE"],
        ["CASEWORKER", "GLOBAL_ADMIN"],
      ),
    ).toEqual(["GLOBAL_ADMIN"]);
    expect(activeAfterChange(["CASEWORKER"], ["CASEWORKER"], ["CASEWORKER", "INSPECTOR"])).toEqual([
      "CASEWORKER",
      "INSPECTOR",
    ]);
    expect(activeAfterChange(["CASEWORKER"], [], ["INSPECTOR"])).toEqual([]);
  });
});
