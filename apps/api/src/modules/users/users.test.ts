import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { DEMO_MULTI_ROLE_USER } from "./users.seed.ts";

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

describe("the user entity", () => {
  it("gives staff their roles, permissions and contractor with uuid", async () => {
    const token = await loginAs(t, demoPhone("CONTRACTOR_ADMIN"));
    const user = (await call(token, "POST", "/api/auth/me")).json().data;
    expect(user).toMatchObject({
      name: "Ole Bakken",
      firstName: "Ole",
      lastName: "Bakken",
      phone: "+4790000004",
      phoneNumber: "+4790000004",
      availableRoles: ["CONTRACTOR_ADMIN"],
      activeRoles: ["CONTRACTOR_ADMIN"],
      roles: ["CONTRACTOR_ADMIN"],
      type: "staff",
    });
    expect(user.contractor.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.permissions).toContain("contractor.manage-own");
  });
});

describe("PATCH user", () => {
  it("changes the caller's own name and email, with the spec's messages", async () => {
    const token = await loginAs(t, demoPhone("CUSTOMER"));
    const res = await call(token, "PATCH", "/api/user", {
      first_name: "Nora Marie",
      email: "nora@example.no",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Nora Marie Hansen", email: "nora@example.no" });
    const bad = await call(token, "PATCH", "/api/user", { first_name: " ", email: "nei" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ first_name: ["Må fylles ut"], email: ["Ugyldig e-post"] });
  });
});

describe("active roles", () => {
  it("switch among the available roles only, and the guard follows at once", async () => {
    const token = await loginAs(t, DEMO_MULTI_ROLE_USER.phoneNumber);
    expect((await call(token, "GET", "/api/user")).statusCode).toBe(200);
    const switched = await call(token, "POST", "/api/user/set-active-roles", { roles: ["CUSTOMER_SERVICE"] });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.activeRoles).toEqual(["CUSTOMER_SERVICE"]);
    expect((await call(token, "GET", "/api/user/caseworker-departments")).statusCode).toBe(403);
    const refused = await call(token, "POST", "/api/user/set-active-roles", { roles: ["ELECTRICIAN"] });
    expect(refused.statusCode).toBe(422);
    expect((await call(token, "POST", "/api/user/set-active-roles", { roles: [] })).statusCode).toBe(422);
    const all = await call(token, "POST", "/api/user/set-active-roles", {
      roles: ["GLOBAL_ADMIN", "CASEWORKER"],
    });
    expect(all.json().data.activeRoles).toEqual(["CASEWORKER", "GLOBAL_ADMIN"]);
  });
});

describe("GET user", () => {
  it("filters by roles[] for staff", async () => {
    const token = await loginAs(t, demoPhone("GLOBAL_ADMIN"));
    const res = await call(token, "GET", "/api/user?roles[]=ELECTRICIAN&roles[]=CONTRACTOR_ADMIN");
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((user: { name: string }) => user.name);
    expect(names.sort()).toEqual(["Marte Vik", "Ole Bakken", "Per Nilsen"]);
    const all = await call(token, "GET", "/api/user");
    expect(all.json().data.length).toBeGreaterThanOrEqual(12);
    expect((await call(token, "GET", "/api/user?roles[]=KING")).statusCode).toBe(422);
  });
});

describe("caseworker departments and guided tours", () => {
  it("reads and updates the caller's departments", async () => {
    const token = await loginAs(t, demoPhone("CASEWORKER"));
    const res = await call(token, "GET", "/api/user/caseworker-departments");
    const departments = res.json().data as { id: number; name: string; selected: boolean }[];
    expect(departments.filter((d) => d.selected)).toHaveLength(1);
    const ids = departments.slice(1, 3).map((d) => d.id);
    const updated = await call(token, "PATCH", "/api/user/caseworker-departments", {
      department_ids: [...ids, 99999],
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json().data as typeof departments).filter((d) => d.selected).map((d) => d.id)).toEqual(
      ids,
    );
  });

  it("remembers a finished guided tour once", async () => {
    const token = await loginAs(t, demoPhone("ELECTRICIAN"));
    await call(token, "POST", "/api/user/guided-tour-finished", { tour: "kalender" });
    const res = await call(token, "POST", "/api/user/guided-tour-finished", { tour: "kalender" });
    expect(res.json().data.guidedToursFinished).toEqual(["kalender"]);
  });
});
