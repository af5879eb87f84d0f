import type { CustomerReach } from "@mt/domain/customer/customer-reach";
import { reachesEveryCustomer } from "@mt/domain/customer/customer-reach";
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { project } from "../project/project.schema.ts";
import { reachCondition } from "../project/project-reach.repository.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";
import type { CustomerSearch } from "./customer-search.ts";
import { customerEvent } from "./customers.schema.ts";

/** The seller of a store order (a second join of app_user). */
const seller = alias(appUser, "seller");

export type CustomerRow = Pick<
  typeof appUser.$inferSelect,
  "id" | "uuid" | "firstName" | "lastName" | "phoneNumber" | "email" | "availableRoles" | "createdAt"
>;
export type CustomerEventRow = typeof customerEvent.$inferSelect;

const customerColumns = {
  id: appUser.id,
  uuid: appUser.uuid,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  phoneNumber: appUser.phoneNumber,
  email: appUser.email,
  availableRoles: appUser.availableRoles,
  createdAt: appUser.createdAt,
};

/**
 * A customer: a user with the customer role. Booking gives the role to everyone it books for
 * (`users.findOrCreateCustomer`), so whoever has a project has it; asking the project table too
 * would cost a pass over every project on each list.
 */
const isCustomer = sql`'CUSTOMER' = any(${appUser.availableRoles})`;

const companyName = sql<string | null>`${project.contactInformation}->'company'->>'name'`;

/**
 * The projects a caller sees of a customer: all for those who reach every customer, else those in
 * the caller's project reach (decision 059).
 */
const projectsInReach = (reach: readonly CustomerReach[]): SQL =>
  reachesEveryCustomer(reach) ? sql`true` : reachCondition(reach);

/**
 * The customers the caller reaches: every one for global admin, caseworker and customer service;
 * else those with at least one project in the caller's reach.
 */
function customersInReach(reach: readonly CustomerReach[]): SQL {
  if (reachesEveryCustomer(reach)) return isCustomer;
  return and(
    isCustomer,
    sql`${appUser.id} = any(array(select ${project.customerUserId} from ${project} where ${reachCondition(reach)}))`,
  ) as SQL;
}

/**
 * Customers whose orders match: the address (prefix), the post code or the project number. (Not the
 * project's search text: that holds the contact information as ordered, and a customer's changed
 * phone number or name must not find them any more.)
 */
function projectMatches(search: CustomerSearch, reach: readonly CustomerReach[]): SQL[] {
  const inReach = projectsInReach(reach);
  const parts = [
    sql`select ${project.customerUserId} from ${project} where lower(${project.address}) like ${search.textPrefix} and ${inReach}`,
  ];
  if (search.postCode) {
    parts.push(
      sql`select ${project.customerUserId} from ${project} where ${project.postCode} = ${search.postCode} and ${inReach}`,
    );
  }
  if (search.projectNumber !== null) {
    parts.push(
      sql`select ${project.customerUserId} from ${project} where ${project.number} = ${search.projectNumber} and ${inReach}`,
    );
  }
  return parts;
}

/**
 * The ids of the users a search finds: one indexed prefix or exact match per way of finding them,
 * put together with `union` so that each part keeps its index (an `or` across tables would not).
 * `= any(array(…))` has PostgreSQL collect the ids first and fetch those users by key; as `in (…)`
 * the planner hashes the matches and reads every user to join them.
 */
function matchingIds(search: CustomerSearch, reach: readonly CustomerReach[]): SQL {
  const prefix = search.textPrefix;
  const parts: SQL[] = [
    sql`select ${appUser.id} as id from ${appUser} where lower(${appUser.firstName}) like ${prefix}`,
    sql`select ${appUser.id} from ${appUser} where lower(${appUser.lastName}) like ${prefix}`,
    sql`select ${appUser.id} from ${appUser} where lower(${appUser.firstName} || ' ' || ${appUser.lastName}) like ${prefix}`,
    sql`select ${appUser.id} from ${appUser} where lower(${appUser.email}) like ${prefix}`,
    ...search.phonePrefixes.map(
      (phone) => sql`select ${appUser.id} from ${appUser} where ${appUser.phoneNumber} like ${phone}`,
    ),
    ...projectMatches(search, reach),
  ];
  return sql`${appUser.id} = any(array(${sql.join(parts, sql` union `)}))`;
}

