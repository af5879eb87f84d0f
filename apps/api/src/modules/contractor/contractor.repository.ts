import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf, sqlArray } from "../../db/raw-sql.ts";
import { cart } from "../cart/cart.schema.ts";
import { claim } from "../claim/claim.schema.ts";
import { contractor, contractorPostCode, contractorWorkType, postCode } from "../coverage/coverage.schema.ts";
import { project } from "../project/project.schema.ts";
import { availabilityException, electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser, caseworkerDepartment } from "../users/users.schema.ts";
import {
  calendarVersion,
  contractorDepartment,
  contractorFeedback,
  contractorInvoiceEmail,
} from "./contractor.schema.ts";

const electricianColumns = {
  id: electrician.id,
  uuid: electrician.uuid,
  contractorId: electrician.contractorId,
  userId: electrician.userId,
  firstName: electrician.firstName,
  lastName: electrician.lastName,
  workTypes: electrician.workTypes,
  createdAt: electrician.createdAt,
  phoneNumber: appUser.phoneNumber,
  userUuid: appUser.uuid,
};
export type ElectricianRow = {
  id: number;
  uuid: string;
  contractorId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  workTypes: string[];
  createdAt: Date;
  phoneNumber: string | null;
  userUuid: string | null;
};

/** From this many electricians on, the calendar's events are read in two queries at once. */
const SPLIT_CALENDAR_AT = 16;

/**
 * The jobs, inspections and claim visits of some of a company's electricians touching [from, to),
 * in time order, as JSON text in the calendar's wire form (`calendarWireSchema`: one array per
 * event), one string per electrician, which the answer carries unparsed (lib/raw-json): no event
 * becomes an object in the server.
 *
 * Timeslots are found through the exclusion constraint's GiST index (electrician, tstzrange); each
 * one's project or claim comes from a lateral subquery that PostgreSQL cannot flatten (a union
 * with a limit): one index probe per timeslot in the window, where a join lets the planner hash
 * every project ever booked, a cost that grows with the company's history. The electricians are
 * the company's, so their time is its work (a filter on `project.contractor_id` here made the
 * planner scan every project). Instants are minutes from `from` in float8 (a whole minute prints
 * without a fraction), uuids 22 base64url characters; text goes through to_json, which escapes it.
 */
