import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/database.ts";

const FIRST_NAMES = [
  "Anne",
  "Inger",
  "Kari",
  "Marit",
  "Ingrid",
  "Liv",
  "Eva",
  "Berit",
  "Astrid",
  "Bjørg",
  "Hilde",
  "Anna",
  "Solveig",
  "Marianne",
  "Randi",
  "Ida",
  "Nina",
  "Maria",
  "Elisabeth",
  "Kristin",
  "Jan",
  "Per",
  "Bjørn",
  "Ole",
  "Lars",
  "Kjell",
  "Knut",
  "Arne",
  "Svein",
  "Thomas",
  "Hans",
  "Geir",
  "Tor",
  "Morten",
  "Terje",
  "Odd",
  "Erik",
  "Martin",
  "Andreas",
  "Jon",
  "Håkon",
  "Sindre",
  "Øystein",
  "Åse",
  "Torunn",
  "Sigurd",
];
const LAST_NAMES = [
  "Hansen",
  "Johansen",
  "Olsen",
  "Larsen",
  "Andersen",
  "Pedersen",
  "Nilsen",
  "Kristiansen",
  "Jensen",
  "Karlsen",
  "Johnsen",
  "Pettersen",
  "Eriksen",
  "Berg",
  "Haugen",
  "Hagen",
  "Johannessen",
  "Andreassen",
  "Jacobsen",
  "Dahl",
  "Jørgensen",
  "Halvorsen",
  "Henriksen",
  "Lund",
  "Sørensen",
  "Jakobsen",
  "Moen",
  "Gundersen",
  "Iversen",
  "Strand",
  "Solberg",
  "Svendsen",
  "Eide",
  "Knutsen",
  "Martinsen",
  "Paulsen",
  "Bakken",
  "Kristoffersen",
  "Mathisen",
  "Lie",
  "Amundsen",
  "Nguyen",
  "Rasmussen",
  "Ali",
  "Lunde",
  "Solheim",
  "Berge",
  "Moe",
  "Nygård",
  "Bakke",
  "Kristensen",
  "Fredriksen",
  "Holm",
  "Lien",
  "Hauge",
  "Christensen",
  "Andresen",
  "Nielsen",
  "Knudsen",
  "Evensen",
  "Sæther",
  "Aas",
  "Myhre",
  "Hanssen",
  "Ahmed",
  "Haugland",
  "Thomassen",
  "Sivertsen",
  "Simonsen",
  "Danielsen",
  "Berntsen",
  "Sandvik",
];
const STREETS = [
  "Storgata",
  "Kirkegata",
  "Skolegata",
  "Parkveien",
  "Bjørkeveien",
  "Granveien",
  "Industriveien",
  "Sjøgata",
  "Fjordveien",
  "Solbakken",
  "Lia",
  "Furuveien",
  "Eikeveien",
  "Nedre Slottsgate",
  "Thorvald Meyers gate",
  "Markveien",
  "Bogstadveien",
  "Kongens gate",
  "Dronningens gate",
  "Strandveien",
  "Hovedgata",
  "Stasjonsveien",
  "Bakkeveien",
  "Skogveien",
  "Havnegata",
  "Torggata",
  "Ringveien",
  "Åsveien",
  "Haugeveien",
  "Gamle Drammensvei",
  "Løkkeveien",
  "Nordre gate",
];
const STATUSES_DONE = ["completed", "invoiced", "invoiced", "invoiced"];
const STATUSES_AHEAD = ["ordered", "confirmed", "scheduled", "scheduled"];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export interface LoadedProjects {
  projects: number;
  customers: number;
  electricians: number;
  seconds: number;
  /** Values to search for that the load is known to hold. */
  samples: { surname: string; phoneFragment: string; projectNumber: number; postCode: string };
}

/**
 * Fills a migrated, seeded (demo people) database with `count` booked projects, set-based: customers
 * (one in five has ordered twice), their booked carts, a timeslot each (spread over every active
 * electrician, three a working day, so no two overlap), Norwegian names and streets, real post
 * codes from the post-code register, and a status fitting the date (done in the past, open ahead).
 */
