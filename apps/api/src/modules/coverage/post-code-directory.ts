import type { WorkType } from "@mt/domain/entities/enums";
import type { CoverageRepository } from "./coverage.repository.ts";
import { type CoverageRow, coveredWorkTypes, covers } from "./coverage-rule.ts";
import type { LatLon } from "./distance.ts";

export interface PostCodeEntry {
  code: string;
  place: string;
  position: LatLon | null;
}

interface Snapshot {
  codes: Map<string, PostCodeEntry>;
  rows: Omit<CoverageRow, "listed">[];
  listed: Map<number, Set<string>>;
  answers: Map<string, WorkType[]>;
  loadedAt: number;
}

/**
 * The post-code register and the active coverage, held in memory and answered without a database
 * round trip. The register only changes with a migration; coverage is re-read after `ttlMs` (stale
 * answers are served while a fresh snapshot loads) and at once after `invalidate()`. Every instance
 * reads the same database, so instances agree again within `ttlMs`.
 */
export function postCodeDirectory(
  repo: CoverageRepository,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  let snapshot: Snapshot | null = null;
  let codes: Map<string, PostCodeEntry> | null = null;
  let loading: Promise<Snapshot> | null = null;

  async function load(): Promise<Snapshot> {
    if (!codes) {
      const all = await repo.all();
      codes = new Map(
        all.map((r) => [
          r.code,
          {
            code: r.code,
            place: r.place,
            position: r.lat !== null && r.lon !== null ? ([r.lat, r.lon] as const) : null,
          },
        ]),
      );
    }
    const coverage = await repo.coverageSnapshot();
    const listed = new Map<number, Set<string>>();
    for (const { contractorId, postCode } of coverage.listed) {
      const set = listed.get(contractorId) ?? new Set<string>();
      set.add(postCode);
      listed.set(contractorId, set);
    }
    return { codes, rows: coverage.rows, listed, answers: new Map(), loadedAt: now() };
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.loadedAt < ttlMs) return snapshot;
    if (!loading) {
      loading = load()
        .then((fresh) => {
          snapshot = fresh;
          return fresh;
        })
        .finally(() => {
          loading = null;
        });
      // A failed background refresh keeps the old snapshot; the next question tries again.
      loading.catch(() => {});
    }
    // Serve the previous snapshot while a fresh one loads.
    return snapshot ?? loading;
  }

  return {
    async find(code: string): Promise<PostCodeEntry | null> {
      return (await current()).codes.get(code) ?? null;
    },
    /** The work types some active contractor covers at the code. */
    async jobTypes(entry: PostCodeEntry): Promise<WorkType[]> {
      const s = await current();
      let answer = s.answers.get(entry.code);
      if (!answer) {
        const rows = s.rows.map((row) => ({
          ...row,
          listed: s.listed.get(row.contractorId)?.has(entry.code) ?? false,
        }));
        answer = coveredWorkTypes(rows, entry.position);
        s.answers.set(entry.code, answer);
      }
      return answer;
    },
    /** The active contractors who cover the code for every one of the work types. */
    async contractorsCovering(entry: PostCodeEntry, workTypes: readonly string[]): Promise<number[]> {
      const s = await current();
      const covered = new Map<number, Set<string>>();
      for (const row of s.rows) {
        const listed = s.listed.get(row.contractorId)?.has(entry.code) ?? false;
        if (covers({ ...row, listed }, entry.position)) {
          covered.set(row.contractorId, (covered.get(row.contractorId) ?? new Set()).add(row.workType));
        }
      }
      return [...covered].filter(([, types]) => workTypes.every((t) => types.has(t))).map(([id]) => id);
    },
    /** Every post code of the register. */
    async entries(): Promise<PostCodeEntry[]> {
      return [...(await current()).codes.values()];
    },
    /** Coverage changed (a contractor was edited): the next question re-reads it. */
    invalidate() {
      snapshot = null;
    },
  };
}

export type PostCodeDirectory = ReturnType<typeof postCodeDirectory>;