async function calendarEventsOf(
  db: Db,
  electricianIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, string>> {
  if (electricianIds.length === 0) return new Map();
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const fromEpoch = from.getTime() / 1000;
  const result = await db.execute(sql`
    select t.electrician_id as "electricianId",
      '[' || string_agg(
        '[' || e.type || ',' || (case e.kind when 'INSPECTION' then 1 else 0 end)
          || ',"' || translate(rtrim(encode(uuid_send(e.uuid), 'base64'), '='), '+/', '-_') || '",' || e.number
          || ',' || to_json(e.status) || ',' || to_json(e.address) || ',' || coalesce(to_json(e.place)::text, 'null')
          || ',' || ((extract(epoch from t.starts_at)::float8 - ${fromEpoch}::float8) / 60)::text
          || ',' || ((extract(epoch from t.ends_at)::float8 - extract(epoch from t.starts_at)::float8) / 60)::text
          || ']',
        ',' order by t.starts_at, t.id) || ']' as events
    from timeslot t
    cross join lateral (
      (select 0 as type, p.uuid, p.status, p.number, p.kind, p.address, p.place
       from project p where p.timeslot_id = t.id)
      union all
      (select 1, c.uuid, c.status, p.number, p.kind, p.address, p.place
       from claim c join project p on p.id = c.project_id where c.timeslot_id = t.id)
      limit 1
    ) e
    where t.electrician_id = any(${sqlArray(electricianIds, "int")})
      and tstzrange(t.starts_at, t.ends_at, '[)') && tstzrange(${fromIso}::timestamptz, ${toIso}::timestamptz, '[)')
    group by t.electrician_id`);
  const rows = rowsOf<{ electricianId: number; events: string }>(result);
  return new Map(rows.map((row) => [Number(row.electricianId), row.events]));
}

export function contractorRepository(db: Db) {
  return {
    /** Contractors with everything their view shows; all of them when `ids` is undefined. */
    async details(ids?: number[]) {
      const only = <T>(column: T) => (ids ? inArray(column as never, ids) : undefined);
      const rows = await db
        .select({ c: contractor, place: postCode.place })
        .from(contractor)
        .leftJoin(postCode, eq(postCode.code, contractor.basePostCode))
        .where(only(contractor.id))
        .orderBy(asc(contractor.name), asc(contractor.id));
      const [workTypes, postCodes, emails, departments, electricians] = await Promise.all([
        db.select().from(contractorWorkType).where(only(contractorWorkType.contractorId)),
        db
          .select()
          .from(contractorPostCode)
          .where(only(contractorPostCode.contractorId))
          .orderBy(asc(contractorPostCode.postCode)),
        db
          .select()
          .from(contractorInvoiceEmail)
          .where(only(contractorInvoiceEmail.contractorId))
          .orderBy(asc(contractorInvoiceEmail.position)),
        db
          .select({
            contractorId: contractorDepartment.contractorId,
            id: caseworkerDepartment.id,
            name: caseworkerDepartment.name,
          })
          .from(contractorDepartment)
          .innerJoin(caseworkerDepartment, eq(caseworkerDepartment.id, contractorDepartment.departmentId))
          .where(only(contractorDepartment.contractorId)),
        db
          .select({ contractorId: electrician.contractorId, n: sql<number>`count(*)::int` })
          .from(electrician)
          .where(and(eq(electrician.active, true), only(electrician.contractorId)))
          .groupBy(electrician.contractorId),
      ]);
      return rows.map(({ c, place }) => ({
        ...c,
        basePlace: place,
        workTypes: workTypes.filter((w) => w.contractorId === c.id),
        postCodes: postCodes.filter((p) => p.contractorId === c.id).map((p) => p.postCode),
        invoiceEmails: emails.filter((e) => e.contractorId === c.id).map((e) => e.email),
        department: departments.find((d) => d.contractorId === c.id) ?? null,
        electricianCount: Number(electricians.find((e) => e.contractorId === c.id)?.n ?? 0),
      }));
    },

    /** Every post code with its position (for coverage counts and by-area answers). */
    async postCodes() {
      return db.select({ code: postCode.code, lat: postCode.lat, lon: postCode.lon }).from(postCode);
    },

    async postCodeExists(codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: postCode.code })
        .from(postCode)
        .where(inArray(postCode.code, codes));
      return new Set(rows.map((r) => r.code));
    },

    async setInvoiceEmails(id: number, emails: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(contractorInvoiceEmail).where(eq(contractorInvoiceEmail.contractorId, id));
        const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
        await tx
          .insert(contractorInvoiceEmail)
          .values(unique.map((email, position) => ({ contractorId: id, email, position })));
      });
    },

    async departmentExists(departmentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: caseworkerDepartment.id })
        .from(caseworkerDepartment)
        .where(eq(caseworkerDepartment.id, departmentId));
      return !!row;
    },

    async setDepartment(id: number, departmentId: number | null) {
      if (departmentId === null) {
        await db.delete(contractorDepartment).where(eq(contractorDepartment.contractorId, id));
        return;
      }
      await db
        .insert(contractorDepartment)
        .values({ contractorId: id, departmentId })
        .onConflictDoUpdate({ target: contractorDepartment.contractorId, set: { departmentId } });
    },

    async electricians(contractorId: number): Promise<ElectricianRow[]> {
      return db
        .select(electricianColumns)
        .from(electrician)
        .leftJoin(appUser, eq(appUser.id, electrician.userId))
        .where(and(eq(electrician.contractorId, contractorId), eq(electrician.active, true)))
        .orderBy(asc(electrician.firstName), asc(electrician.lastName), asc(electrician.id));
    },

    /**
     * Whose work an id names, for the reach of electrician, exception and timeslot ids (decision 058):
     * the electrician's company and login. An active electrician by their uuid or their login's; an
     * availability exception by its id; a booked timeslot by its timeslot uuid.
     */
    async workOwner(
      of: { electrician: string } | { exception: number } | { timeslot: string },
    ): Promise<{ contractorId: number; userId: number | null } | null> {
      const owner = { contractorId: electrician.contractorId, userId: electrician.userId };
      const [row] =
        "electrician" in of
          ? await db
              .select(owner)
              .from(electrician)
              .leftJoin(appUser, eq(appUser.id, electrician.userId))
              .where(
                and(
                  eq(electrician.active, true),
                  or(eq(electrician.uuid, of.electrician), eq(appUser.uuid, of.electrician)),
                ),
              )
              .limit(1)
          : "exception" in of
            ? await db
                .select(owner)
                .from(availabilityException)
                .innerJoin(electrician, eq(electrician.id, availabilityException.electricianId))
                .where(eq(availabilityException.id, of.exception))
            : await db
                .select(owner)
                .from(timeslot)
                .innerJoin(electrician, eq(electrician.id, timeslot.electricianId))
                .where(eq(timeslot.timeslotUuid, of.timeslot));
      return row ?? null;
    },

    /** An active electrician of the company by their own uuid or their login's. */
    async electrician(contractorId: number, uuid: string): Promise<ElectricianRow | null> {
      const [row] = await db
        .select(electricianColumns)
        .from(electrician)
        .leftJoin(appUser, eq(appUser.id, electrician.userId))
        .where(
          and(
            eq(electrician.contractorId, contractorId),
            eq(electrician.active, true),
            or(eq(electrician.uuid, uuid), eq(appUser.uuid, uuid)),
          ),
        );
      return row ?? null;
    },

    /** Whether the login with this number is an active electrician of this company already. */
    async isOwnElectrician(phoneNumber: string, contractorId: number): Promise<boolean> {
      const [linked] = await db
        .select({ id: electrician.id })
        .from(electrician)
        .innerJoin(appUser, eq(appUser.id, electrician.userId))
        .where(
          and(
            eq(appUser.phoneNumber, phoneNumber),
            eq(electrician.contractorId, contractorId),
            eq(electrician.active, true),
          ),
        );
      return !!linked;
    },

    /** The company registered under the organisation number, or null. */
    async idByOrganizationNumber(organizationNumber: string): Promise<number | null> {
      const [row] = await db
        .select({ id: contractor.id })
        .from(contractor)
        .where(eq(contractor.organizationNumber, organizationNumber));
      return row?.id ?? null;
    },

    /** The company the login with this number belongs to (locked for the caller's transaction), or null. */
    async companyOfPhone(phoneNumber: string): Promise<number | null> {
      const [user] = await db
        .select({ contractorId: appUser.contractorId })
        .from(appUser)
        .where(eq(appUser.phoneNumber, phoneNumber))
        .for("update");
      return user?.contractorId ?? null;
    },

    /**
     * Booked time, a live reservation, or an open project, that ends after `now` (an expired
     * reservation is no one's any more: the cart answers CART_EXPIRED).
     */
    async hasFutureWork(electricianId: number, now: Date): Promise<boolean> {
      const [slot] = await db
        .select({ id: timeslot.id })
        .from(timeslot)
        .where(
          and(
            eq(timeslot.electricianId, electricianId),
            gt(timeslot.endsAt, now),
            or(eq(timeslot.status, "BOOKED"), gt(timeslot.expiresAt, now)),
          ),
        )
        .limit(1);
      if (slot) return true;
      const [open] = await db
        .select({ id: project.id })
        .from(project)
        .innerJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .where(and(eq(project.electricianId, electricianId), gt(timeslot.endsAt, now)))
        .limit(1);
      return !!open;
    },

    /**
     * Per electrician, their jobs, inspections and claim visits touching [from, to) by start, as
     * JSON text in the wire form. Writing that text is most of the query's time and one query
     * runs on one core: a large company's electricians are read in two halves at once.
     */
    async calendarEvents(
      electricianIds: readonly number[],
      from: Date,
      to: Date,
    ): Promise<Map<number, string>> {
      if (electricianIds.length < SPLIT_CALENDAR_AT) return calendarEventsOf(db, electricianIds, from, to);
      const half = Math.ceil(electricianIds.length / 2);
      const parts = await Promise.all([
        calendarEventsOf(db, electricianIds.slice(0, half), from, to),
        calendarEventsOf(db, electricianIds.slice(half), from, to),
      ]);
      return new Map(parts.flatMap((part) => [...part]));
    },

    /** The electricians' calendar versions (decision 057); one without a row has none. */
    async calendarVersions(electricianIds: readonly number[]): Promise<Map<number, number>> {
      if (electricianIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(calendarVersion)
        .where(inArray(calendarVersion.electricianId, [...electricianIds]));
      return new Map(rows.map((row) => [row.electricianId, Number(row.version)]));
    },

    /** Per company, its booked jobs and inspections whose time ends after `now`. */
    async upcomingJobCounts(now: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ contractorId: project.contractorId, n: sql<number>`count(*)::int` })
        .from(project)
        .innerJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .where(gt(timeslot.endsAt, now))
        .groupBy(project.contractorId);
      return new Map(rows.map((r) => [r.contractorId, Number(r.n)]));
    },

    /**
     * The booked jobs, inspections and claim visits of some electricians whose time ends after
     * `now`, by start, and how many live cart reservations each holds.
     */
    async upcomingWork(electricianIds: number[], now: Date) {
      if (electricianIds.length === 0) return { work: [], held: [] };
      const columns = {
        electricianId: timeslot.electricianId,
        projectUuid: project.uuid,
        projectNumber: project.number,
        address: project.address,
        place: project.place,
        startsAt: timeslot.startsAt,
        endsAt: timeslot.endsAt,
      };
      const future = and(inArray(timeslot.electricianId, electricianIds), gt(timeslot.endsAt, now));
      const [projects, claims, held] = await Promise.all([
        db
          .select({ ...columns, uuid: project.uuid })
          .from(timeslot)
          .innerJoin(project, eq(project.timeslotId, timeslot.id))
          .where(future),
        db
          .select({ ...columns, uuid: claim.uuid })
          .from(timeslot)
          .innerJoin(claim, eq(claim.timeslotId, timeslot.id))
          .innerJoin(project, eq(project.id, claim.projectId))
          .where(future),
        db
          .select({ electricianId: timeslot.electricianId, n: sql<number>`count(*)::int` })
          .from(timeslot)
          .where(and(future, eq(timeslot.status, "RESERVED"), gt(timeslot.expiresAt, now)))
          .groupBy(timeslot.electricianId),
      ]);
      const work = [
        ...projects.map((p) => ({ ...p, type: "PROJECT" as const })),
        ...claims.map((c) => ({ ...c, type: "CLAIM" as const })),
      ].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      return { work, held: held.map((h) => ({ electricianId: h.electricianId, n: Number(h.n) })) };
    },

    /**
     * What a coverage change that drops `codes` touches: open carts at those codes touched since
     * `since`, and the company's booked jobs there whose time ends after `now`.
     */
    async affectedBy(input: { contractorId: number; codes: string[]; now: Date; since: Date }) {
      if (input.codes.length === 0) return { openCarts: 0, futureProjects: [] };
      const [[carts], futureProjects] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(cart)
          .where(
            and(
              eq(cart.status, "open"),
              inArray(cart.postCode, input.codes),
              gt(cart.updatedAt, input.since),
            ),
          ),
        db
          .select({
            uuid: project.uuid,
            number: project.number,
            address: project.address,
            postCode: project.postCode,
            place: project.place,
            startsAt: timeslot.startsAt,
          })
          .from(project)
          .innerJoin(timeslot, eq(timeslot.id, project.timeslotId))
          .where(
            and(
              eq(project.contractorId, input.contractorId),
              inArray(project.postCode, input.codes),
              gt(timeslot.endsAt, input.now),
            ),
          )
          .orderBy(asc(timeslot.startsAt)),
      ]);
      return { openCarts: Number(carts?.n ?? 0), futureProjects };
    },

    async addFeedback(input: { contractorId: number; userId: number; feedback: string }) {
      const [row] = await db.insert(contractorFeedback).values(input).returning();
      return row as typeof contractorFeedback.$inferSelect;
    },

    async feedback(contractorId: number) {
      return db
        .select({
          uuid: contractorFeedback.uuid,
          feedback: contractorFeedback.feedback,
          createdAt: contractorFeedback.createdAt,
          firstName: appUser.firstName,
          lastName: appUser.lastName,
        })
        .from(contractorFeedback)
        .leftJoin(appUser, eq(appUser.id, contractorFeedback.userId))
        .where(eq(contractorFeedback.contractorId, contractorId))
        .orderBy(desc(contractorFeedback.createdAt), desc(contractorFeedback.id));
    },
  };
}

export type ContractorRepository = ReturnType<typeof contractorRepository>;
