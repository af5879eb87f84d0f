import { PARTNER_ROLES } from "@mt/domain/roles/role-grants";
import { and, arrayOverlaps, asc, count, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { project } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { salesPartner, salesPartnerDepartment } from "./sales-partner.schema.ts";

export { PARTNER_ROLES };

export type PartnerRow = typeof salesPartner.$inferSelect;
export type DepartmentRow = typeof salesPartnerDepartment.$inferSelect;
export type PersonRow = Awaited<ReturnType<ReturnType<typeof salesPartnerRepository>["people"]>>[number];

/** Sales partners, their stores and the logins that work for them. */
export function salesPartnerRepository(db: Db) {
  const personColumns = {
    id: appUser.id,
    uuid: appUser.uuid,
    firstName: appUser.firstName,
    lastName: appUser.lastName,
    phoneNumber: appUser.phoneNumber,
    availableRoles: appUser.availableRoles,
    activeRoles: appUser.activeRoles,
    salesPartnerId: appUser.salesPartnerId,
    departmentId: appUser.salesPartnerDepartmentId,
    departmentUuid: salesPartnerDepartment.uuid,
    departmentName: salesPartnerDepartment.name,
  };
  const personQuery = () =>
    db
      .select(personColumns)
      .from(appUser)
      .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, appUser.salesPartnerDepartmentId));

  return {
    async partners(onlyId: number | null) {
      const query = db.select().from(salesPartner);
      return (onlyId === null ? query : query.where(eq(salesPartner.id, onlyId))).orderBy(
        asc(salesPartner.name),
      );
    },
    async partnerByUuid(uuid: string): Promise<PartnerRow | null> {
      const [row] = await db.select().from(salesPartner).where(eq(salesPartner.uuid, uuid));
      return row ?? null;
    },
    async createPartner(values: { name: string; organizationNumber: string | null }) {
      const [row] = await db.insert(salesPartner).values(values).returning();
      if (!row) throw new Error("sales partner not created");
      return row;
    },
    async updatePartner(
      id: number,
      values: Partial<Pick<PartnerRow, "name" | "organizationNumber" | "active">>,
    ) {
      if (Object.keys(values).length === 0) return;
      await db.update(salesPartner).set(values).where(eq(salesPartner.id, id));
    },
    /** Per partner: stores, people and orders since `since`. */
    async counts(partnerIds: number[], since: Date) {
      if (partnerIds.length === 0) return { departments: [], people: [], orders: [] };
      const [departments, people, orders] = await Promise.all([
        db
          .select({ partnerId: salesPartnerDepartment.salesPartnerId, n: count() })
          .from(salesPartnerDepartment)
          .where(inArray(salesPartnerDepartment.salesPartnerId, partnerIds))
          .groupBy(salesPartnerDepartment.salesPartnerId),
        db
          .select({ partnerId: appUser.salesPartnerId, n: count() })
          .from(appUser)
          .where(
            and(
              inArray(appUser.salesPartnerId, partnerIds),
              arrayOverlaps(appUser.availableRoles, [...PARTNER_ROLES]),
            ),
          )
          .groupBy(appUser.salesPartnerId),
        db
          .select({ partnerId: project.salesPartnerId, n: count() })
          .from(project)
          .where(and(inArray(project.salesPartnerId, partnerIds), gte(project.createdAt, since)))
          .groupBy(project.salesPartnerId),
      ]);
      return { departments, people, orders };
    },
    /**
     * The partner's stores, each with its people counted as `people` lists them: logins with a
     * partner role in that store. A join, not a correlated subquery: drizzle leaves a single-table
     * select's columns unqualified, so the subquery's `id` was the login's own (always 0 people).
     */
    async departments(partnerId: number) {
      return db
        .select({
          id: salesPartnerDepartment.id,
          uuid: salesPartnerDepartment.uuid,
          name: salesPartnerDepartment.name,
          postCode: salesPartnerDepartment.postCode,
          peopleCount: count(appUser.id),
        })
        .from(salesPartnerDepartment)
        .leftJoin(
          appUser,
          and(
            eq(appUser.salesPartnerDepartmentId, salesPartnerDepartment.id),
            eq(appUser.salesPartnerId, partnerId),
            arrayOverlaps(appUser.availableRoles, [...PARTNER_ROLES]),
          ),
        )
        .where(eq(salesPartnerDepartment.salesPartnerId, partnerId))
        .groupBy(salesPartnerDepartment.id)
        .orderBy(asc(salesPartnerDepartment.name));
    },
    /** Where a store, or a person with a partner role, belongs: for the reach of their ids (decision 058). */
    async placeOf(
      of: { department: string } | { person: string },
    ): Promise<{ salesPartnerId: number | null; departmentId: number | null } | null> {
      const [row] =
        "department" in of
          ? await db
              .select({
                salesPartnerId: salesPartnerDepartment.salesPartnerId,
                departmentId: salesPartnerDepartment.id,
              })
              .from(salesPartnerDepartment)
              .where(eq(salesPartnerDepartment.uuid, of.department))
          : await db
              .select({
                salesPartnerId: appUser.salesPartnerId,
                departmentId: appUser.salesPartnerDepartmentId,
              })
              .from(appUser)
              .where(
                and(eq(appUser.uuid, of.person), arrayOverlaps(appUser.availableRoles, [...PARTNER_ROLES])),
              );
      return row ?? null;
    },
    async department(partnerId: number, uuid: string): Promise<DepartmentRow | null> {
      const [row] = await db
        .select()
        .from(salesPartnerDepartment)
        .where(
          and(eq(salesPartnerDepartment.salesPartnerId, partnerId), eq(salesPartnerDepartment.uuid, uuid)),
        );
      return row ?? null;
    },
    async addDepartment(values: { salesPartnerId: number; name: string; postCode: string | null }) {
      const [row] = await db.insert(salesPartnerDepartment).values(values).returning();
      if (!row) throw new Error("department not created");
      return row;
    },
    async updateDepartment(id: number, values: { name?: string; postCode?: string | null }) {
      if (Object.keys(values).length === 0) return;
      await db.update(salesPartnerDepartment).set(values).where(eq(salesPartnerDepartment.id, id));
    },
    async deleteDepartment(id: number) {
      await db.delete(salesPartnerDepartment).where(eq(salesPartnerDepartment.id, id));
    },
    async departmentHasPeople(id: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(appUser)
        .where(eq(appUser.salesPartnerDepartmentId, id));
      return (row?.n ?? 0) > 0;
    },
    async departmentHasOrders(id: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(project)
        .where(eq(project.salesPartnerDepartmentId, id));
      return (row?.n ?? 0) > 0;
    },
    /** The partner's people (with a partner role), of one store when `departmentId` is given. */
    async people(partnerId: number, departmentId: number | null = null) {
      return personQuery()
        .where(
          and(
            eq(appUser.salesPartnerId, partnerId),
            arrayOverlaps(appUser.availableRoles, [...PARTNER_ROLES]),
            departmentId === null ? undefined : eq(appUser.salesPartnerDepartmentId, departmentId),
          ),
        )
        .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id));
    },
    async person(partnerId: number, userUuid: string) {
      const [row] = await personQuery().where(
        and(
          eq(appUser.salesPartnerId, partnerId),
          eq(appUser.uuid, userUuid),
          arrayOverlaps(appUser.availableRoles, [...PARTNER_ROLES]),
        ),
      );
      return row ?? null;
    },
    async userByPhone(phoneNumber: string) {
      const [row] = await db.select().from(appUser).where(eq(appUser.phoneNumber, phoneNumber));
      return row ?? null;
    },
  };
}

export type SalesPartnerRepository = ReturnType<typeof salesPartnerRepository>;
