import { WORK_TYPES, type WorkType } from "@mt/domain/entities/enums";
import { postCodeMessages } from "@mt/domain/state/post-code-check";
import { isCompletePostCode } from "@mt/domain/validation/post-code";
import type { Db } from "../../db/database.ts";
import { fieldError } from "../../lib/http-error.ts";
import {
  type ContractorChanges,
  type CoverageRepository,
  coverageRepository,
  type NewContractor,
} from "./coverage.repository.ts";
import { covers } from "./coverage-rule.ts";
import { distanceKm } from "./distance.ts";
import type { PostCodeDirectory, PostCodeEntry } from "./post-code-directory.ts";

export const invalidPostCode = () => fieldError("INVALID_POST_CODE", "code");

/** One contractor's coverage settings, as the coverage questions about it need them (active or not). */
export interface ContractorCoverage {
  id: number;
  basePostCode: string | null;
  radiusKm: number;
  workTypes: { workType: string; extendedRadiusKm: number | null }[];
  postCodes: readonly string[];
}

/** `launched`: the work types on sale (system settings), read per call; all when left out. */
export function coverageService(
  repo: CoverageRepository,
  directory: PostCodeDirectory,
  launched?: () => Promise<readonly string[]>,
) {
  const isLaunched = async (known?: readonly string[]) => {
    if (!launched) return () => true;
    const on = new Set(known ?? (await launched()));
    return (type: string) => on.has(type);
  };

  async function existing(code: string) {
    const found = isCompletePostCode(code) ? await directory.find(code) : null;
    if (!found) throw invalidPostCode();
    return found;
  }

  return {
    async verify(code: string) {
      const found = await existing(code);
      return { postCode: found.code, place: found.place, valid: true as const };
    },

    invalidateCoverage: () => directory.invalidate(),

    /** A contractor by its numeric id or its uuid (the `{id}` of the contractor calls); null if none. */
    contractorIdOf: (ref: string) => repo.contractorIdOf(ref),

    /** Changes a contractor's details and coverage; the storefront's coverage follows at once. */
    async updateContractor(id: number, changes: ContractorChanges) {
      await repo.updateContractor(id, changes);
      directory.invalidate();
    },

    /**
     * The work types a contractor reaches at each post code, by the storefront's rule (explicit
     * list, or within max(radius, extended radius) of the base post code); `only` limits the codes.
     */
    async reach(c: ContractorCoverage, only?: PostCodeEntry): Promise<Map<string, WorkType[]>> {
      const base = c.basePostCode ? ((await directory.find(c.basePostCode))?.position ?? null) : null;
      const listed = new Set(c.postCodes);
      const answer = new Map<string, WorkType[]>();
      for (const entry of only ? [only] : await directory.entries()) {
        const types = WORK_TYPES.filter((type) => {
          const w = c.workTypes.find((x) => x.workType === type);
          if (!w) return false;
          const row = {
            contractorId: c.id,
            workType: type,
            radiusKm: c.radiusKm,
            extendedRadiusKm: w.extendedRadiusKm,
            base,
            listed: listed.has(entry.code),
          };
          return covers(row, entry.position);
        });
        if (types.length > 0) answer.set(entry.code, types);
      }
      return answer;
    },

    /**
     * Inside the caller's transaction (onboarding): a new company with its work types. It covers
     * nothing in the storefront while inactive (the coverage snapshot reads active companies only).
     */
    async createContractor(tx: Db, input: NewContractor): Promise<number> {
      const id = await coverageRepository(tx).create(input);
      directory.invalidate();
      return id;
    },

    /** The codes with their places, nearest to the base code's position first (unknown positions last). */
    async byDistance(baseCode: string, codes: Iterable<string>) {
      const base = (await directory.find(baseCode))?.position ?? null;
      const found: { code: string; place: string; km: number }[] = [];
      for (const code of codes) {
        const entry = await directory.find(code);
        if (!entry) continue;
        const km = base && entry.position ? distanceKm(base, entry.position) : Number.POSITIVE_INFINITY;
        found.push({ code, place: entry.place, km });
      }
      return found.sort((a, b) => a.km - b.km || a.code.localeCompare(b.code));
    },

    /** The register's entry for a code, or null. */
    find: (code: string) => directory.find(code),

    /**
     * The active contractors who cover the post code for every one of the work types. `launched`:
     * the work types on sale, when the caller read the settings already.
     */
    async contractorsCovering(
      entry: PostCodeEntry,
      workTypes: readonly string[],
      launched?: readonly string[],
    ): Promise<number[]> {
      // A work type taken off sale is covered nowhere: its carts are offered no time.
      if (!workTypes.every(await isLaunched(launched))) return [];
      return directory.contractorsCovering(entry, workTypes);
    },

    /** The place and the work types some active contractor covers there. */
    async info(code: string): Promise<{ postCode: string; place: string; jobTypes: WorkType[] }> {
      const found = await existing(code);
      const onSale = await isLaunched();
      const jobTypes = (await directory.jobTypes(found)).filter((type) => onSale(type));
      return { postCode: found.code, place: found.place, jobTypes };
    },

    async requestNotification(input: {
      post_code: string;
      email: string;
      name?: string | null | undefined;
      notification_types: string[];
    }) {
      await existing(input.post_code).catch(() => {
        throw fieldError("VALIDATION_ERROR", "post_code", postCodeMessages.notFound(input.post_code));
      });
      const id = await repo.addNotification({
        postCode: input.post_code,
        email: input.email.toLowerCase(),
        name: input.name || null,
        notificationTypes: [...new Set(input.notification_types)],
      });
      return { id };
    },

    async reportNoAvailability(input: {
      email: string;
      post_code: string;
      work_hours?: string | number | null | undefined;
    }) {
      const id = await repo.addNoAvailability({
        postCode: input.post_code,
        email: input.email.toLowerCase(),
        workHours: input.work_hours == null ? null : String(input.work_hours),
      });
      return { id };
    },
  };
}

export type CoverageService = ReturnType<typeof coverageService>;
