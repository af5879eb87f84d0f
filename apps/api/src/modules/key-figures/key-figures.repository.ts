import type { Interval } from "@mt/domain/key-figures/period";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-sql.ts";

/** The filters in database ids; an unknown uuid arrives as -1, which matches nothing. */
export interface FigureFilters {
  workType?: string | undefined;
  county?: string | undefined;
  contractorId?: number | undefined;
  salesPartnerId?: number | undefined;
  departmentId?: number | undefined;
}

/** Where both periods lie: the previous one's first day and the current one's first and last (Oslo dates). */
export interface FigureWindow {
  previousFrom: string;
  from: string;
  to: string;
  interval: Interval;
}

export interface FigureRow {
  period: "current" | "previous";
  dimension: "total" | "bucket" | "workType" | "county" | "contractor" | "salesPartner";
  key: string | null;
  orders: number;
  cancellations: number;
  revenueOre: number;
  vatOre: number;
  inspections: number;
  offersSent: number;
  offersAccepted: number;
  completedJobs: number;
  claims: number;
}

/** Filters on the summary rows (decision 044): the same columns the projects have. */
function summaryFilters(f: FigureFilters): SQL {
  const parts: SQL[] = [];
  if (f.workType) parts.push(sql`and k.work_type = ${f.workType}`);
  if (f.county) parts.push(sql`and k.county = ${f.county}`);
  if (f.contractorId !== undefined) parts.push(sql`and k.contractor_id = ${f.contractorId}`);
  if (f.salesPartnerId !== undefined) parts.push(sql`and k.sales_partner_id = ${f.salesPartnerId}`);
  if (f.departmentId !== undefined) parts.push(sql`and k.department_id = ${f.departmentId}`);
  return sql.join(parts, sql` `);
}

const num = (value: unknown) => Number(value ?? 0);

export const figureRowOf = (row: Record<string, unknown>): FigureRow => ({
  period: row.period as FigureRow["period"],
  dimension: row.dimension as FigureRow["dimension"],
  key: row.key === null || row.key === undefined ? null : String(row.key),
  orders: num(row.orders),
  cancellations: num(row.cancellations),
  revenueOre: num(row.revenueOre),
  vatOre: num(row.vatOre),
  inspections: num(row.inspections),
  offersSent: num(row.offersSent),
  offersAccepted: num(row.offersAccepted),
  completedJobs: num(row.completedJobs),
  claims: num(row.claims),
});

/**
 * Reads the summary the database keeps (key_figure_day, decision 044) and carts in SQL aggregates; it
 * writes nothing. One scan of the summary's days in both periods feeds every breakdown through
 * grouping sets.
 */
export function keyFiguresRepository(db: Db) {
  return {
    async projectFigures(w: FigureWindow, f: FigureFilters): Promise<FigureRow[]> {
      // Booleans and ids per row, text only per group: the rows are many, the groups few.
      const result = await db.execute(sql`
        select case when period then 'current' else 'previous' end as period,
          case
            when grouping(bucket) = 0 then 'bucket'
            when grouping(work_type) = 0 then 'workType'
            when grouping(county) = 0 then 'county'
            when grouping(contractor) = 0 then 'contractor'
            when grouping(sales_partner) = 0 then 'salesPartner'
            else 'total' end as dimension,
          coalesce(to_char(bucket, 'YYYY-MM-DD'), work_type, county, contractor::text, sales_partner::text) as key,
          sum(orders) as orders,
          sum(cancellations) as cancellations,
          sum(revenue_ore) as "revenueOre",
          sum(vat_ore) as "vatOre",
          sum(inspections) as inspections,
          sum(offers_sent) as "offersSent",
          sum(offers_accepted) as "offersAccepted",
          sum(completed_jobs) as "completedJobs",
          sum(claims) as claims
        from (
          select k.day >= ${w.from}::date as period,
            date_trunc(${w.interval}, k.day::timestamp) as bucket,
            k.work_type, k.county, k.contractor_id as contractor, k.sales_partner_id as sales_partner,
            k.orders, k.cancellations, k.revenue_ore, k.vat_ore, k.inspections, k.offers_sent,
            k.offers_accepted, k.completed_jobs, k.claims
          from key_figure_day k
          where k.day >= ${w.previousFrom}::date and k.day <= ${w.to}::date
            ${summaryFilters(f)}
        ) k
        group by grouping sets ((period), (period, bucket), (period, work_type), (period, county),
          (period, contractor), (period, sales_partner))`);
      return rowsOf<Record<string, unknown>>(result).map(figureRowOf);
    },

    /**
     * Carts with something in them (or booked) started in each period, and how many were booked, from
     * the summary (decision 044). A cart has no contractor yet; the caller leaves that filter out.
     */
    async cartFigures(w: FigureWindow, f: Omit<FigureFilters, "contractorId">) {
      const filters: SQL[] = [];
      // A booked cart's work type is its project's; an open cart's its first line's.
      if (f.workType) filters.push(sql`and k.work_type = ${f.workType}`);
      if (f.county) filters.push(sql`and k.county = ${f.county}`);
      if (f.salesPartnerId !== undefined) filters.push(sql`and k.sales_partner_id = ${f.salesPartnerId}`);
      if (f.departmentId !== undefined) filters.push(sql`and k.department_id = ${f.departmentId}`);
      const result = await db.execute(sql`
        select case when k.day >= ${w.from}::date then 'current' else 'previous' end as period,
          sum(k.carts) as carts, sum(k.booked_carts) as booked
        from key_figure_cart_day k
        where k.day >= ${w.previousFrom}::date and k.day <= ${w.to}::date
          ${sql.join(filters, sql` `)}
        group by 1`);
      const rows = rowsOf<{ period: string; carts: unknown; booked: unknown }>(result);
      const of = (period: string) => rows.find((row) => row.period === period);
      return {
        current: { carts: num(of("current")?.carts), bookedCarts: num(of("current")?.booked) },
        previous: { carts: num(of("previous")?.carts), bookedCarts: num(of("previous")?.booked) },
      };
    },

    /** Contractors and sales partners with their stores, for the filters and the group names. */
    async options() {
      const contractors = rowsOf<{ id: number; uuid: string; name: string }>(
        await db.execute(sql`select id, uuid, name from contractor order by name, id`),
      );
      const partners = rowsOf<{ id: number; uuid: string; name: string }>(
        await db.execute(sql`select id, uuid, name from sales_partner order by name, id`),
      );
      const departments = rowsOf<{ id: number; uuid: string; name: string; partnerId: number }>(
        await db.execute(
          sql`select id, uuid, name, sales_partner_id as "partnerId" from sales_partner_department order by name, id`,
        ),
      );
      return { contractors, partners, departments };
    },
  };
}

export type KeyFiguresRepository = ReturnType<typeof keyFiguresRepository>;
