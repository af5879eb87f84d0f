import type { KeyFigureGroup, KeyFigures, KeyFigureTotals, keyFiguresQuery } from "@mt/contract/key-figures";
import { type WorkType, workTypeLabels } from "@mt/domain/entities/enums";
import { type County, countyLabels } from "@mt/domain/key-figures/county";
import { bucketsOf, previousPeriod } from "@mt/domain/key-figures/period";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { type FigureRow, keyFiguresRepository } from "./key-figures.repository.ts";

type Query = z.output<typeof keyFiguresQuery>;

const EMPTY: KeyFigureTotals = {
  orders: 0,
  cancellations: 0,
  revenueOre: 0,
  vatOre: 0,
  carts: 0,
  bookedCarts: 0,
  inspections: 0,
  offersSent: 0,
  offersAccepted: 0,
  completedJobs: 0,
  claims: 0,
};

const group = (row: FigureRow | undefined, key: string | null, label: string): KeyFigureGroup => ({
  key,
  label,
  orders: row?.orders ?? 0,
  cancellations: row?.cancellations ?? 0,
  revenueOre: row?.revenueOre ?? 0,
  vatOre: row?.vatOre ?? 0,
});

const byRevenue = (a: KeyFigureGroup, b: KeyFigureGroup) =>
  b.revenueOre - a.revenueOre || b.orders - a.orders || a.label.localeCompare(b.label, "nb");

/** Key figures for global admins (decision 041): the repository aggregates, this names and orders. */
export function keyFiguresService(deps: { db: Db }) {
  const repo = keyFiguresRepository(deps.db);
  return {
    async figures(query: Query): Promise<KeyFigures> {
      const period = { from: query.from, to: query.to };
      const previous = previousPeriod(period);
      const options = await repo.options();
      const idOf = (list: { id: number; uuid: string }[], uuid: string | undefined) =>
        uuid === undefined ? undefined : (list.find((item) => item.uuid === uuid)?.id ?? -1);
      const filters = {
        workType: query.workType,
        county: query.county,
        contractorId: idOf(options.contractors, query.contractor),
        salesPartnerId: idOf(options.partners, query.salesPartner),
        departmentId: idOf(options.departments, query.department),
      };
      const window = {
        previousFrom: previous.from,
        from: query.from,
        to: query.to,
        interval: query.interval,
      };
      const [rows, carts] = await Promise.all([
        repo.projectFigures(window, filters),
        // A cart has no contractor: with that filter, conversion has no meaning and shows as none.
        filters.contractorId === undefined ? repo.cartFigures(window, filters) : null,
      ]);
      const current = rows.filter((row) => row.period === "current");
      const of = (dimension: FigureRow["dimension"]) => current.filter((row) => row.dimension === dimension);
      const totals = (which: FigureRow["period"]): KeyFigureTotals => {
        const row = rows.find((r) => r.period === which && r.dimension === "total");
        const {
          period: _p,
          dimension: _d,
          key: _k,
          ...figures
        } = row ?? { ...EMPTY, period: which, dimension: "total", key: null };
        return { ...EMPTY, ...figures, ...(carts ? carts[which] : {}) };
      };
      const series = bucketsOf(period, query.interval).map((bucket) => {
        const row = of("bucket").find((r) => r.key === bucket);
        return { ...group(row, bucket, bucket), key: bucket };
      });
      const named = (list: { id: number; name: string }[], key: string | null, none: string) =>
        key === null ? none : (list.find((item) => String(item.id) === key)?.name ?? none);
      const uuidOf = (list: { id: number; uuid: string }[], key: string | null) =>
        key === null ? null : (list.find((item) => String(item.id) === key)?.uuid ?? null);
      return {
        period,
        previousPeriod: previous,
        interval: query.interval,
        current: totals("current"),
        previous: totals("previous"),
        conversionApplies: carts !== null,
        series,
        byWorkType: of("workType")
          .map((row) =>
            group(row, row.key, row.key ? (workTypeLabels[row.key as WorkType] ?? row.key) : "Ukjent"),
          )
          .sort(byRevenue),
        byCounty: of("county")
          .map((row) => group(row, row.key, row.key ? countyLabels[row.key as County] : "Ukjent"))
          .sort(byRevenue),
        byContractor: of("contractor")
          .map((row) =>
            group(row, uuidOf(options.contractors, row.key), named(options.contractors, row.key, "Ukjent")),
          )
          .sort(byRevenue),
        bySalesPartner: of("salesPartner")
          .map((row) =>
            group(row, uuidOf(options.partners, row.key), named(options.partners, row.key, "Nettbutikken")),
          )
          .sort(byRevenue),
        options: {
          contractors: options.contractors.map(({ uuid, name }) => ({ uuid, name })),
          salesPartners: options.partners.map((partner) => ({
            uuid: partner.uuid,
            name: partner.name,
            departments: options.departments
              .filter((d) => d.partnerId === partner.id)
              .map(({ uuid, name }) => ({ uuid, name })),
          })),
        },
      };
    },
  };
}

export type KeyFiguresService = ReturnType<typeof keyFiguresService>;
