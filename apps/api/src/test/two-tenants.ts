import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ScopedKind } from "@mt/domain/roles/object-kinds";
import { ROLES, type Role } from "@mt/domain/roles/roles";
import { and, asc, eq, getTableColumns, isNotNull, ne, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import type { AuthTestApp } from "../modules/auth/auth.test-support.ts";
import { cart } from "../modules/cart/cart.schema.ts";
import { claim } from "../modules/claim/claim.schema.ts";
import { contractor, contractorWorkType } from "../modules/coverage/coverage.schema.ts";
import { invitation } from "../modules/invitation/invitation.schema.ts";
import { media } from "../modules/media/media.schema.ts";
import { offer } from "../modules/offer/offer.schema.ts";
import { project, projectDocument } from "../modules/project/project.schema.ts";
import { rating } from "../modules/rating/rating.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../modules/sales-partner/sales-partner.schema.ts";
import { availabilityException, electrician, timeslot } from "../modules/schedule/schedule.schema.ts";
import { appUser } from "../modules/users/users.schema.ts";
import { DEMO_USERS } from "../modules/users/users.seed.ts";
import { seedDemoData } from "../seed/seed.ts";
import { createTestApp } from "./test-app.ts";

/**
 * Two tenants of every kind for the object-reach audit (decision 058). Tenant A is the demo: one
 * person per role, their installer (two or more electricians), their chain (two stores), customer,
 * projects, claims, offers, ratings, documents. Tenant B is built beside it from nothing the demo's
 * people reach: an installer with two electricians and its admin, a chain with two stores and its
 * admin, store admin, store employee and seller, a customer and an inspector, and their projects (a
 * completed job with a claim, a rating and a document; an inspection with a sent offer), an image
 * the customer uploaded and an exception to an electrician's week.
 */
export interface Tenant {
  label: "A" | "B";
  /** Phone numbers of this tenant's people, by role (staff roles are tenant A's only). */
  phones: Partial<Record<Role, string>>;
  /** One object of every scoped kind, this tenant's own (ids and uuids as a request names them). */
  objects: Record<ScopedKind, string>;
  /** A project that began as a job, not an inspection (inspectors reach every inspection). */
  jobProject: string;
}

export interface TwoTenants {
  t: AuthTestApp;
  A: Tenant;
  B: Tenant;
}

const B_PHONES: Partial<Record<Role, string>> = {
  CONTRACTOR_ADMIN: "+4793100001",
  ELECTRICIAN: "+4793100002",
  SALES_PARTNER_ADMIN: "+4793100003",
  SALES_PARTNER_DEPARTMENT_ADMIN: "+4793100004",
  STORE_EMPLOYEE: "+4793100005",
  SALES_PARTNER_SELLER: "+4793100006",
  CUSTOMER: "+4793100007",
  INSPECTOR: "+4793100008",
};

type Row = Record<string, unknown>;

/** A copy of a row with new values: its id and the columns the database makes are left out. */
async function cloneRow<T extends PgTable>(tx: Db, table: T, row: Row, values: Row): Promise<Row> {
  const columns = getTableColumns(table) as Record<
    string,
    { generated?: unknown; generatedIdentity?: unknown }
  >;
  const copy = Object.fromEntries(
    Object.entries(row).filter(
      ([key]) => key !== "id" && !columns[key]?.generated && !columns[key]?.generatedIdentity,
    ),
  );
  const [inserted] = await tx
    .insert(table)
    .values({ ...copy, ...values } as never)
    .returning();
  if (!inserted) throw new Error("row not copied");
  return inserted as Row;
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`the demo has no ${what}`);
  return row;
}

const userOf = (tx: Db, phoneNumber: string) =>
  one(tx.select().from(appUser).where(eq(appUser.phoneNumber, phoneNumber)), phoneNumber);

