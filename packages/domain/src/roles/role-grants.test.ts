import { describe, expect, it } from "vitest";
import { type GrantDecision, giverFrom, mayGiveRole, type RoleGiver, type RoleGrant } from "./role-grants.ts";
import { ROLES, type Role } from "./roles.ts";

// Company 1 and 2; chain 10 with stores 100 and 101, chain 20 with store 200.
const giver = (roles: Role[], extra: Partial<RoleGiver> = {}): RoleGiver => ({
  id: 1,
  activeRoles: roles,
  contractorId: null,
  salesPartnerId: null,
  departmentId: null,
  ...extra,
});
const contractorAdmin = giver(["CONTRACTOR_ADMIN"], { contractorId: 1 });
const partnerAdmin = giver(["SALES_PARTNER_ADMIN"], { salesPartnerId: 10 });
const departmentAdmin = giver(["SALES_PARTNER_DEPARTMENT_ADMIN"], { salesPartnerId: 10, departmentId: 100 });
const globalAdmin = giver(["GLOBAL_ADMIN"]);

const other = 2;
const company = (role: Role, contractorId: number, to = other): RoleGrant => ({
  role,
  toUserId: to,
  contractorId,
});
const chain = (role: Role, salesPartnerId: number, departmentId: number | null, to = other): RoleGrant => ({
  role,
  toUserId: to,
  salesPartnerId,
  departmentId,
});

const table: [string, RoleGiver, RoleGrant, GrantDecision][] = [
  // A contractor admin: electricians of their own company, nothing else.
  ["contractor admin, electrician in own company", contractorAdmin, company("ELECTRICIAN", 1), "allowed"],
  ["contractor admin, electrician in another company", contractorAdmin, company("ELECTRICIAN", 2), "scope"],
  ["contractor admin, another admin", contractorAdmin, company("CONTRACTOR_ADMIN", 1), "role"],
  ["contractor admin, a store role", contractorAdmin, chain("STORE_EMPLOYEE", 10, 100), "role"],
  ["contractor admin, electrician to themselves", contractorAdmin, company("ELECTRICIAN", 1, 1), "self"],
  [
    "contractor admin, own number before it has an account",
    contractorAdmin,
    { ...company("ELECTRICIAN", 1), toUserId: null, toSelf: true },
    "self",
  ],
  // A partner admin: every partner role in their own chain.
  ["partner admin, another partner admin", partnerAdmin, chain("SALES_PARTNER_ADMIN", 10, null), "allowed"],
  [
    "partner admin, department admin",
    partnerAdmin,
    chain("SALES_PARTNER_DEPARTMENT_ADMIN", 10, 101),
    "allowed",
  ],
  ["partner admin, seller in any own store", partnerAdmin, chain("SALES_PARTNER_SELLER", 10, 101), "allowed"],
  ["partner admin, seller in another chain", partnerAdmin, chain("SALES_PARTNER_SELLER", 20, 200), "scope"],
  ["partner admin, electrician", partnerAdmin, company("ELECTRICIAN", 1), "role"],
  ["partner admin, global admin", partnerAdmin, { role: "GLOBAL_ADMIN", toUserId: other }, "role"],
  ["partner admin, store employee to themselves", partnerAdmin, chain("STORE_EMPLOYEE", 10, 100, 1), "self"],
  // A department admin: sellers and store employees of their own store.
  [
    "department admin, seller in own store",
    departmentAdmin,
    chain("SALES_PARTNER_SELLER", 10, 100),
    "allowed",
  ],
  [
    "department admin, store employee in own store",
    departmentAdmin,
    chain("STORE_EMPLOYEE", 10, 100),
    "allowed",
  ],
  [
    "department admin, seller in the chain's other store",
    departmentAdmin,
    chain("SALES_PARTNER_SELLER", 10, 101),
    "scope",
  ],
  [
    "department admin, seller without a store",
    departmentAdmin,
    chain("SALES_PARTNER_SELLER", 10, null),
    "scope",
  ],
  [
    "department admin, seller in another chain",
    departmentAdmin,
    chain("SALES_PARTNER_SELLER", 20, 100),
    "scope",
  ],
  [
    "department admin, another department admin",
    departmentAdmin,
    chain("SALES_PARTNER_DEPARTMENT_ADMIN", 10, 100),
    "role",
  ],
  ["department admin, partner admin", departmentAdmin, chain("SALES_PARTNER_ADMIN", 10, null), "role"],
  [
    "department admin, store employee to themselves",
    departmentAdmin,
    chain("STORE_EMPLOYEE", 10, 100, 1),
    "self",
  ],
  // Roles that give nothing.
  [
    "seller, another seller",
    giver(["SALES_PARTNER_SELLER"], { salesPartnerId: 10, departmentId: 100 }),
    chain("SALES_PARTNER_SELLER", 10, 100),
    "role",
  ],
  [
    "store employee, a store employee",
    giver(["STORE_EMPLOYEE"], { salesPartnerId: 10, departmentId: 100 }),
    chain("STORE_EMPLOYEE", 10, 100),
    "role",
  ],
  [
    "electrician, an electrician",
    giver(["ELECTRICIAN"], { contractorId: 1 }),
    company("ELECTRICIAN", 1),
    "role",
  ],
  ["caseworker, an electrician", giver(["CASEWORKER"]), company("ELECTRICIAN", 1), "role"],
  [
    "customer service, a store employee",
    giver(["CUSTOMER_SERVICE"]),
    chain("STORE_EMPLOYEE", 10, 100),
    "role",
  ],
  ["customer, anything", giver(["CUSTOMER"]), chain("STORE_EMPLOYEE", 10, 100), "role"],
  ["nobody without roles", giver([]), company("ELECTRICIAN", 1), "role"],
  // A giver without the scope the role needs gives nothing there.
  ["contractor admin without a company", giver(["CONTRACTOR_ADMIN"]), company("ELECTRICIAN", 1), "scope"],
  [
    "department admin without a store",
    giver(["SALES_PARTNER_DEPARTMENT_ADMIN"], { salesPartnerId: 10 }),
    chain("STORE_EMPLOYEE", 10, 100),
    "scope",
  ],
  // Several active roles: one that allows is enough; none widens another.
  [
    "contractor and department admin, electrician in own company",
    giver(["CONTRACTOR_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"], {
      contractorId: 1,
      salesPartnerId: 10,
      departmentId: 100,
    }),
    company("ELECTRICIAN", 1),
    "allowed",
  ],
  [
    "contractor and department admin, department admin role",
    giver(["CONTRACTOR_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"], {
      contractorId: 1,
      salesPartnerId: 10,
      departmentId: 100,
    }),
    chain("SALES_PARTNER_DEPARTMENT_ADMIN", 10, 100),
    "role",
  ],
  // A global admin gives anything, anywhere, also to themselves.
  ["global admin, electrician", globalAdmin, company("ELECTRICIAN", 2), "allowed"],
  ["global admin, partner admin", globalAdmin, chain("SALES_PARTNER_ADMIN", 20, null), "allowed"],
  ["global admin, a role to themselves", globalAdmin, { role: "CASEWORKER", toUserId: 1 }, "allowed"],
];

