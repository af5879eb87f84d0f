import type { Role } from "@mt/domain/roles/roles";
import { arrayContains, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { DEMO_INVITED_PEOPLE } from "../../seed/demo-invitations.ts";
import { DEMO_ONBOARDED_ADMIN, DEMO_ONBOARDED_COMPANY } from "../../seed/demo-onboarding.ts";
import { DEMO_CUSTOMERS } from "../../seed/demo-projects.ts";
import { DEMO_EXTRA_SELLERS, DEMO_SALES_PARTNERS } from "../../seed/demo-sales-partners.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { appUser, caseworkerDepartment, userCaseworkerDepartment, userRoleChange } from "./users.schema.ts";

/** One demo user per role (the dev sign-in switcher lists them); the e2e tests log in with these numbers. */
export const DEMO_USERS: ReadonlyArray<{
  role: Role;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}> = [
  {
    role: "GLOBAL_ADMIN",
    firstName: "Ingrid",
    lastName: "Haugen",
    phoneNumber: "+4790000001",
    email: "ingrid.haugen@example.no",
  },
  {
    role: "CASEWORKER",
    firstName: "Lars",
    lastName: "Berg",
    phoneNumber: "+4790000002",
    email: "lars.berg@example.no",
  },
  {
    role: "INSPECTOR",
    firstName: "Sigrid",
    lastName: "Dahl",
    phoneNumber: "+4790000003",
    email: "sigrid.dahl@example.no",
  },
  {
    role: "CONTRACTOR_ADMIN",
    firstName: "Ole",
    lastName: "Bakken",
    phoneNumber: "+4790000004",
    email: "ole.bakken@example.no",
  },
  {
    role: "ELECTRICIAN",
    firstName: "Per",
    lastName: "Nilsen",
    phoneNumber: "+4790000005",
    email: "per.nilsen@example.no",
  },
  {
    role: "STORE_EMPLOYEE",
    firstName: "Kari",
    lastName: "Lund",
    phoneNumber: "+4790000006",
    email: "kari.lund@example.no",
  },
  {
    role: "CUSTOMER",
    firstName: "Nora",
    lastName: "Hansen",
    phoneNumber: "+4790000007",
    email: "nora.hansen@example.no",
  },
  {
    role: "CUSTOMER_SERVICE",
    firstName: "Emma",
    lastName: "Johansen",
    phoneNumber: "+4790000008",
    email: "emma.johansen@example.no",
  },
  {
    role: "SALES_PARTNER_ADMIN",
    firstName: "Jonas",
    lastName: "Larsen",
    phoneNumber: "+4790000009",
    email: "jonas.larsen@example.no",
  },
  {
    role: "SALES_PARTNER_DEPARTMENT_ADMIN",
    firstName: "Ida",
    lastName: "Andersen",
    phoneNumber: "+4790000010",
    email: "ida.andersen@example.no",
  },
  {
    role: "SALES_PARTNER_SELLER",
    firstName: "Magnus",
    lastName: "Pedersen",
    phoneNumber: "+4790000011",
    email: "magnus.pedersen@example.no",
  },
];

/** A user with several roles, to try the role switcher. */
export const DEMO_MULTI_ROLE_USER = {
  firstName: "Henrik",
  lastName: "Solberg",
  phoneNumber: "+4790000012",
  email: "henrik.solberg@example.no",
  roles: ["CASEWORKER", "CUSTOMER_SERVICE", "GLOBAL_ADMIN"] as Role[],
};

/**
 * The demo caseworkers' departments, by phone: Trøndelag Installasjon AS and Stavanger Kraft og Sol AS
 * use these two, so each has a caseworker its feedback reaches; the others have no department and
 * reach every caseworker.
 */
const DEMO_CASEWORKER_DEPARTMENTS: Record<string, string> = {
  [DEMO_USERS.find((user) => user.role === "CASEWORKER")?.phoneNumber ?? ""]: "Trøndelag",
  [DEMO_MULTI_ROLE_USER.phoneNumber]: "Sørlandet",
};

const DEPARTMENTS = ["Oslo og Viken", "Vestland", "Trøndelag", "Nord-Norge", "Sørlandet"];

/** The caseworker departments (regions, no people): seeded in every environment, once. */
export async function seedDepartments(tx: Db) {
  const existing = await tx.select().from(caseworkerDepartment).orderBy(asc(caseworkerDepartment.id));
  if (existing.length > 0) return existing;
  return tx
    .insert(caseworkerDepartment)
    .values(DEPARTMENTS.map((name) => ({ name })))
    .returning();
}

/**
 * Demo users, one per role (demo environments only). Electrician and contractor admin work for the
 * first contractor (seeded by coverage before this; the schedule seeder gives the electrician login its
 * electrician record there); each caseworker works in a department a demo company uses.
 */
export async function seedUsers(tx: Db): Promise<void> {
  const [company] = await tx
    .select({ id: contractor.id })
    .from(contractor)
    .orderBy(asc(contractor.id))
    .limit(1);
  const departments = await seedDepartments(tx);
  const users = await tx
    .insert(appUser)
    .values([
      ...DEMO_USERS.map((user) => ({
        phoneNumber: user.phoneNumber,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        availableRoles: [user.role],
        activeRoles: [user.role],
        contractorId:
          user.role === "CONTRACTOR_ADMIN" || user.role === "ELECTRICIAN" ? (company?.id ?? null) : null,
      })),
      {
        phoneNumber: DEMO_MULTI_ROLE_USER.phoneNumber,
        firstName: DEMO_MULTI_ROLE_USER.firstName,
        lastName: DEMO_MULTI_ROLE_USER.lastName,
        email: DEMO_MULTI_ROLE_USER.email,
        availableRoles: DEMO_MULTI_ROLE_USER.roles,
        activeRoles: ["CASEWORKER"],
      },
    ])
    .returning({ id: appUser.id, phoneNumber: appUser.phoneNumber, roles: appUser.availableRoles });
  const [onboarded] = await tx
    .select({ id: contractor.id })
    .from(contractor)
    .where(eq(contractor.organizationNumber, DEMO_ONBOARDED_COMPANY.organizationNumber));
  if (onboarded)
    await tx.insert(appUser).values({
      ...DEMO_ONBOARDED_ADMIN,
      availableRoles: ["CONTRACTOR_ADMIN"],
      activeRoles: ["CONTRACTOR_ADMIN"],
      contractorId: onboarded.id,
    });
  // Every user who may act as a caseworker (the multi-role user too) works in one department: one
  // a demo company uses, so its admin's feedback reaches them (contractor.seed.ts sets the companies').
  const caseworkers = users.filter((user) => user.roles.includes("CASEWORKER"));
  const departmentOf = (phone: string) =>
    departments.find((d) => d.name === DEMO_CASEWORKER_DEPARTMENTS[phone]) ?? departments[0];
  const memberships = caseworkers.flatMap((user) => {
    const department = departmentOf(user.phoneNumber);
    return department ? [{ userId: user.id, departmentId: department.id }] : [];
  });
  if (memberships.length > 0) await tx.insert(userCaseworkerDepartment).values(memberships);
  // The role log on /brukere: the admin gave the multi-role user customer service last week.
  const admin = users.find((user) => user.roles.includes("GLOBAL_ADMIN") && user.roles.length === 1);
  const multiRole = users.find((user) => user.phoneNumber === DEMO_MULTI_ROLE_USER.phoneNumber);
  if (admin && multiRole) {
    await tx.insert(userRoleChange).values({
      userId: multiRole.id,
      changedById: admin.id,
      kind: "roles",
      before: ["GLOBAL_ADMIN", "CASEWORKER"],
      after: ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"],
      createdAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000),
    });
  }
}

