import { and, eq, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { contractor } from "../modules/coverage/coverage.schema.ts";
import { DEMO_CONTRACTORS } from "../modules/coverage/coverage.seed.ts";
import { appUser } from "../modules/users/users.schema.ts";
import { DEMO_MULTI_ROLE_USER, DEMO_USERS } from "../modules/users/users.seed.ts";
import { DEMO_INVITED_PEOPLE } from "./demo-invitations.ts";
import { DEMO_ONBOARDED_ADMIN } from "./demo-onboarding.ts";
import { DEMO_CUSTOMERS } from "./demo-projects.ts";
import { DEMO_EXTRA_SELLERS } from "./demo-sales-partners.ts";

const demoUsers = [
  ...DEMO_USERS,
  DEMO_MULTI_ROLE_USER,
  DEMO_ONBOARDED_ADMIN,
  ...DEMO_EXTRA_SELLERS,
  ...DEMO_INVITED_PEOPLE,
  ...DEMO_CUSTOMERS,
];

/**
 * The demo people (users who can log in) and demo contractors (who could be booked) found in the
 * database, named for the refusal message. A demo row matches on number and name together, so a real
 * person who happens to have a demo number is not mistaken for one.
 */
export async function findDemoPeople(db: Db): Promise<string[]> {
  const users = await db
    .select({ firstName: appUser.firstName, lastName: appUser.lastName, phoneNumber: appUser.phoneNumber })
    .from(appUser)
    .where(
      or(
        ...demoUsers.map((user) =>
          and(
            eq(appUser.phoneNumber, user.phoneNumber),
            eq(appUser.firstName, user.firstName),
            eq(appUser.lastName, user.lastName),
          ),
        ),
      ),
    );
  const contractors = await db
    .select({ name: contractor.name })
    .from(contractor)
    .where(
      or(
        ...DEMO_CONTRACTORS.map((demo) =>
          and(
            eq(contractor.name, demo.name),
            eq(contractor.organizationNumber, demo.organizationNumber ?? ""),
          ),
        ),
      ),
    );
  return [
    ...users.map((user) => `${user.firstName} ${user.lastName} (${user.phoneNumber})`),
    ...contractors.map((row) => row.name),
  ];
}

export class DemoPeopleError extends Error {
  constructor(
    readonly appEnv: string,
    readonly found: string[],
  ) {
    super(
      [
        `Demodata i databasen til APP_ENV=${appEnv} / demo data in the APP_ENV=${appEnv} database:`,
        ...found.map((name) => `  - ${name}`),
        "Start med en tom database, eller fjern demobrukerne og demo-installatørene; opprett første administrator med `npm run admin:create`.",
        "Start with an empty database, or remove the demo users and demo contractors; create the first admin with `npm run admin:create`.",
      ].join("\n"),
    );
  }
}

/** A deployment (staging, production) refuses to start on a database holding the demo people. */
export async function refuseDemoPeople(db: Db, appEnv: string): Promise<void> {
  const found = await findDemoPeople(db);
  if (found.length > 0) throw new DemoPeopleError(appEnv, found);
}
