import { COUNTY_BY_PREFIX } from "@mt/domain/key-figures/county";
import type { Interval } from "@mt/domain/key-figures/period";
import { type SQL, sql } from "drizzle-orm";
import { type Db, transaction } from "../../db/database.ts";
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

/**
 * The county of a post code: the domain's table by two-digit prefix, indexed by the digits' character
 * codes (ascii("0") is 48, so "00" is element 1). Anything but digits falls outside the array, which
 * gives null. A CASE over the ranges cost four times as much per row.
 */
const countyOf = (column: string) =>
  sql.raw(
    `(array[${COUNTY_BY_PREFIX.map((county) => `'${county}'`).join(",")}])` +
      `[ascii(substr(${column}, 1, 1)) * 10 + ascii(substr(${column}, 2, 1)) - 527]`,
  );

const osloStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Oslo')`;
const osloEnd = (date: string) => sql`((${date}::date + 1)::timestamp at time zone 'Europe/Oslo')`;

function projectFilters(f: FigureFilters): SQL {
  const parts: SQL[] = [];
  if (f.workType) parts.push(sql`and p.work_type = ${f.workType}`);
  if (f.county) parts.push(sql`and ${countyOf("p.post_code")} = ${f.county}`);
  if (f.contractorId !== undefined) parts.push(sql`and p.contractor_id = ${f.contractorId}`);
  if (f.salesPartnerId !== undefined) parts.push(sql`and p.sales_partner_id = ${f.salesPartnerId}`);
  if (f.departmentId !== undefined) parts.push(sql`and p.sales_partner_department_id = ${f.departmentId}`);
  return sql.join(parts, sql` `);
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * Reads projects, carts, offers and claims (tables of other modules) in SQL aggregates; it writes
 * nothing. One scan of the projects in both periods feeds every breakdown through grouping sets.
 */
export function keyFiguresRepository(db: Db) {
  return {
    async projectFigures(w: FigureWindow, f: FigureFilters): Promise<FigureRow[]> {
      // Memory enough for every grouping set to hash at once; with the default 4 MB the planner sorts
      // the rows once per grouping set, which took twice as long over three years of projects.
      const result = await transaction(db, async (tx) => {
        await tx.execute(sql`set local work_mem = '32MB'`);
        return tx.execute(sql`
        with p as (
          select
            case when p.created_at >= ${osloStart(w.from)} then 'current' else 'previous' end as period,
            date_trunc(${w.interval}, p.created_at at time zone 'Europe/Oslo') as bucket,
            p.work_type as work_type,
            ${countyOf("p.post_code")} as county,
            p.contractor_id::text as contractor,
            p.sales_partner_id::text as sales_partner,
            p.status, p.kind, p.total_ore, p.vat_ore,
            (p.kind = 'INSPECTION' and coalesce(o.sent, false)) as offered,
            (p.kind = 'INSPECTION' and coalesce(o.accepted, false)) as accepted,
            p.status in ('completed', 'invoiced') as completed,
            case when p.status in ('completed', 'invoiced') then coalesce(c.claims, 0) else 0 end as claims
          from project p
          -- Offers and claims counted once per project and joined, not looked up row by row.
          left join (
            select project_id, bool_or(sent_at is not null) as sent, bool_or(status = 'accepted') as accepted
            from offer group by project_id
          ) o on o.project_id = p.id
          left join (select project_id, count(*) as claims from claim group by project_id) c
            on c.project_id = p.id
          where p.created_at >= ${osloStart(w.previousFrom)} and p.created_at < ${osloEnd(w.to)}
            ${projectFilters(f)}
        )
        select period,
          case
            when grouping(bucket) = 0 then 'bucket'
            when grouping(work_type) = 0 then 'workType'
            when grouping(county) = 0 then 'county'
            when grouping(contractor) = 0 then 'contractor'
            when grouping(sales_partner) = 0 then 'salesPartner'
            else 'total' end as dimension,
          coalesce(to_char(bucket, 'YYYY-MM-DD'), work_type, county, contractor, sales_partner) as key,
          count(*) as orders,
          count(*) filter (where status = 'cancelled') as cancellations,
          coalesce(sum(total_ore) filter (where status <> 'cancelled'), 0) as "revenueOre",
          coalesce(sum(vat_ore) filter (where status <> 'cancelled'), 0) as "vatOre",
          count(*) filter (where kind = 'INSPECTION') as inspections,
          count(*) filter (where offered) as "offersSent",
          count(*) filter (where accepted) as "offersAccepted",
          count(*) filter (where completed) as "completedJobs",
          coalesce(sum(claims), 0) as claims
        from p
        group by grouping sets ((period), (period, bucket), (period, work_type), (period, county),
          (period, contractor), (period, sales_partner))`);
      });
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
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
      }));
    },

    /**
     * Carts with something in them (or booked) started in each period, and how many were booked.
     * A cart has no contractor yet; the caller leaves that filter out.
     */
    async cartFigures(w: FigureWindow, f: Omit<FigureFilters, "contractorId">) {
      const filters: SQL[] = [];
      // A booked cart's work type is its project's; an open cart's its first line's.
      if (f.workType)
        filters.push(sql`and coalesce(p.work_type, (select li.data->>'typeKey'
          from cart_line_item li where li.cart_id = c.id order by li.id limit 1)) = ${f.workType}`);
      if (f.county) filters.push(sql`and ${countyOf("c.post_code")} = ${f.county}`);
      if (f.salesPartnerId !== undefined) filters.push(sql`and c.sales_partner_id = ${f.salesPartnerId}`);
      if (f.departmentId !== undefined)
        filters.push(sql`and c.sales_partner_department_id = ${f.departmentId}`);
      const result = await db.execute(sql`
        select case when c.created_at >= ${osloStart(w.from)} then 'current' else 'previous' end as period,
          count(*) as carts, count(p.id) as booked
        from cart c
        left join project p on p.cart_id = c.id
        where c.created_at >= ${osloStart(w.previousFrom)} and c.created_at < ${osloEnd(w.to)}
          and (p.id is not null or exists (select 1 from cart_line_item li where li.cart_id = c.id))
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
