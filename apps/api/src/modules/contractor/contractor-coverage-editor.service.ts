import { parsePreviewWorkTypes } from "@mt/contract/contractor";
import { WORK_TYPES, type WorkType } from "@mt/domain/entities/enums";
import { postCodeMessages } from "@mt/domain/state/post-code-check";
import type { Caller } from "../../lib/access.ts";
import { fieldError, notFound } from "../../lib/http-error.ts";
import { type ContractorServiceDeps, contractorBasics, DAY_MS } from "./contractor-basics.ts";
import { NOT_FOUND } from "./contractor-reach.ts";

/** An open cart counts as live in the coverage preview when touched within this many days. */
const OPEN_CART_DAYS = 30;

/** The coverage editor: what a change of base post code, radius or work types would cover. */
export function contractorCoverageEditorService(deps: ContractorServiceDeps) {
  const { repo, reach, now } = contractorBasics(deps);

  /** Per code, the work types one coverage has and the other lacks: what a change adds and drops. */
  async function coverageChange(today: Map<string, WorkType[]>, next: Map<string, WorkType[]>) {
    const lacking = (from: Map<string, WorkType[]>, to: Map<string, WorkType[]>) =>
      [...from]
        .map(([code, types]) => ({ code, workTypes: types.filter((t) => !(to.get(code) ?? []).includes(t)) }))
        .filter((c) => c.workTypes.length > 0)
        .sort((a, b) => a.code.localeCompare(b.code));
    const withPlace = (list: { code: string; workTypes: WorkType[] }[]) =>
      Promise.all(list.map(async (c) => ({ ...c, place: (await deps.coverage.find(c.code))?.place ?? "" })));
    return { added: await withPlace(lacking(next, today)), dropped: await withPlace(lacking(today, next)) };
  }

  return {
    /**
     * The coverage editor's preview: what the company would cover with another base post code,
     * radius or extended radius (each defaulting to its current one), by the storefront's rule.
     */
    async postCodes(
      caller: Caller,
      ref: string,
      query: {
        radius?: number | undefined;
        extended_radius?: number | undefined;
        post_code?: string | undefined;
        work_types?: string | undefined;
      },
    ) {
      const id = await reach(caller, ref);
      const [c] = await repo.details([id]);
      if (!c) throw notFound(NOT_FOUND);
      const basePostCode = query.post_code ?? c.basePostCode;
      const base = basePostCode ? await deps.coverage.find(basePostCode) : null;
      if (query.post_code && !base)
        throw fieldError("VALIDATION_ERROR", "post_code", postCodeMessages.notFound(query.post_code));
      const radiusKm = query.radius ?? c.radiusKm;
      const tried = query.work_types === undefined ? null : parsePreviewWorkTypes(query.work_types);
      if (typeof tried === "string") throw fieldError("VALIDATION_ERROR", "work_types", tried);
      const workTypes = WORK_TYPES.flatMap((type) => {
        if (tried) {
          const w = tried.find((x) => x.workType === type);
          return w ? [{ workType: type, extendedRadiusKm: w.extendedRadiusKm }] : [];
        }
        const w = c.workTypes.find((x) => x.workType === type);
        if (!w) return [];
        const extended = w.extendedRadiusKm === null ? null : (query.extended_radius ?? w.extendedRadiusKm);
        return [{ workType: type, extendedRadiusKm: extended }];
      });
      const settings = { id, basePostCode, radiusKm, workTypes, postCodes: c.postCodes };
      const [today, reached, radiusOnly] = await Promise.all([
        deps.coverage.reach(c),
        deps.coverage.reach(settings),
        deps.coverage.reach({
          ...settings,
          workTypes: workTypes.map((w) => ({ ...w, extendedRadiusKm: null })),
          postCodes: [],
        }),
      ]);
      const listed = new Set(c.postCodes);
      const postCodes = [];
      const perType = new Map<WorkType, number>();
      for (const [code, types] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
        const entry = await deps.coverage.find(code);
        for (const type of types) perType.set(type, (perType.get(type) ?? 0) + 1);
        postCodes.push({
          code,
          place: entry?.place ?? "",
          workTypes: types,
          withinRadius: radiusOnly.has(code),
        });
      }
      const { added, dropped } = await coverageChange(today, reached);
      const affected = await repo.affectedBy({
        contractorId: id,
        codes: dropped.map((d) => d.code),
        now: now(),
        since: new Date(now().getTime() - OPEN_CART_DAYS * DAY_MS),
      });
      return {
        basePostCode,
        basePlace: base?.place ?? null,
        radiusKm,
        workTypes,
        counts: {
          total: postCodes.length,
          withinRadius: postCodes.filter((p) => p.withinRadius).length,
          listed: postCodes.filter((p) => listed.has(p.code)).length,
          perWorkType: workTypes.map((w) => ({
            workType: w.workType,
            postCodeCount: perType.get(w.workType) ?? 0,
          })),
        },
        postCodes,
        added,
        dropped,
        affected: {
          openCarts: affected.openCarts,
          futureProjects: affected.futureProjects.map((p) => ({
            ...p,
            startsAt: p.startsAt.toISOString(),
          })),
        },
      };
    },
  };
}