/** Tenant A: the demo's people and, for each kind, one of their own objects. */
async function demoTenant(tx: Db): Promise<Tenant> {
  const phone = (role: Role) => DEMO_USERS.find((user) => user.role === role)?.phoneNumber ?? "";
  const admin = await userOf(tx, phone("CONTRACTOR_ADMIN"));
  const seller = await userOf(tx, phone("SALES_PARTNER_SELLER"));
  const departmentAdmin = await userOf(tx, phone("SALES_PARTNER_DEPARTMENT_ADMIN"));
  const customer = await userOf(tx, phone("CUSTOMER"));
  const companyId = admin.contractorId ?? 0;
  const company = await one(tx.select().from(contractor).where(eq(contractor.id, companyId)), "company");
  const own = await one(
    tx
      .select()
      .from(electrician)
      .where(eq(electrician.userId, (await userOf(tx, phone("ELECTRICIAN"))).id)),
    "electrician login",
  );
  const [exception] = await tx
    .select({ id: availabilityException.id })
    .from(availabilityException)
    .where(eq(availabilityException.electricianId, own.id));
  const exceptionId =
    exception?.id ??
    (
      await cloneRow(
        tx,
        availabilityException,
        {},
        {
          electricianId: own.id,
          kind: "holiday",
          startsAt: new Date("2031-07-01T00:00:00Z"),
          endsAt: new Date("2031-07-15T00:00:00Z"),
        },
      )
    ).id;
  const job = await one(
    tx
      .select()
      .from(project)
      .where(and(eq(project.contractorId, companyId), eq(project.kind, "JOB"))),
    "job of the demo installer",
  );
  const inspection = await one(
    tx.select().from(project).where(eq(project.kind, "INSPECTION")).orderBy(asc(project.id)),
    "inspection",
  );
  const booked = await one(
    tx
      .select({ uuid: timeslot.timeslotUuid })
      .from(timeslot)
      .innerJoin(electrician, eq(electrician.id, timeslot.electricianId))
      .where(and(eq(electrician.contractorId, companyId), isNotNull(timeslot.timeslotUuid))),
    "booked time of the demo installer",
  );
  const aClaim = await one(tx.select().from(claim).orderBy(asc(claim.id)), "claim");
  const anOffer = await one(tx.select().from(offer).where(ne(offer.status, "draft")), "sent offer");
  const aRating = await one(tx.select().from(rating), "rating");
  const document = await one(tx.select().from(media).where(eq(media.kind, "document")), "document");
  const image = await hiddenImage(tx, customer.id);
  const partner = await one(
    tx
      .select()
      .from(salesPartner)
      .where(eq(salesPartner.id, departmentAdmin.salesPartnerId ?? 0)),
    "chain",
  );
  const store = await one(
    tx
      .select()
      .from(salesPartnerDepartment)
      .where(eq(salesPartnerDepartment.id, departmentAdmin.salesPartnerDepartmentId ?? 0)),
    "store",
  );
  return {
    label: "A",
    phones: Object.fromEntries(ROLES.map((role) => [role, phone(role)])),
    objects: {
      project: job.uuid,
      claim: aClaim.uuid,
      offer: anOffer.uuid,
      inspection: inspection.uuid,
      timeslot: booked.uuid ?? "",
      contractor: company.uuid,
      electrician: own.uuid,
      "availability-exception": String(exceptionId),
      "sales-partner": partner.uuid,
      department: store.uuid,
      "partner-person": seller.uuid,
      customer: customer.uuid,
      user: customer.uuid,
      document: String(document.id),
      image: String(image),
      rating: aRating.uuid,
      invitation: await invitationTo(tx, customer, companyId, admin.id),
    },
    jobProject: job.uuid,
  };
}

/** An invitation to the customer to work as the company's electrician (only the invited reach it). */
async function invitationTo(tx: Db, user: Row, contractorId: unknown, invitedById: unknown): Promise<string> {
  const row = await cloneRow(
    tx,
    invitation,
    {},
    {
      uuid: randomUUID(),
      userId: user.id,
      phoneNumber: user.phoneNumber,
      role: "ELECTRICIAN",
      contractorId,
      firstName: "Invitert",
      lastName: "Montør",
      workTypes: ["ELECTRICIAN"],
      invitedById,
      expiresAt: new Date("2031-12-31T00:00:00Z"),
    },
  );
  return row.uuid as string;
}

/** A photo a customer uploaded, never shown in the media library. */
async function hiddenImage(tx: Db, uploadedBy: number): Promise<number> {
  const row = await cloneRow(
    tx,
    media,
    {},
    {
      kind: "image",
      source: "customer",
      hidden: true,
      storageKey: `test/${randomUUID()}.jpg`,
      mimeType: "image/jpeg",
      size: 1000,
      width: 10,
      height: 10,
      uploadedBy,
    },
  );
  return row.id as number;
}

