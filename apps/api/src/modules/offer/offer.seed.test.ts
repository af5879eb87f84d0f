import { offerJobMinutes } from "@mt/domain/offer/offer-lines";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { prepareDatabase } from "../../seed/prepare.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { project } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { offer } from "./offer.schema.ts";

let database: Database | null = null;
afterAll(() => database?.close());

describe("the demo offers", () => {
  it("Nora has an inspected project with a sent offer; the inspected one has none; an accepted one is the job", async () => {
    database = await createTestDatabase();
    await prepareDatabase({ APP_ENV: "local" }, database);
    const { db } = database;
    const [nora] = await db.select().from(appUser).where(eq(appUser.phoneNumber, "+4790000007"));
    const noraOffers = await db
      .select({ status: offer.status, version: offer.version, total: offer.totalOre, lines: offer.lines })
      .from(offer)
      .innerJoin(project, eq(project.id, offer.projectId))
      .where(and(eq(project.customerUserId, nora?.id ?? -1), eq(project.status, "offer_sent")));
    expect(noraOffers).toHaveLength(1);
    expect(noraOffers[0]).toMatchObject({ status: "sent", version: 1 });
    expect(noraOffers[0]?.total).toBe(noraOffers[0]?.lines.reduce((sum, line) => sum + line.totalOre, 0));
    const inspected = await db
      .select({ offer: offer.id })
      .from(project)
      .leftJoin(offer, eq(offer.projectId, project.id))
      .where(eq(project.status, "inspected"));
    expect(inspected.length).toBeGreaterThan(0);
    expect(inspected.every((row) => row.offer === null)).toBe(true);

    // An accepted demo offer is its project's job: its price and its working time.
    const accepted = await db
      .select({ offer, project })
      .from(offer)
      .innerJoin(project, eq(project.id, offer.projectId))
      .where(eq(offer.status, "accepted"));
    expect(accepted.length).toBeGreaterThan(0);
    for (const row of accepted) {
      expect(row.project).toMatchObject({
        totalOre: row.offer.totalOre,
        vatOre: row.offer.vatOre,
        durationMinutes: offerJobMinutes(row.offer.lines),
      });
      expect(row.project.durationMinutes).toBeGreaterThan(60);
    }
  }, 120_000);
});
