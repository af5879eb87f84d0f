import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  declaredTriggers,
  installedTriggers,
  moduleTriggerFiles,
  readModuleFile,
} from "../test/module-triggers.ts";
import { createTestDatabase } from "../test/test-database.ts";
import type { Database } from "./database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("triggers (decision 087)", () => {
  it("every trigger in the database is declared in a module's *.triggers.sql", async () => {
    const declared = moduleTriggerFiles().flatMap((file) => declaredTriggers(readModuleFile(file)));
    const installed = (await installedTriggers(database.db)).map(({ name, table }) => ({ name, table }));
    expect(installed).toEqual(
      [...declared].sort((a, b) => a.table.localeCompare(b.table) || a.name.localeCompare(b.name)),
    );
  });
});