export async function loadProjects(db: Db, count = 100_000): Promise<LoadedProjects> {
  const started = Date.now();
  const loaded = await db.transaction((tx) => load(tx as unknown as Db, count));
  // As a live database is once autovacuum has been by: statistics, visibility map and hint bits set.
  await db.execute(sql`vacuum analyze`);
  return { ...loaded, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

async function load(db: Db, count: number): Promise<Omit<LoadedProjects, "seconds">> {
  const customers = Math.ceil(count * 0.8);
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
  const base = async (table: string) =>
    Number((await one<{ n: string }>(sql.raw(`select coalesce(max(id), 0) as n from ${table}`))).n);
  const [userBase, cartBase, slotBase, projectBase] = [
    await base("app_user"),
    await base("cart"),
    await base("timeslot"),
    await base("project"),
  ];
  const { electricians } = await one<{ electricians: string }>(
    sql`select count(*) as electricians from electrician where active`,
  );
  if (Number(electricians) === 0)
    throw new Error("loadProjects needs the demo electricians (seed people first)");

  // Customers: +474 numbers, so none is a demo person's (+4790000001…).
  await run(sql`
    insert into app_user (id, phone_number, first_name, last_name, email, available_roles, active_roles, created_at)
    select ${userBase} + i,
      '+474' || lpad(i::text, 7, '0'),
      (${textArray(FIRST_NAMES)})[1 + (i * 7) % ${FIRST_NAMES.length}],
      (${textArray(LAST_NAMES)})[1 + (i * 13) % ${LAST_NAMES.length}],
      translate(lower((${textArray(FIRST_NAMES)})[1 + (i * 7) % ${FIRST_NAMES.length}] || '.'
        || (${textArray(LAST_NAMES)})[1 + (i * 13) % ${LAST_NAMES.length}]), 'æøå', 'aoa') || i || '@eksempel.no',
      array['CUSTOMER'], array['CUSTOMER'],
      now() - interval '6 years' + (i * interval '30 minutes')
    from generate_series(1, ${customers}) as i`);

  // Project i: customer ((i - 1) mod customers) + 1; electrician (i mod E); its k-th job that
  // electrician gets is on working day k / 3 (counted from five years ago) at 08, 11 or 14 o'clock.
  await run(sql`
    create temporary table bench_plan on commit drop as
    with people as (
      select row_number() over (order by e.id) - 1 as n, e.id, e.contractor_id from electrician e where e.active
    ), codes as (
      select row_number() over (order by code) as n, code, place from post_code
    ), jobs as (
      select row_number() over (order by t.id) as n, t.id as template_id, v.id as version_id, t.work_type,
        coalesce(v.definition->>'title', t.slug) as title
      from job_template t join job_template_version v on v.id = t.published_version_id
    ), counts as (
      select (select count(*) from people) as e, (select count(*) from codes) as c, (select count(*) from jobs) as j
    )
    select i, people.id as electrician_id, people.contractor_id, codes.code, codes.place, jobs.template_id,
      jobs.version_id, jobs.work_type, jobs.title,
      ${userBase} + ((i - 1) % ${customers}) + 1 as user_id,
      date_trunc('day', now() - interval '10 years')
        + ((i / counts.e) / 3) * interval '1 day' + (8 + 3 * ((i / counts.e) % 3)) * interval '1 hour' as starts_at,
      (${textArray(STREETS)})[1 + (i * 17) % ${STREETS.length}] || ' ' || (1 + i % 120) as address
    from generate_series(1, ${count}) as i
    cross join counts
    join people on people.n = i % counts.e
    join codes on codes.n = 1 + (i * 31) % counts.c
    join jobs on jobs.n = 1 + i % counts.j`);

  await run(sql`
    insert into cart (id, uuid, user_id, post_code, status, created_at, updated_at)
    select ${cartBase} + i, gen_random_uuid(), user_id, code, 'booked', starts_at - interval '10 days', starts_at - interval '10 days'
    from bench_plan`);
  await run(sql`
    insert into timeslot (id, uuid, timeslot_uuid, status, electrician_id, cart_id, starts_at, ends_at,
      window_starts_at, window_ends_at, created_at)
    select ${slotBase} + i, gen_random_uuid(), gen_random_uuid(), 'BOOKED', electrician_id, ${cartBase} + i,
      starts_at, starts_at + interval '2 hours', starts_at, starts_at + interval '2 hours', starts_at - interval '10 days'
    from bench_plan`);
  await run(sql`
    insert into project (id, uuid, status, kind, cart_id, customer_user_id, contractor_id, electrician_id,
      timeslot_id, contact_information, address, post_code, place, line_items, total_ore, vat_ore,
      duration_minutes, created_at)
    select ${projectBase} + p.i, gen_random_uuid(),
      case when p.starts_at < now()
        then (${textArray(STATUSES_DONE)})[1 + p.i % ${STATUSES_DONE.length}]
        else (${textArray(STATUSES_AHEAD)})[1 + p.i % ${STATUSES_AHEAD.length}] end,
      'JOB', ${cartBase} + p.i, p.user_id, p.contractor_id, p.electrician_id, ${slotBase} + p.i,
      jsonb_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
        'phoneNumber', u.phone_number, 'additionalInfo', '',
        'company', case when p.i % 10 = 0 then jsonb_build_object('name', u.last_name || ' Eiendom AS',
          'organizationNumber', '923609016') end),
      p.address, p.code, p.place,
      jsonb_build_array(jsonb_build_object('typeKey', p.work_type, 'jobTypeId', p.template_id,
        'jobTypeVersionId', p.version_id, 'title', p.title, 'inspectionFirst', false,
        'totals', jsonb_build_object('baseOre', 390000, 'answersOre', 0, 'materialsOre', 0,
          'totalOre', 390000, 'vatOre', 78000, 'durationMinutes', 120),
        'summary', '[]'::jsonb, 'commentForElectrician', null, 'images', '[]'::jsonb)),
      390000, 78000, 120, p.starts_at - interval '10 days'
    from bench_plan p join app_user u on u.id = p.user_id`);
  for (const table of ["app_user", "cart", "timeslot", "project"]) {
    await run(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }

  const sample = await one<{ surname: string; phone: string; number: number; post_code: string }>(sql`
    select u.last_name as surname, u.phone_number as phone, p.number, p.post_code
    from project p join app_user u on u.id = p.customer_user_id
    where p.id = ${projectBase + Math.floor(count / 2)}`);
  const national = sample.phone.slice(3);
  return {
    projects: count,
    customers,
    electricians: Number(electricians),
    samples: {
      surname: sample.surname,
      // "4 000 50" typed with spaces, as people read it off a paper.
      phoneFragment: `${national.slice(0, 3)} ${national.slice(3, 5)}`,
      projectNumber: Number(sample.number),
      postCode: sample.post_code,
    },
  };
}
