import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, createAuthTestApp, loginAs } from "../auth/auth.test-support.ts";
import { DEMO_USERS } from "../users/users.seed.ts";
import { type FigureFilters, type FigureWindow, keyFiguresRepository } from "./key-figures.repository.ts";
import { cartsFromCarts, figuresFromProjects, sortedFigures } from "./key-figures.test-support.ts";

/*
 * Key figures (decision 041) against rows this test writes, with exact numbers: October 2026
 * against September, Oslo day boundaries, filters, grouping, and who may ask.
 */

let t: AuthTestApp;
const tokens = new Map<string, string>();
let contractorA: { id: number; uuid: string };
let contractorB: { id: number; uuid: string };
let partner: { id: number; uuid: string };
let department: { id: number; uuid: string };

const get = (query: string, role = "GLOBAL_ADMIN") =>
  t.app.inject({
    method: "GET",
    url: `/api/analytics/key-figures?${query}`,
    cookies: tokens.has(role) ? { AuthToken: tokens.get(role) as string } : {},
  });

const first = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

interface Plan {
  createdAt: string;
  kind?: "JOB" | "INSPECTION";
  status: string;
  workType: string;
  postCode: string;
  totalOre: number;
  vatOre: number;
  contractor?: { id: number };
  store?: boolean;
  claims?: number;
  offer?: "sent" | "accepted";
}

async function project(plan: Plan): Promise<number> {
  const db = t.database.db;
  const contractorId = (plan.contractor ?? contractorA).id;
  const customer = await first<{ id: number }>(sql`select id from app_user order by id limit 1`);
  const person = await first<{ id: number }>(
    sql`insert into electrician (contractor_id, first_name, last_name) values (${contractorId}, 'Test', 'Montør') returning id`,
  );
  const partnerId = plan.store ? partner.id : null;
  const departmentId = plan.store ? department.id : null;
  const cart = await first<{ id: number }>(sql`insert into cart (uuid, post_code, status, sales_partner_id,
    sales_partner_department_id, created_at) values (${randomUUID()}, ${plan.postCode}, 'booked', ${partnerId},
    ${departmentId}, ${plan.createdAt}) returning id`);
  const lineItems = JSON.stringify([{ typeKey: plan.workType, title: "Jobb" }]);
  const created = await first<{ id: number }>(sql`insert into project (uuid, status, kind, cart_id,
    customer_user_id, contractor_id, electrician_id, contact_information, address, post_code, line_items,
    total_ore, vat_ore, duration_minutes, created_at, sales_channel, sales_partner_id, sales_partner_department_id)
    values (${randomUUID()}, ${plan.status}, ${plan.kind ?? "JOB"}, ${cart.id}, ${customer.id}, ${contractorId},
    ${person.id}, '{}'::jsonb, 'Testveien 1', ${plan.postCode}, ${lineItems}::jsonb, ${plan.totalOre},
    ${plan.vatOre}, 60, ${plan.createdAt}, ${plan.store ? "STORE" : "ONLINE"}, ${partnerId}, ${departmentId})
    returning id`);
  for (let i = 0; i < (plan.claims ?? 0); i++)
    await db.execute(
      sql`insert into claim (uuid, project_id, description) values (${randomUUID()}, ${created.id}, 'Feil')`,
    );
  if (plan.offer)
    await db.execute(sql`insert into offer (project_id, version, status, lines, total_ore, vat_ore, valid_until, sent_at)
      values (${created.id}, 1, ${plan.offer}, '[]'::jsonb, 1000000, 200000, '2026-12-31', '2026-10-03T10:00:00Z')`);
  return created.id;
}