/** The demo customers (demo environments only), each with the customer role. */
export async function seedDemoCustomers(tx: Db): Promise<void> {
  await tx.insert(appUser).values(
    DEMO_CUSTOMERS.map((customer) => ({
      ...customer,
      availableRoles: ["CUSTOMER" as const],
      activeRoles: ["CUSTOMER" as const],
    })),
  );
}

/** The user holding a demo role (one each). */
const holding = (role: Role) => arrayContains(appUser.availableRoles, [role]);

/**
 * The demo's people of the sales partners (after the partners' seeder): the demo partner admin,
 * department admin, seller and store employee work for the first chain, in its first store (Bergen
 * Åsane); the extra sellers where DEMO_EXTRA_SELLERS puts them.
 */
export async function seedDemoPartnerPeople(tx: Db): Promise<void> {
  const partners = await tx.select().from(salesPartner).orderBy(asc(salesPartner.id));
  const departments = await tx.select().from(salesPartnerDepartment).orderBy(asc(salesPartnerDepartment.id));
  const stores = DEMO_SALES_PARTNERS.map((demo) => {
    const partner = partners.find((p) => p.name === demo.name);
    return {
      partnerId: partner?.id ?? null,
      ids: demo.stores.map(
        (store) =>
          departments.find((d) => d.salesPartnerId === partner?.id && d.name === store.name)?.id ?? null,
      ),
    };
  });
  const first = stores[0];
  if (!first?.partnerId) return;
  await tx.update(appUser).set({ salesPartnerId: first.partnerId }).where(holding("SALES_PARTNER_ADMIN"));
  for (const role of ["SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_SELLER", "STORE_EMPLOYEE"] as const) {
    await tx
      .update(appUser)
      .set({ salesPartnerId: first.partnerId, salesPartnerDepartmentId: first.ids[0] ?? null })
      .where(holding(role));
  }
  await tx.insert(appUser).values(
    DEMO_EXTRA_SELLERS.map(({ partner, store, ...person }) => ({
      ...person,
      availableRoles: ["SALES_PARTNER_SELLER"],
      activeRoles: ["SALES_PARTNER_SELLER"],
      salesPartnerId: stores[partner]?.partnerId ?? null,
      salesPartnerDepartmentId: stores[partner]?.ids[store] ?? null,
    })),
  );
}

/**
 * The accounts of the demo's invited people (seed/demo-invitations.ts): without any role, as an
 * invited number gets one (decision 060); the invitation seeder offers them their roles.
 */
export async function seedDemoInvitedPeople(tx: Db): Promise<void> {
  await tx
    .insert(appUser)
    .values(
      DEMO_INVITED_PEOPLE.map(({ firstName, lastName, phoneNumber }) => ({
        firstName,
        lastName,
        phoneNumber,
      })),
    )
    .onConflictDoNothing({ target: appUser.phoneNumber });
}