export function customersRepository(db: Db) {
  return {
    /** One page of the customers the caller reaches, newest first, and how many there are in all. */
    async page(
      search: CustomerSearch | null,
      reach: readonly CustomerReach[],
      page: { limit: number; offset: number },
    ) {
      const inReach = customersInReach(reach);
      const where = search ? and(inReach, matchingIds(search, reach)) : inReach;
      const total = async () => (await db.select({ n: count() }).from(appUser).where(where))[0]?.n ?? 0;
      const rows = (columns: typeof customerColumns & { total?: SQL<number> }) =>
        db
          .select(columns)
          .from(appUser)
          .where(where)
          .orderBy(desc(appUser.createdAt), desc(appUser.id))
          .limit(page.limit)
          .offset(page.offset);
      if (!search) {
        // The newest customers come straight off the created-at index; counting is a pass of its own.
        const [found, n] = await Promise.all([rows(customerColumns), total()]);
        return { rows: found, total: n };
      }
      // A search runs its matching once: the page carries the count of all matches with it.
      const found = await rows({ ...customerColumns, total: sql<number>`(count(*) over ())::int` });
      return { rows: found, total: found[0]?.total ?? (page.offset > 0 ? await total() : 0) };
    },

    /** The customer, if the caller reaches them. */
    async byUuid(uuid: string, reach: readonly CustomerReach[]): Promise<CustomerRow | null> {
      const [row] = await db
        .select(customerColumns)
        .from(appUser)
        .where(and(eq(appUser.uuid, uuid), customersInReach(reach)));
      return row ?? null;
    },

    /**
     * Per customer: the latest order's address, the company of the latest order made for a
     * company, and the number of orders.
     */
    async orderFacts(userIds: number[], reach: readonly CustomerReach[]) {
      if (userIds.length === 0) return [];
      const inReach = projectsInReach(reach);
      const [latest, companies, counts] = await Promise.all([
        db
          .selectDistinctOn([project.customerUserId], {
            userId: project.customerUserId,
            address: project.address,
            postCode: project.postCode,
            place: project.place,
            createdAt: project.createdAt,
          })
          .from(project)
          .where(and(inArray(project.customerUserId, userIds), inReach))
          .orderBy(project.customerUserId, desc(project.createdAt), desc(project.id)),
        db
          .selectDistinctOn([project.customerUserId], { userId: project.customerUserId, name: companyName })
          .from(project)
          .where(and(inArray(project.customerUserId, userIds), isNotNull(companyName), inReach))
          .orderBy(project.customerUserId, desc(project.createdAt), desc(project.id)),
        db
          .select({ userId: project.customerUserId, n: count() })
          .from(project)
          .where(and(inArray(project.customerUserId, userIds), inReach))
          .groupBy(project.customerUserId),
      ]);
      return userIds.map((userId) => ({
        userId,
        latest: latest.find((row) => row.userId === userId) ?? null,
        companyName: companies.find((row) => row.userId === userId)?.name ?? null,
        projectCount: counts.find((row) => row.userId === userId)?.n ?? 0,
      }));
    },

    /** The customer's projects in the caller's reach, newest first, with what a row of the projects table shows. */
    async projects(userId: number, reach: readonly CustomerReach[]) {
      return db
        .select({
          project,
          windowStartsAt: timeslot.windowStartsAt,
          windowEndsAt: timeslot.windowEndsAt,
          contractor: { uuid: contractor.uuid, name: contractor.name },
          electrician: {
            uuid: electrician.uuid,
            firstName: electrician.firstName,
            lastName: electrician.lastName,
          },
          salesPartner: { uuid: salesPartner.uuid, name: salesPartner.name },
          salesPartnerDepartment: { uuid: salesPartnerDepartment.uuid, name: salesPartnerDepartment.name },
          seller: { uuid: seller.uuid, firstName: seller.firstName, lastName: seller.lastName },
        })
        .from(project)
        .innerJoin(contractor, eq(contractor.id, project.contractorId))
        .leftJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .leftJoin(electrician, eq(electrician.id, project.electricianId))
        .leftJoin(salesPartner, eq(salesPartner.id, project.salesPartnerId))
        .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, project.salesPartnerDepartmentId))
        .leftJoin(seller, eq(seller.id, project.sellerUserId))
        .where(and(eq(project.customerUserId, userId), projectsInReach(reach)))
        .orderBy(desc(project.createdAt), desc(project.id));
    },

    /** The contact changes, oldest first, with the name of who made each. */
    async events(userId: number) {
      return db
        .select({
          event: customerEvent,
          actorFirstName: appUser.firstName,
          actorLastName: appUser.lastName,
        })
        .from(customerEvent)
        .leftJoin(appUser, eq(appUser.id, customerEvent.actorUserId))
        .where(eq(customerEvent.customerUserId, userId))
        .orderBy(asc(customerEvent.createdAt), asc(customerEvent.id));
    },

    async addEvents(values: (typeof customerEvent.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(customerEvent).values(values);
    },
  };
}

export type CustomersRepository = ReturnType<typeof customersRepository>;
