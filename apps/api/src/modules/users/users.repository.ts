import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { appUser, caseworkerDepartment, userCaseworkerDepartment, userRoleChange } from "./users.schema.ts";

export type UserRow = typeof appUser.$inferSelect;
export interface UserWithContractor {
  user: UserRow;
  contractor: { id: number; uuid: string; name: string } | null;
  salesPartner: { id: number; uuid: string; name: string } | null;
  salesPartnerDepartment: { id: number; uuid: string; name: string } | null;
}

/** What the sales partners' calls may set on a login: roles, partner and store, names, seller settings. */
type PartnerPerson = Pick<
  typeof appUser.$inferInsert,
  | "availableRoles"
  | "activeRoles"
  | "salesPartnerId"
  | "salesPartnerDepartmentId"
  | "firstName"
  | "lastName"
  | "email"
  | "sellerNotifications"
>;

/** What an accepted invitation gives: the role, where it applies, and names for an account without. */
export interface RoleGrantValues {
  role: string;
  contractorId?: number;
  salesPartnerId?: number;
  departmentId?: number | null;
  firstName: string;
  lastName: string;
}

const columns = {
  user: appUser,
  contractor: { id: contractor.id, uuid: contractor.uuid, name: contractor.name },
  salesPartner: { id: salesPartner.id, uuid: salesPartner.uuid, name: salesPartner.name },
  salesPartnerDepartment: {
    id: salesPartnerDepartment.id,
    uuid: salesPartnerDepartment.uuid,
    name: salesPartnerDepartment.name,
  },
};

/** `like` pattern for any part of a value, the user's `%`, `_` and `\\` taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users holding any of the roles, whose name, phone number or email contains the search term. */
function listFilter(roles: readonly string[], search: string | undefined): SQL | undefined {
  const term = search?.trim();
  const digits = term?.replace(/[\s+]/g, "") ?? "";
  return and(
    roles.length > 0 ? arrayOverlaps(appUser.availableRoles, [...roles]) : undefined,
    term
      ? or(
          sql`lower(coalesce(${appUser.firstName}, '') || ' ' || coalesce(${appUser.lastName}, '')) like ${containing(term)}`,
          sql`lower(${appUser.email}) like ${containing(term)}`,
          /^\d+$/.test(digits) ? sql`${appUser.phoneNumber} like ${containing(digits)}` : undefined,
        )
      : undefined,
  );
}

