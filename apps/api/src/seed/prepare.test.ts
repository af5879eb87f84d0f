import { PROJECT_STATUSES } from "@mt/domain/project/project-status";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { cart } from "../modules/cart/cart.schema.ts";
import { jobTemplate } from "../modules/catalogue/catalogue.schema.ts";
import { cmsPage } from "../modules/cms/cms.schema.ts";
import { contractor, postCode } from "../modules/coverage/coverage.schema.ts";
import { project } from "../modules/project/project.schema.ts";
import { electrician } from "../modules/schedule/schedule.schema.ts";
import { setting } from "../modules/settings/settings.schema.ts";
import { appUser, caseworkerDepartment } from "../modules/users/users.schema.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { DEMO_INVITED_PEOPLE } from "./demo-invitations.ts";
import { DemoPeopleError } from "./demo-people.ts";
import { DEMO_CUSTOMERS, DEMO_PROJECTS } from "./demo-projects.ts";
import { DEMO_EXTRA_SELLERS } from "./demo-sales-partners.ts";
import { prepareDatabase } from "./prepare.ts";

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});
async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}

// One per role, the multi-role user, the onboarded company's admin, and the demo customers.
const DEMO_PEOPLE = 13 + DEMO_EXTRA_SELLERS.length + DEMO_INVITED_PEOPLE.length + DEMO_CUSTOMERS.length;

async function rows(database: Database) {
  const { db } = database;
  const total = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    users: await total(appUser),
    contractors: await total(contractor),
    electricians: await total(electrician),
    carts: await total(cart),
    templates: await total(jobTemplate),
    pages: await total(cmsPage),
    postCodes: await total(postCode),
    departments: await total(caseworkerDepartment),
    projects: await total(project),
  };
}

describe("what a start seeds, by APP_ENV", () => {
  it("production gets the content the site needs and no person, nothing bookable", async () => {
    const database = await freshDatabase();
    expect(await prepareDatabase({ APP_ENV: "production" }, database)).toBe(
      "Startinnhold er lagt inn (ingen personer).",
    );
    const seeded = await rows(database);
    expect(seeded).toMatchObject({ users: 0, contractors: 0, electricians: 0, carts: 0, projects: 0 });
    expect(seeded.templates).toBeGreaterThan(0);
    expect(seeded.pages).toBeGreaterThan(0);
    expect(seeded.postCodes).toBeGreaterThan(1000);
    expect(seeded.departments).toBeGreaterThan(0);
    // The next start finds it seeded and is quiet.
    expect(await prepareDatabase({ APP_ENV: "production" }, database)).toBeNull();
  });

  it("the local demo gets the demo people of every role, contractors and electricians", async () => {
    const database = await freshDatabase();
    expect(await prepareDatabase({ APP_ENV: "local" }, database)).toBe("Demodata er lagt inn.");
    const seeded = await rows(database);
    // One demo user per role, the multi-role user, the onboarded company's admin, the people invited
    // who have not answered yet, and the demo customers.
    expect(seeded.users).toBe(DEMO_PEOPLE);
    expect(seeded.contractors).toBeGreaterThan(0);
    expect(seeded.electricians).toBeGreaterThan(0);
    expect(seeded.projects).toBe(DEMO_PROJECTS.length);
    const statuses = await database.db.selectDistinct({ status: project.status }).from(project);
    expect(statuses.map((row) => row.status).sort()).toEqual([...PROJECT_STATUSES].sort());
    expect(await prepareDatabase({ APP_ENV: "local" }, database)).toBeNull();
  });

  it("a database that started as production gets its demo people when run as the local demo", async () => {
    const database = await freshDatabase();
    await prepareDatabase({ APP_ENV: "staging" }, database);
    expect(await prepareDatabase({ APP_ENV: "local" }, database)).toBe("Demodata er lagt inn.");
    expect((await rows(database)).users).toBe(DEMO_PEOPLE);
  });

  it("a database seeded before the split (one key, people included) is not seeded twice", async () => {
    const database = await freshDatabase();
    await prepareDatabase({ APP_ENV: "local" }, database);
    await database.db.delete(setting).where(eq(setting.key, "demoPeopleSeededAt"));
    expect(await prepareDatabase({ APP_ENV: "test" }, database)).toBeNull();
    expect((await rows(database)).users).toBe(DEMO_PEOPLE);
  });
});

describe("a deployment on a database with the demo people", () => {
  it("refuses to start, naming them, in Norwegian and English", async () => {
    const database = await freshDatabase();
    await prepareDatabase({ APP_ENV: "local" }, database);
    for (const APP_ENV of ["production", "staging"] as const) {
      const refused = await prepareDatabase({ APP_ENV }, database).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DemoPeopleError);
      const message = (refused as Error).message;
      expect(message).toContain(`Demodata i databasen til APP_ENV=${APP_ENV}`);
      expect(message).toContain(`demo data in the APP_ENV=${APP_ENV} database`);
      expect(message).toContain("Ingrid Haugen (+4790000001)");
      expect(message).toContain("Oslo Elektro og Varme AS");
      expect(message).toContain("npm run admin:create");
    }
  });

  it("refuses one demo admin left alone, but not a real person who has a demo number", async () => {
    const database = await freshDatabase();
    await prepareDatabase({ APP_ENV: "production" }, database);
    await database.db.insert(appUser).values({
      phoneNumber: "+4790000001",
      firstName: "Åse",
      lastName: "Ekte",
      availableRoles: ["CUSTOMER"],
    });
    expect(await prepareDatabase({ APP_ENV: "production" }, database)).toBeNull();
    await database.db.insert(appUser).values({
      phoneNumber: "+4790000012",
      firstName: "Henrik",
      lastName: "Solberg",
      availableRoles: ["GLOBAL_ADMIN"],
    });
    await expect(prepareDatabase({ APP_ENV: "production" }, database)).rejects.toThrow(
      /Henrik Solberg \(\+4790000012\)/,
    );
  });
});
