import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-sql.ts";
import {
  countyOf,
  type FigureFilters,
  type FigureRow,
  type FigureWindow,
  figureRowOf,
  osloEnd,
  osloStart,
} from "./key-figures.repository.ts";

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

/** Rows in one order, so two answers compare as lists. */
export const sortedFigures = (rows: FigureRow[]) =>
  [...rows].sort((a, b) =>
    `${a.period}|${a.dimension}|${a.key ?? ""}`.localeCompare(`${b.period}|${b.dimension}|${b.key ?? ""}`),
  );
