import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import {
  contractor,
  contractorPostCode,
  contractorWorkType,
  noAvailabilityReport,
  postCode,
  postCodeNotification,
} from "./coverage.schema.ts";
import type { CoverageRow } from "./coverage-rule.ts";

export interface NewContractor {
  name: string;
  organizationNumber?: string | null;
  address?: string | null;
  postCode?: string | null;
  postArea?: string | null;
  basePostCode: string;
  radiusKm: number;
  active?: boolean;
  workTypes: { workType: string; extendedRadiusKm?: number | null }[];
  postCodes?: string[];
}

export interface ContractorChanges {
  name?: string | undefined;
  basePostCode?: string | null | undefined;
  radiusKm?: number | undefined;
  active?: boolean | undefined;
  workTypes?: { workType: string; extendedRadiusKm: number | null }[] | undefined;
  postCodes?: string[] | undefined;
}

/** A company is approved the first time it is (or becomes) active; the moment is kept after that. */
const approvedOnce = (active: boolean) =>
  sql`coalesce(${contractor.approvedAt}, case when ${contractor.active} or ${active} then now() end)`;

export function coverageRepository(db: Db) {
  return {
    async find(code: string) {
      const rows = await db.select().from(postCode).where(eq(postCode.code, code));
      return rows[0] ?? null;
    },

    /** A contractor by its numeric id or its uuid, as the contractor calls name it; null if none. */
    async contractorIdOf(ref: string): Promise<number | null> {
      const byUuid = isUuid(ref);
      if (!byUuid && !/^\d{1,9}$/.test(ref)) return null;
      const [row] = await db
        .select({ id: contractor.id })
        .from(contractor)
        .where(byUuid ? eq(contractor.uuid, ref) : eq(contractor.id, Number(ref)));
      return row?.id ?? null;
    },
    all() {
      return db.select().from(postCode);
    },
    async count(): Promise<number> {
      const rows = await db.$count(postCode);
      return rows;
    },
    async addNotification(input: {
      postCode: string;
      email: string;
      name: string | null;
      notificationTypes: string[];
    }) {
      const [row] = await db
        .insert(postCodeNotification)
        .values(input)
        .returning({ id: postCodeNotification.id });
      return (row as { id: number }).id;
    },
    async addNoAvailability(input: { postCode: string; email: string; workHours: string | null }) {
      const [row] = await db
        .insert(noAvailabilityReport)
        .values(input)
        .returning({ id: noAvailabilityReport.id });
      return (row as { id: number }).id;
    },
    async notifications(code: string) {
      return db.select().from(postCodeNotification).where(eq(postCodeNotification.postCode, code));
    },

    /** Every work type of every active contractor, and their explicit post codes: the whole coverage at once. */
    async coverageSnapshot(): Promise<{
      rows: Omit<CoverageRow, "listed">[];
      listed: { contractorId: number; postCode: string }[];
    }> {
      const rows = await db
        .select({
          contractorId: contractor.id,
          workType: contractorWorkType.workType,
          radiusKm: contractor.radiusKm,
          extendedRadiusKm: contractorWorkType.extendedRadiusKm,
          lat: postCode.lat,
          lon: postCode.lon,
        })
        .from(contractor)
        .innerJoin(contractorWorkType, eq(contractorWorkType.contractorId, contractor.id))
        .leftJoin(postCode, eq(postCode.code, contractor.basePostCode))
        .where(eq(contractor.active, true));
      const listed = await db
        .select({ contractorId: contractorPostCode.contractorId, postCode: contractorPostCode.postCode })
        .from(contractorPostCode)
        .innerJoin(contractor, eq(contractor.id, contractorPostCode.contractorId))
        .where(eq(contractor.active, true));
      return {
        rows: rows.map((r) => ({
          contractorId: r.contractorId,
          workType: r.workType,
          radiusKm: r.radiusKm,
          extendedRadiusKm: r.extendedRadiusKm,
          base: r.lat !== null && r.lon !== null ? ([r.lat, r.lon] as const) : null,
        })),
        listed,
      };
    },

    async create(input: NewContractor): Promise<number> {
      const [row] = await db
        .insert(contractor)
        .values({
          name: input.name,
          organizationNumber: input.organizationNumber ?? null,
          address: input.address ?? null,
          postCode: input.postCode ?? null,
          postArea: input.postArea ?? null,
          basePostCode: input.basePostCode,
          radiusKm: input.radiusKm,
          active: input.active ?? true,
          approvedAt: (input.active ?? true) ? new Date() : null,
        })
        .returning({ id: contractor.id });
      const id = (row as { id: number }).id;
      if (input.workTypes.length > 0) {
        await db.insert(contractorWorkType).values(
          input.workTypes.map((w) => ({
            contractorId: id,
            workType: w.workType,
            extendedRadiusKm: w.extendedRadiusKm ?? null,
          })),
        );
      }
      if (input.postCodes?.length) {
        await db
          .insert(contractorPostCode)
          .values(input.postCodes.map((postCode) => ({ contractorId: id, postCode })));
      }
      return id;
    },

    /** Changes a contractor's details and coverage in one transaction; lists given are replaced. */
    async updateContractor(id: number, changes: ContractorChanges): Promise<void> {
      await db.transaction(async (tx) => {
        const set: {
          [K in keyof typeof contractor.$inferInsert]?: (typeof contractor.$inferInsert)[K] | SQL;
        } = {
          updatedAt: new Date(),
        };
        if (changes.name !== undefined) set.name = changes.name;
        if (changes.basePostCode !== undefined) set.basePostCode = changes.basePostCode;
        if (changes.radiusKm !== undefined) set.radiusKm = changes.radiusKm;
        if (changes.active !== undefined) {
          set.active = changes.active;
          set.approvedAt = approvedOnce(changes.active);
        }
        await tx.update(contractor).set(set).where(eq(contractor.id, id));
        if (changes.workTypes) {
          await tx.delete(contractorWorkType).where(eq(contractorWorkType.contractorId, id));
          if (changes.workTypes.length > 0)
            await tx
              .insert(contractorWorkType)
              .values(changes.workTypes.map((w) => ({ contractorId: id, ...w })));
        }
        if (changes.postCodes) {
          await tx.delete(contractorPostCode).where(eq(contractorPostCode.contractorId, id));
          const unique = [...new Set(changes.postCodes)];
          if (unique.length > 0)
            await tx
              .insert(contractorPostCode)
              .values(unique.map((code) => ({ contractorId: id, postCode: code })));
        }
      });
    },

    async setActive(id: number, active: boolean): Promise<void> {
      await db
        .update(contractor)
        .set({ active, approvedAt: approvedOnce(active), updatedAt: new Date() })
        .where(and(eq(contractor.id, id)));
    },
  };
}

export type CoverageRepository = ReturnType<typeof coverageRepository>;
