import { afterAll, beforeAll, describe } from "vitest";
import type { Database } from "../../db/database.ts";
import { moduleTriggerChecks } from "../../test/module-triggers.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { calendarVersionWatchedTables } from "./contractor.module.ts";

/*
 * Decision 087: the calendar versions' triggers are declared in calendar-version.triggers.sql beside
 * the module that reads the versions. What they bump, per table, is tested in
 * contractor.calendar-kept.test.ts.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the calendar versions' triggers, beside their module", () => {
  moduleTriggerChecks({
    file: "contractor/calendar-version.triggers.sql",
    watched: calendarVersionWatchedTables,
    db: () => database.db,
  });
});