describe("who may give which role, within which scope", () => {
  it.each(table)("%s → %s", (_name, from, grant, expected) => {
    expect(mayGiveRole(from, grant)).toBe(expected);
  });

  it("below global admin, nobody gives any role to themselves, whatever they hold", () => {
    for (const held of ROLES.filter((role) => role !== "GLOBAL_ADMIN"))
      for (const role of ROLES) {
        const me = giver([held], { contractorId: 1, salesPartnerId: 10, departmentId: 100 });
        const decision = mayGiveRole(me, {
          role,
          toUserId: 1,
          contractorId: 1,
          salesPartnerId: 10,
          departmentId: 100,
        });
        expect(decision, `${held} gives ${role} to themselves`).toBe("self");
      }
  });

  it("nobody below global admin gives global admin, caseworker, customer service, inspector or contractor admin", () => {
    const everyone = giver(
      ROLES.filter((role) => role !== "GLOBAL_ADMIN"),
      { contractorId: 1, salesPartnerId: 10, departmentId: 100 },
    );
    for (const role of [
      "GLOBAL_ADMIN",
      "CASEWORKER",
      "CUSTOMER_SERVICE",
      "INSPECTOR",
      "CONTRACTOR_ADMIN",
    ] as const)
      expect(mayGiveRole(everyone, { role, toUserId: other, contractorId: 1, salesPartnerId: 10 })).toBe(
        "role",
      );
  });
});

describe("the giver a signed-in caller is", () => {
  it("acts with the caller's active roles, company, chain and store", () => {
    const caller = {
      id: 7,
      uuid: "u",
      activeRoles: ["SALES_PARTNER_DEPARTMENT_ADMIN"] as Role[],
      contractor: null,
      salesPartner: { id: 10, uuid: "p" },
      salesPartnerDepartment: { id: 100, uuid: "d" },
    };
    expect(giverFrom(caller)).toEqual({
      id: 7,
      activeRoles: ["SALES_PARTNER_DEPARTMENT_ADMIN"],
      contractorId: null,
      salesPartnerId: 10,
      departmentId: 100,
    });
    expect(mayGiveRole(giverFrom(caller), chain("STORE_EMPLOYEE", 10, 100, 7))).toBe("self");
  });
});