beforeAll(async () => {
  t = await createAuthTestApp();
  const db = t.database.db;
  contractorA = await first(sql`insert into contractor (name) values ('Alfa Elektro AS') returning id, uuid`);
  contractorB = await first(sql`insert into contractor (name) values ('Beta Elektro AS') returning id, uuid`);
  partner = await first(sql`insert into sales_partner (name) values ('Testkjeden AS') returning id, uuid`);
  department = await first(
    sql`insert into sales_partner_department (sales_partner_id, name) values (${partner.id}, 'Testbutikken') returning id, uuid`,
  );
  // October 2026 (Oslo): four orders. The first is ordered 00:30 on 1 October in Oslo.
  await project({
    createdAt: "2026-09-30T22:30:00Z",
    kind: "INSPECTION",
    status: "offer_accepted",
    workType: "ELECTRICIAN",
    postCode: "7010",
    totalOre: 0,
    vatOre: 0,
    store: true,
    offer: "accepted",
  });
  await project({
    createdAt: "2026-10-05T10:00:00Z",
    status: "completed",
    workType: "ELECTRICIAN",
    postCode: "0150",
    totalOre: 1_000_000,
    vatOre: 200_000,
    claims: 1,
  });
  await project({
    createdAt: "2026-10-10T10:00:00Z",
    status: "cancelled",
    workType: "ELECTRICIAN",
    postCode: "0150",
    totalOre: 500_000,
    vatOre: 100_000,
    contractor: contractorB,
  });
  await project({
    createdAt: "2026-10-20T10:00:00Z",
    status: "ordered",
    workType: "HEAT_PUMP",
    postCode: "5003",
    totalOre: 2_500_000,
    vatOre: 500_000,
    store: true,
  });
  // 23:30 on 31 October UTC is 1 November in Oslo: not in October.
  await project({
    createdAt: "2026-10-31T23:30:00Z",
    status: "ordered",
    workType: "SOLAR",
    postCode: "4006",
    totalOre: 9_900_000,
    vatOre: 1_980_000,
  });
  // September: one completed job.
  await project({
    createdAt: "2026-09-15T10:00:00Z",
    status: "completed",
    workType: "ELECTRICIAN",
    postCode: "0150",
    totalOre: 800_000,
    vatOre: 160_000,
  });
  // A cart with a job in it that was never booked, and an empty one (not counted).
  const open = await first<{ id: number }>(
    sql`insert into cart (uuid, post_code, created_at) values (${randomUUID()}, '0150', '2026-10-12T10:00:00Z') returning id`,
  );
  await db.execute(sql`insert into cart_line_item (cart_id, job_template_id, job_template_version_id, data)
    values (${open.id}, 1, 1, ${JSON.stringify({ typeKey: "ELECTRICIAN" })}::jsonb)`);
  await db.execute(sql`insert into cart (uuid, created_at) values (${randomUUID()}, '2026-10-13T10:00:00Z')`);
  const roles = [...new Set(DEMO_USERS.map((user) => user.role))];
  for (const role of roles) {
    const user = DEMO_USERS.find((candidate) => candidate.role === role);
    if (user) tokens.set(role, await loginAs(t, user.phoneNumber));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("GET analytics/key-figures", () => {
  it("counts October against September in Oslo days", async () => {
    const res = await get("from=2026-10-01&to=2026-10-31&interval=month");
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.previousPeriod).toEqual({ from: "2026-09-01", to: "2026-09-30" });
    expect(data.current).toEqual({
      orders: 4,
      cancellations: 1,
      revenueOre: 3_500_000,
      vatOre: 700_000,
      carts: 5,
      bookedCarts: 4,
      inspections: 1,
      offersSent: 1,
      offersAccepted: 1,
      completedJobs: 1,
      claims: 1,
    });
    expect(data.previous).toMatchObject({
      orders: 1,
      revenueOre: 800_000,
      vatOre: 160_000,
      carts: 1,
      bookedCarts: 1,
      completedJobs: 1,
      claims: 0,
    });
    expect(data.conversionApplies).toBe(true);
    expect(data.series).toEqual([
      {
        key: "2026-10-01",
        label: "2026-10-01",
        orders: 4,
        cancellations: 1,
        revenueOre: 3_500_000,
        vatOre: 700_000,
      },
    ]);
  });

  it("groups by county, work type, contractor and sales partner, biggest revenue first", async () => {
    const { data } = (await get("from=2026-10-01&to=2026-10-31")).json();
    const brief = (rows: { label: string; orders: number; revenueOre: number }[]) =>
      rows.map(({ label, orders, revenueOre }) => [label, orders, revenueOre]);
    expect(brief(data.byCounty)).toEqual([
      ["Vestland", 1, 2_500_000],
      ["Oslo", 2, 1_000_000],
      ["Trøndelag", 1, 0],
    ]);
    expect(brief(data.byWorkType)).toEqual([
      ["Varmepumpe", 1, 2_500_000],
      ["Elektriker", 3, 1_000_000],
    ]);
    expect(brief(data.byContractor)).toEqual([
      ["Alfa Elektro AS", 3, 3_500_000],
      ["Beta Elektro AS", 1, 0],
    ]);
    expect(data.byContractor[0].key).toBe(contractorA.uuid);
    expect(brief(data.bySalesPartner)).toEqual([
      ["Testkjeden AS", 2, 2_500_000],
      ["Nettbutikken", 2, 1_000_000],
    ]);
    expect(data.options.salesPartners).toContainEqual({
      uuid: partner.uuid,
      name: "Testkjeden AS",
      departments: [{ uuid: department.uuid, name: "Testbutikken" }],
    });
  });

  it("filters by sales partner, store, county and work type, carts too", async () => {
    const store = (await get(`from=2026-10-01&to=2026-10-31&salesPartner=${partner.uuid}`)).json().data;
    expect(store.current).toMatchObject({
      orders: 2,
      revenueOre: 2_500_000,
      carts: 2,
      bookedCarts: 2,
      inspections: 1,
    });
    const dept = (await get(`from=2026-10-01&to=2026-10-31&department=${department.uuid}`)).json().data;
    expect(dept.current.orders).toBe(2);
    const west = (await get("from=2026-10-01&to=2026-10-31&county=VESTLAND")).json().data;
    expect(west.current).toMatchObject({ orders: 1, revenueOre: 2_500_000, carts: 1 });
    const heat = (await get("from=2026-10-01&to=2026-10-31&workType=HEAT_PUMP")).json().data;
    expect(heat.current).toMatchObject({ orders: 1, carts: 1, bookedCarts: 1 });
    // A chain that does not exist is named like any other id out of reach (decision 058).
    const unknown = await get(`from=2026-10-01&to=2026-10-31&salesPartner=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });

  it("under a contractor filter, carts and conversion are not counted", async () => {
    const { data } = (await get(`from=2026-10-01&to=2026-10-31&contractor=${contractorB.uuid}`)).json();
    expect(data.conversionApplies).toBe(false);
    expect(data.current).toMatchObject({ orders: 1, cancellations: 1, revenueOre: 0, carts: 0 });
  });

  it("a daily series has every day, empty ones as zero, on Oslo dates", async () => {
    const { data } = (await get("from=2026-10-01&to=2026-10-31&interval=day")).json();
    expect(data.series).toHaveLength(31);
    expect(data.series[0]).toMatchObject({ key: "2026-10-01", orders: 1 });
    expect(data.series[1]).toMatchObject({ key: "2026-10-02", orders: 0 });
    expect(data.series[30]).toMatchObject({ key: "2026-10-31", orders: 0 });
    const weeks = (await get("from=2026-10-01&to=2026-10-31&interval=week")).json().data;
    expect(weeks.series.map((row: { key: string }) => row.key)[0]).toBe("2026-09-28");
  });

  it("every role but the global admin is refused, and nobody logged in", async () => {
    for (const role of tokens.keys()) {
      if (role === "GLOBAL_ADMIN") continue;
      const res = await get("from=2026-10-01&to=2026-10-31", role);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await get("from=2026-10-01&to=2026-10-31", "NOBODY")).statusCode).toBe(401);
  });

  it("bad filters answer 422 in the spec's error shape", async () => {
    for (const query of [
      "from=2026-10-31&to=2026-10-01",
      "from=2026-02-30&to=2026-03-01",
      "from=2020-01-01&to=2026-01-01",
      "from=2025-01-01&to=2026-06-01&interval=day",
      "from=2026-10-01&to=2026-10-31&interval=year",
      "from=2026-10-01&to=2026-10-31&county=ATLANTIS",
      "from=2026-10-01&to=2026-10-31&contractor=nei",
      "to=2026-10-31",
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(body.code, query).toBe("VALIDATION_ERROR");
      expect(typeof body.message).toBe("string");
      expect(Object.keys(body.errors).length, query).toBeGreaterThan(0);
    }
  });
});

/*
 * The summary (decision 044) against the figures counted from the projects themselves, after the rows
 * change: in March 2026, away from the October figures above.
 */
describe("the key figures' summary follows the projects, offers and claims", () => {
  const windows: FigureWindow[] = [
    { previousFrom: "2026-02-01", from: "2026-03-01", to: "2026-03-31", interval: "day" },
    { previousFrom: "2026-01-24", from: "2026-02-27", to: "2026-04-01", interval: "week" },
    { previousFrom: "2026-03-01", from: "2026-04-01", to: "2026-04-30", interval: "month" },
  ];
  const filterSets = (): FigureFilters[] => [
    {},
    { workType: "ELECTRICIAN" },
    { county: "OSLO" },
    { contractorId: contractorA.id },
    { contractorId: contractorB.id },
    { salesPartnerId: partner.id },
    { departmentId: department.id },
    { workType: "ELECTRICIAN", county: "OSLO", contractorId: contractorA.id },
    { workType: "HEAT_PUMP", county: "VESTLAND" },
  ];

  /** Every window and filter, summary against projects; returns March's unfiltered totals. */
  async function expectSummaryEqualsProjects() {
    const repo = keyFiguresRepository(t.database.db);
    for (const window of windows)
      for (const filters of filterSets()) {
        const summary = sortedFigures(await repo.projectFigures(window, filters));
        const counted = sortedFigures(await figuresFromProjects(t.database.db, window, filters));
        expect(summary, `${JSON.stringify(window)} ${JSON.stringify(filters)}`).toEqual(counted);
        if (filters.contractorId !== undefined) continue;
        expect(await repo.cartFigures(window, filters), `carts ${JSON.stringify(filters)}`).toEqual(
          await cartsFromCarts(t.database.db, window, filters),
        );
      }
    const rows = await repo.projectFigures(windows[0] as FigureWindow, {});
    return rows.find((row) => row.period === "current" && row.dimension === "total");
  }

  const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  const cartsOfMarch = async () =>
    (await keyFiguresRepository(t.database.db).cartFigures(windows[0] as FigureWindow, {})).current;
  const march = (day: string) => `2026-03-${day}T09:00:00Z`;

  it("counts projects, offers and claims as they change", async () => {
    const inspection = await project({
      createdAt: march("02"),
      kind: "INSPECTION",
      status: "ordered",
      workType: "ELECTRICIAN",
      postCode: "0150",
      totalOre: 0,
      vatOre: 0,
    });
    const job = await project({
      createdAt: march("02"),
      status: "ordered",
      workType: "ELECTRICIAN",
      postCode: "0150",
      totalOre: 400_000,
      vatOre: 80_000,
    });
    const storeJob = await project({
      createdAt: march("16"),
      status: "scheduled",
      workType: "HEAT_PUMP",
      postCode: "5003",
      totalOre: 3_000_000,
      vatOre: 600_000,
      store: true,
    });
    // 23:30 UTC on 31 March is 1 April in Oslo: April's, not March's.
    const lateJob = await project({
      createdAt: "2026-03-31T23:30:00Z",
      status: "completed",
      workType: "SOLAR",
      postCode: "0150",
      totalOre: 1_000_000,
      vatOre: 200_000,
    });
    expect(await expectSummaryEqualsProjects()).toMatchObject({ orders: 3, revenueOre: 3_400_000 });

    // The job is done, and the customer claims twice; a claim on the open store job counts once it is done.
    await run(sql`update project set status = 'completed' where id = ${job}`);
    for (const id of [job, job, storeJob, lateJob])
      await run(
        sql`insert into claim (uuid, project_id, description) values (${randomUUID()}, ${id}, 'Feil')`,
      );
    expect(await expectSummaryEqualsProjects()).toMatchObject({ completedJobs: 1, claims: 2 });
    await run(sql`update project set status = 'invoiced' where id = ${storeJob}`);
    expect(await expectSummaryEqualsProjects()).toMatchObject({ completedJobs: 2, claims: 3 });

    // The inspection's offer: a draft, sent, then accepted; a second version stays a draft.
    const offer = await first<{ id: number }>(sql`insert into offer (project_id, version, status, lines,
      total_ore, vat_ore, valid_until) values (${inspection}, 1, 'draft', '[]'::jsonb, 500000, 100000,
      '2026-04-30') returning id`);
    expect(await expectSummaryEqualsProjects()).toMatchObject({ offersSent: 0, offersAccepted: 0 });
    await run(sql`update offer set status = 'sent', sent_at = ${march("05")} where id = ${offer.id}`);
    expect(await expectSummaryEqualsProjects()).toMatchObject({ offersSent: 1, offersAccepted: 0 });
    await run(sql`update offer set status = 'accepted' where id = ${offer.id}`);
    await run(sql`insert into offer (project_id, version, status, lines, total_ore, vat_ore, valid_until)
      values (${inspection}, 2, 'draft', '[]'::jsonb, 1, 0, '2026-04-30')`);
    expect(await expectSummaryEqualsProjects()).toMatchObject({
      inspections: 1,
      offersSent: 1,
      offersAccepted: 1,
    });

    // Cancelled, moved to another contractor and post code, in one statement with another change.
    await run(sql`update project set status = case when id = ${job} then 'cancelled' else status end,
      contractor_id = case when id = ${storeJob} then ${contractorB.id} else contractor_id end,
      post_code = case when id = ${storeJob} then '0150' else post_code end
      where id in (${job}, ${storeJob})`);
    expect(await expectSummaryEqualsProjects()).toMatchObject({
      orders: 3,
      cancellations: 1,
      revenueOre: 3_000_000,
      completedJobs: 1,
      claims: 1,
    });

    // A claim and the offers removed, a claim moved from one project to another.
    await run(sql`delete from claim where id = (select min(id) from claim where project_id = ${storeJob})`);
    await run(sql`update claim set project_id = ${storeJob} where project_id = ${lateJob}`);
    await run(sql`delete from offer where project_id = ${inspection}`);
    expect(await expectSummaryEqualsProjects()).toMatchObject({ offersSent: 0, claims: 1 });
  });

  it("counts carts as lines are added and removed, carts moved and deleted", async () => {
    const cartIn = async (createdAt: string, postCode: string) =>
      (
        await first<{ id: number }>(
          sql`insert into cart (uuid, post_code, created_at) values (${randomUUID()}, ${postCode}, ${createdAt}) returning id`,
        )
      ).id;
    const line = (cartId: number, workType: string) =>
      run(sql`insert into cart_line_item (cart_id, job_template_id, job_template_version_id, data)
        values (${cartId}, 1, 1, ${JSON.stringify({ typeKey: workType })}::jsonb)`);
    const open = await cartIn(march("10"), "5003");
    const empty = await cartIn(march("11"), "0150");
    await expectSummaryEqualsProjects();
    const before = await cartsOfMarch();
    await line(open, "HEAT_PUMP");
    await line(open, "ELECTRICIAN");
    await line(empty, "SOLAR");
    expect(await cartsOfMarch()).toEqual({ carts: before.carts + 2, bookedCarts: before.bookedCarts });
    await expectSummaryEqualsProjects();
    // The first line goes: the cart's work type is now its second line's.
    await run(
      sql`delete from cart_line_item where id = (select min(id) from cart_line_item where cart_id = ${open})`,
    );
    await run(sql`update cart set post_code = '0150', sales_partner_id = ${partner.id},
      sales_partner_department_id = ${department.id} where id = ${open}`);
    await expectSummaryEqualsProjects();
    // The other cart moved to another day, emptied, filled again and deleted.
    await run(sql`update cart set created_at = ${march("12")} where id = ${empty}`);
    await run(sql`delete from cart_line_item where cart_id = ${empty}`);
    await expectSummaryEqualsProjects();
    await line(empty, "SOLAR");
    await run(sql`delete from cart where id = ${empty}`);
    expect(await cartsOfMarch()).toEqual({ carts: before.carts + 1, bookedCarts: before.bookedCarts });
    await expectSummaryEqualsProjects();
  });

  it("the triggers' rows are those a rebuild from the tables gives", async () => {
    const tables = async () => {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      return [
        await rows(sql`select * from key_figure_day order by day, work_type, county, contractor_id,
          sales_partner_id, department_id`),
        await rows(sql`select * from key_figure_cart_day order by day, work_type, county,
          sales_partner_id, department_id`),
        await rows(sql`select * from key_figure_cart order by cart_id`),
      ];
    };
    const kept = await tables();
    await run(sql`select key_figure_rebuild()`);
    expect(await tables()).toEqual(kept);
    for (const rows of kept) expect(rows.length).toBeGreaterThan(0);
  });

  it("a deleted project leaves the figures with its offers and claims", async () => {
    const doomed = await project({
      createdAt: march("20"),
      kind: "INSPECTION",
      status: "completed",
      workType: "ELECTRICIAN",
      postCode: "0150",
      totalOre: 100_000,
      vatOre: 20_000,
      claims: 1,
      offer: "accepted",
    });
    const before = await expectSummaryEqualsProjects();
    await run(
      sql`delete from claim_event where claim_id in (select id from claim where project_id = ${doomed})`,
    );
    await run(sql`delete from project_event where project_id = ${doomed}`);
    await run(sql`delete from project where id = ${doomed}`);
    const after = await expectSummaryEqualsProjects();
    expect(after?.orders).toBe((before?.orders ?? 0) - 1);
  });

  it("the API answers the summary's figures, filtered", async () => {
    const { data } = (
      await get(`from=2026-03-01&to=2026-03-31&interval=week&contractor=${contractorB.uuid}`)
    ).json();
    expect(data.current).toMatchObject({ orders: 1, revenueOre: 3_000_000, completedJobs: 1, claims: 1 });
    expect(data.byCounty.map((row: { label: string }) => row.label)).toEqual(["Oslo"]);
    expect(data.series.map((row: { key: string }) => row.key)).toEqual([
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
      "2026-03-30",
    ]);
    expect(data.series[3]).toMatchObject({ orders: 1, revenueOre: 3_000_000 });
  });
});