export function usersRepository(db: Db) {
  const withContractor = () =>
    db
      .select(columns)
      .from(appUser)
      .leftJoin(contractor, eq(contractor.id, appUser.contractorId))
      .leftJoin(salesPartner, eq(salesPartner.id, appUser.salesPartnerId))
      .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, appUser.salesPartnerDepartmentId));
  const first = (rows: UserWithContractor[]) => rows[0] ?? null;
  /** Creates the user unless the number exists already; returns the user either way. */
  async function findOrCreate(values: typeof appUser.$inferInsert): Promise<UserRow> {
    await db.insert(appUser).values(values).onConflictDoNothing({ target: appUser.phoneNumber });
    const [row] = await db.select().from(appUser).where(eq(appUser.phoneNumber, values.phoneNumber));
    if (!row) throw new Error("user not found after insert");
    return row;
  }
  return {
    async findByPhone(phoneNumber: string): Promise<UserWithContractor | null> {
      return first(await withContractor().where(eq(appUser.phoneNumber, phoneNumber)));
    },
    async findById(id: number): Promise<UserWithContractor | null> {
      return first(await withContractor().where(eq(appUser.id, id)));
    },
    async findByUuid(uuid: string): Promise<UserWithContractor | null> {
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
      return first(await withContractor().where(eq(appUser.uuid, uuid)));
    },
    /** Users holding any of the roles (all users without a filter), by name. */
    async list(roles: readonly string[]): Promise<UserWithContractor[]> {
      return withContractor()
        .where(listFilter(roles, undefined))
        .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id))
        .limit(500);
    },
    /** One page of the users holding any of the roles and matching the search, by name, and how many match. */
    async page(filter: {
      roles: readonly string[];
      search?: string | undefined;
      page: number;
      perPage: number;
    }) {
      const where = listFilter(filter.roles, filter.search);
      const [rows, [total]] = await Promise.all([
        withContractor()
          .where(where)
          .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ total: count() }).from(appUser).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    /** The global admins' rows, locked until the caller's transaction ends (the last-admin rule). */
    async lockGlobalAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(arrayOverlaps(appUser.availableRoles, ["GLOBAL_ADMIN"]))
        .orderBy(asc(appUser.id))
        .for("update");
      return rows.map((row) => row.id);
    },
    async logChange(values: typeof userRoleChange.$inferInsert): Promise<void> {
      await db.insert(userRoleChange).values(values);
    },
    /** A user's logged role and department changes, newest first, with who made them. */
    async roleChanges(userId: number) {
      const changer = alias(appUser, "changer");
      return db
        .select({
          kind: userRoleChange.kind,
          before: userRoleChange.before,
          after: userRoleChange.after,
          changedByFirstName: changer.firstName,
          changedByLastName: changer.lastName,
          createdAt: userRoleChange.createdAt,
        })
        .from(userRoleChange)
        .leftJoin(changer, eq(changer.id, userRoleChange.changedById))
        .where(eq(userRoleChange.userId, userId))
        .orderBy(desc(userRoleChange.createdAt), desc(userRoleChange.id))
        .limit(100);
    },
    async create(values: typeof appUser.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(appUser).values(values).returning();
      if (!row) throw new Error("user not created");
      return row;
    },
    /**
     * The customer with this number, created when new; an existing user without the customer role
     * gets it (a caseworker who orders is a customer too).
     */
    async findOrCreateCustomer(customer: {
      phoneNumber: string;
      firstName: string;
      lastName: string;
      email: string;
    }): Promise<UserRow> {
      const user = await findOrCreate({
        ...customer,
        availableRoles: ["CUSTOMER"],
        activeRoles: ["CUSTOMER"],
      });
      if (user.availableRoles.includes("CUSTOMER")) return user;
      const [updated] = await db
        .update(appUser)
        .set({
          availableRoles: [...user.availableRoles, "CUSTOMER"],
          activeRoles: user.activeRoles.length === 0 ? ["CUSTOMER"] : user.activeRoles,
          updatedAt: new Date(),
        })
        .where(eq(appUser.id, user.id))
        .returning();
      if (!updated) throw new Error("customer vanished");
      return updated;
    },
    findOrCreate,
    /** A person's partner roles, partner and store, names, email or seller settings. */
    async updatePartnerPerson(id: number, values: Partial<PartnerPerson>): Promise<void> {
      await db
        .update(appUser)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(appUser.id, id));
    },
    /**
     * The login with this number, locked until the caller's transaction ends; made without any role
     * when the number has none yet (an invitation's account, decision 060).
     */
    async lockOrCreateByPhone(phoneNumber: string): Promise<UserRow> {
      await db.insert(appUser).values({ phoneNumber }).onConflictDoNothing({ target: appUser.phoneNumber });
      const [row] = await db.select().from(appUser).where(eq(appUser.phoneNumber, phoneNumber)).for("update");
      if (!row) throw new Error("user not found after insert");
      return row;
    },
    /**
     * An accepted invitation, to the user as the caller's transaction locked them: the role is added
     * (other roles kept; switched on unless all roles are on), with the company or the chain and store
     * it belongs to; names only where missing.
     */
    async giveRole(user: UserRow, grant: RoleGrantValues): Promise<void> {
      const add = (roles: string[]) => (roles.includes(grant.role) ? roles : [...roles, grant.role]);
      await db
        .update(appUser)
        .set({
          availableRoles: add(user.availableRoles),
          activeRoles: user.activeRoles.length === 0 ? [] : add(user.activeRoles),
          ...(grant.contractorId !== undefined && { contractorId: grant.contractorId }),
          ...(grant.salesPartnerId !== undefined && {
            salesPartnerId: grant.salesPartnerId,
            salesPartnerDepartmentId: grant.departmentId ?? null,
          }),
          firstName: user.firstName ?? grant.firstName,
          lastName: user.lastName ?? grant.lastName,
          updatedAt: new Date(),
        })
        .where(eq(appUser.id, user.id));
    },
    /**
     * The first admin of a company that registers itself: the login with this number (created when
     * new) gets the contractor admin role (other roles kept, and switched on) and the company. The
     * caller has checked that the login belongs to no other company.
     */
    async makeContractorAdmin(input: {
      phoneNumber: string;
      firstName: string;
      lastName: string;
      email: string;
      contractorId: number;
    }) {
      const user = await findOrCreate({
        phoneNumber: input.phoneNumber,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        availableRoles: ["CONTRACTOR_ADMIN"],
        activeRoles: ["CONTRACTOR_ADMIN"],
      });
      const add = (roles: string[]) =>
        roles.includes("CONTRACTOR_ADMIN") ? roles : [...roles, "CONTRACTOR_ADMIN"];
      const [updated] = await db
        .update(appUser)
        .set({
          availableRoles: add(user.availableRoles),
          activeRoles: add(user.activeRoles),
          contractorId: input.contractorId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          updatedAt: new Date(),
        })
        .where(eq(appUser.id, user.id))
        .returning();
      if (!updated) throw new Error("user vanished");
      return updated;
    },
    /** The user's row, locked until the caller's transaction ends. */
    async lockById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(appUser).where(eq(appUser.id, id)).for("update");
      return row ?? null;
    },
    async update(
      id: number,
      values: Partial<
        Pick<UserRow, "firstName" | "lastName" | "email" | "phoneNumber" | "activeRoles" | "availableRoles">
      >,
    ): Promise<void> {
      await db
        .update(appUser)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(appUser.id, id));
    },
    async addFinishedTour(id: number, tour: string): Promise<void> {
      await db
        .update(appUser)
        .set({
          guidedToursFinished: sql`array_append(array_remove(${appUser.guidedToursFinished}, ${tour}::text), ${tour}::text)`,
        })
        .where(eq(appUser.id, id));
    },
    async departments() {
      return db.select().from(caseworkerDepartment).orderBy(asc(caseworkerDepartment.name));
    },
    async departmentIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: userCaseworkerDepartment.departmentId })
        .from(userCaseworkerDepartment)
        .where(eq(userCaseworkerDepartment.userId, userId));
      return rows.map((row) => row.id);
    },
    /**
     * The email addresses of caseworkers (the role granted) who have one: those working in the
     * department, or every caseworker when `departmentId` is null. One address once, sorted.
     */
    async caseworkerEmails(departmentId: number | null): Promise<string[]> {
      const caseworker = and(arrayOverlaps(appUser.availableRoles, ["CASEWORKER"]), isNotNull(appUser.email));
      const rows =
        departmentId === null
          ? await db.select({ email: appUser.email }).from(appUser).where(caseworker)
          : await db
              .select({ email: appUser.email })
              .from(appUser)
              .innerJoin(userCaseworkerDepartment, eq(userCaseworkerDepartment.userId, appUser.id))
              .where(and(caseworker, eq(userCaseworkerDepartment.departmentId, departmentId)));
      const emails = rows.map((row) => (row.email ?? "").trim()).filter((email) => email !== "");
      return [...new Set(emails)].sort();
    },
    /** Replaces the user's departments; unknown ids are ignored. */
    async setDepartments(userId: number, departmentIds: readonly number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(userCaseworkerDepartment).where(eq(userCaseworkerDepartment.userId, userId));
        if (departmentIds.length === 0) return;
        const known = await tx
          .select({ id: caseworkerDepartment.id })
          .from(caseworkerDepartment)
          .where(inArray(caseworkerDepartment.id, [...departmentIds]));
        if (known.length === 0) return;
        await tx
          .insert(userCaseworkerDepartment)
          .values(known.map((row) => ({ userId, departmentId: row.id })))
          .onConflictDoNothing();
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
