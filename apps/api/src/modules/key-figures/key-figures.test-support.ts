import { COUNTY_BY_PREFIX } from "@mt/domain/key-figures/county";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-sql.ts";
import {
  type FigureFilters,
  type FigureRow,
  type FigureWindow,
  figureRowOf,
} from "./key-figures.repository.ts";

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

/**
 * The figures counted straight from project, offer and claim, as decision 041's query did before the
 * summary: what the summary's answers are compared with after the rows change.
 */
export async function figuresFromProjects(db: Db, w: FigureWindow, f: FigureFilters): Promise<FigureRow[]> {
  const filters = [
    f.workType ? sql`and p.work_type = ${f.workType}` : sql``,
    f.county ? sql`and ${countyOf("p.post_code")} = ${f.county}` : sql``,
    f.contractorId !== undefined ? sql`and p.contractor_id = ${f.contractorId}` : sql``,
    f.salesPartnerId !== undefined ? sql`and p.sales_partner_id = ${f.salesPartnerId}` : sql``,
    f.departmentId !== undefined ? sql`and p.sales_partner_department_id = ${f.departmentId}` : sql``,
  ];
  const result = await db.execute(sql`
    with p as (
      select
        case when p.created_at >= ${osloStart(w.from)} then 'current' else 'previous' end as period,
        date_trunc(${w.interval}, p.created_at at time zone 'Europe/Oslo') as bucket,
        p.line_items->0->>'typeKey' as work_type,
        ${countyOf("p.post_code")} as county,
        p.contractor_id::text as contractor,
        p.sales_partner_id::text as sales_partner,
        p.status, p.kind, p.total_ore, p.vat_ore,
        (p.kind = 'INSPECTION' and coalesce(o.sent, false)) as offered,
        (p.kind = 'INSPECTION' and coalesce(o.accepted, false)) as accepted,
        p.status in ('completed', 'invoiced') as completed,
        case when p.status in ('completed', 'invoiced') then coalesce(c.claims, 0) else 0 end as claims
      from project p
      left join (
        select project_id, bool_or(sent_at is not null) as sent, bool_or(status = 'accepted') as accepted
        from offer group by project_id
      ) o on o.project_id = p.id
      left join (select project_id, count(*) as claims from claim group by project_id) c
        on c.project_id = p.id
      where p.created_at >= ${osloStart(w.previousFrom)} and p.created_at < ${osloEnd(w.to)}
        ${sql.join(filters, sql` `)}
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
  return rowsOf<Record<string, unknown>>(result).map(figureRowOf);
}

/** The carts counted straight from cart, cart_line_item and project, as decision 041's query did. */
export async function cartsFromCarts(db: Db, w: FigureWindow, f: Omit<FigureFilters, "contractorId">) {
  const filters = [
    f.workType
      ? sql`and coalesce(p.work_type, (select li.data->>'typeKey'
          from cart_line_item li where li.cart_id = c.id order by li.id limit 1)) = ${f.workType}`
      : sql``,
    f.county ? sql`and ${countyOf("c.post_code")} = ${f.county}` : sql``,
    f.salesPartnerId !== undefined ? sql`and c.sales_partner_id = ${f.salesPartnerId}` : sql``,
    f.departmentId !== undefined ? sql`and c.sales_partner_department_id = ${f.departmentId}` : sql``,
  ];
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
  const n = (value: unknown) => Number(value ?? 0);
  return {
    current: { carts: n(of("current")?.carts), bookedCarts: n(of("current")?.booked) },
    previous: { carts: n(of("previous")?.carts), bookedCarts: n(of("previous")?.booked) },
  };
}

/** Rows in one order, so two answers compare as lists. */
export const sortedFigures = (rows: FigureRow[]) =>
  [...rows].sort((a, b) =>
    `${a.period}|${a.dimension}|${a.key ?? ""}`.localeCompare(`${b.period}|${b.dimension}|${b.key ?? ""}`),
  );