/** Tenant B, built from copies of demo rows that link only to B's own company, chain and people. */
async function builtTenant(tx: Db): Promise<Tenant> {
  const demoCompany = await one(
    tx.select().from(contractor).where(isNotNull(contractor.approvedAt)),
    "installer",
  );
  const company = await cloneRow(tx, contractor, demoCompany, {
    uuid: randomUUID(),
    name: "Tenant B Elektro AS",
    organizationNumber: "914778271",
  });
  await tx.insert(contractorWorkType).values({ contractorId: company.id as number, workType: "ELECTRICIAN" });
  const partner = await cloneRow(tx, salesPartner, {}, { uuid: randomUUID(), name: "Tenant B Kjede AS" });
  const stores = [];
  for (const name of ["Tenant B Butikk 1", "Tenant B Butikk 2"]) {
    stores.push(
      await cloneRow(
        tx,
        salesPartnerDepartment,
        {},
        { uuid: randomUUID(), salesPartnerId: partner.id, name },
      ),
    );
  }
  const [store] = stores;
  const people = {} as Record<Role, Row>;
  for (const [role, phoneNumber] of Object.entries(B_PHONES) as [Role, string][]) {
    const partnerRole = role.startsWith("SALES_PARTNER") || role === "STORE_EMPLOYEE";
    people[role] = await cloneRow(
      tx,
      appUser,
      {},
      {
        uuid: randomUUID(),
        phoneNumber,
        firstName: "Bente",
        lastName: `B ${role.toLowerCase()}`,
        email: `${role.toLowerCase()}@tenant-b.example.no`,
        availableRoles: [role],
        activeRoles: [role],
        contractorId: role === "CONTRACTOR_ADMIN" || role === "ELECTRICIAN" ? company.id : null,
        salesPartnerId: partnerRole ? partner.id : null,
        salesPartnerDepartmentId: partnerRole && role !== "SALES_PARTNER_ADMIN" ? store?.id : null,
      },
    );
  }
  const electricians = [];
  for (const [index, userId] of [people.ELECTRICIAN.id, null].entries()) {
    electricians.push(
      await cloneRow(
        tx,
        electrician,
        {},
        {
          uuid: randomUUID(),
          contractorId: company.id,
          userId,
          firstName: `Montør ${index + 1}`,
          lastName: "Tenant B",
          workTypes: ["ELECTRICIAN"],
        },
      ),
    );
  }
  const [first] = electricians;
  if (!first || !store) throw new Error("tenant B incomplete");
  const exception = await cloneRow(
    tx,
    availabilityException,
    {},
    {
      electricianId: first.id,
      kind: "holiday",
      startsAt: new Date("2031-07-01T00:00:00Z"),
      endsAt: new Date("2031-07-15T00:00:00Z"),
    },
  );

  let hour = 0;
  /** A booked stretch of the first electrician's, each later than the one before. */
  const bookedTime = async (cartId: unknown) => {
    hour += 3;
    const starts = new Date(Date.UTC(2031, 0, 6, 6 + hour));
    return cloneRow(
      tx,
      timeslot,
      {},
      {
        uuid: randomUUID(),
        timeslotUuid: randomUUID(),
        status: "BOOKED",
        electricianId: first.id,
        cartId,
        startsAt: starts,
        endsAt: new Date(starts.getTime() + 2 * 3_600_000),
        windowStartsAt: starts,
        windowEndsAt: new Date(starts.getTime() + 4 * 3_600_000),
        expiresAt: null,
      },
    );
  };
  const customer = people.CUSTOMER;
  const projectOf = async (kind: "JOB" | "INSPECTION", status: string) => {
    const source = await one(tx.select().from(project).where(eq(project.kind, kind)), `${kind} project`);
    const sourceCart = await one(tx.select().from(cart).where(eq(cart.id, source.cartId)), "cart");
    const bookedCart = await cloneRow(tx, cart, sourceCart, {
      uuid: randomUUID(),
      userId: customer.id,
      reservationUuid: null,
      sellerUserId: people.SALES_PARTNER_SELLER.id,
      salesPartnerId: partner.id,
      salesPartnerDepartmentId: store.id,
    });
    const time = await bookedTime(bookedCart.id);
    return cloneRow(tx, project, source, {
      uuid: randomUUID(),
      status,
      salesChannel: "STORE",
      createdByUserId: people.SALES_PARTNER_SELLER.id,
      salesPartnerId: partner.id,
      salesPartnerDepartmentId: store.id,
      sellerUserId: people.SALES_PARTNER_SELLER.id,
      cartId: bookedCart.id,
      customerUserId: customer.id,
      contractorId: company.id,
      electricianId: first.id,
      timeslotId: time.id,
      contactInformation: {
        ...(source.contactInformation as Row),
        firstName: "Bente",
        lastName: "Kunde",
        phoneNumber: customer.phoneNumber,
        email: "kunde@tenant-b.example.no",
      },
    });
  };
  const job = await projectOf("JOB", "completed");
  const inspection = await projectOf("INSPECTION", "offer_sent");
  const time = await one(
    tx
      .select()
      .from(timeslot)
      .where(eq(timeslot.id, job.timeslotId as number)),
    "job's time",
  );
  const visit = await bookedTime(null);
  const sourceClaim = await one(tx.select().from(claim), "claim");
  const bClaim = await cloneRow(tx, claim, sourceClaim, {
    uuid: randomUUID(),
    projectId: job.id,
    status: "scheduled",
    imageIds: [],
    openedByUserId: customer.id,
    timeslotId: visit.id,
    electricianId: first.id,
  });
  const sourceOffer = await one(tx.select().from(offer).where(ne(offer.status, "draft")), "sent offer");
  const bOffer = await cloneRow(tx, offer, sourceOffer, {
    uuid: randomUUID(),
    projectId: inspection.id,
    version: 1,
    status: "sent",
    createdByUserId: people.INSPECTOR.id,
    answeredAt: null,
    answeredByUserId: null,
  });
  const sourceRating = await one(tx.select().from(rating), "rating");
  const bRating = await cloneRow(tx, rating, sourceRating, {
    uuid: randomUUID(),
    projectId: job.id,
    customerUserId: customer.id,
    contractorId: company.id,
    electricianId: first.id,
  });
  const document = await cloneRow(
    tx,
    media,
    {},
    {
      kind: "document",
      source: "document",
      hidden: true,
      storageKey: `test/${randomUUID()}.pdf`,
      mimeType: "application/pdf",
      size: 1000,
      originalFilename: "kontrakt-b.pdf",
      uploadedBy: people.CONTRACTOR_ADMIN.id,
    },
  );
  await tx.insert(projectDocument).values({
    projectId: job.id as number,
    mediaId: document.id as number,
    title: "Kontrakt",
    sharedWithCustomer: true,
    createdByUserId: people.CONTRACTOR_ADMIN.id as number,
  });
  return {
    label: "B",
    phones: B_PHONES,
    objects: {
      project: job.uuid as string,
      claim: bClaim.uuid as string,
      offer: bOffer.uuid as string,
      inspection: inspection.uuid as string,
      timeslot: time.timeslotUuid ?? "",
      contractor: company.uuid as string,
      electrician: first.uuid as string,
      "availability-exception": String(exception.id),
      "sales-partner": partner.uuid as string,
      department: store.uuid as string,
      "partner-person": people.SALES_PARTNER_SELLER.uuid as string,
      customer: customer.uuid as string,
      user: customer.uuid as string,
      document: String(document.id),
      image: String(await hiddenImage(tx, customer.id as number)),
      rating: bRating.uuid as string,
      invitation: await invitationTo(tx, customer, company.id, people.CONTRACTOR_ADMIN.id),
    },
    jobProject: job.uuid as string,
  };
}

/** The real app on the demo data (tenant A) with tenant B built beside it; messages go to a file. */
export async function createTwoTenantApp(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void,
): Promise<TwoTenants> {
  const outboxFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mt-tenants-")), "outbox.jsonl");
  const app = await createTestApp(
    { OUTBOX_FILE: outboxFile, OUTBOX_POLL_MS: "0", AUTH_CODES_PER_IP_PER_HOUR: "10000", ...env },
    configure,
  );
  const t: AuthTestApp = {
    ...app,
    outboxFile,
    close: async () => {
      await app.close();
      fs.rmSync(path.dirname(outboxFile), { recursive: true, force: true });
    },
  };
  await seedDemoData(t.database, { people: true });
  const [A, B] = await t.database.db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    return [await demoTenant(tx), await builtTenant(tx)] as const;
  });
  await t.database.db.execute(sql`analyze`);
  return { t, A, B };
}
