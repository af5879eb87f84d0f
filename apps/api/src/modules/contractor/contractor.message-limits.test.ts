import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAcceptedElectrician,
  type ContractorTest,
  startContractorTest,
} from "./contractor.test-support.ts";

/*
 * Issue 33, finding 4 (the flooding part), reproduced through the API as a contractor admin:
 * adding and removing the same phone number as electrician in a loop texted it an invitation each
 * time (30 an hour by a per-process limit; since decision 060 each add is an invitation to accept), and feedback emailed every caseworker on each call.
 * Both now count in the database (decision 062).
 */

let c: ContractorTest;
beforeAll(async () => {
  c = await startContractorTest();
}, 180_000);
afterAll(() => c.t.close());

async function outboxCount(where: ReturnType<typeof sql>): Promise<number> {
  const result = (await c.t.database.db.execute(
    sql`select count(*) as n from outbox_message where ${where}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe("a contractor admin's messages are limited in the database", () => {
  it("adding and removing the same number in a loop texts it only a few invitations a day", async () => {
    // Since decision 060 each add is an invitation: the person accepts it, and the admin removes them.
    const phone = "+4791234567";
    const body = {
      first_name: "Sløyfe",
      last_name: "Test",
      phone_number: phone,
      work_types: ["ELECTRICIAN"],
    };
    const answers: number[] = [];
    for (let round = 0; round < 10; round++) {
      try {
        const uuid = await addAcceptedElectrician(c.t, c.call, c.oslo.uuid, "CONTRACTOR_ADMIN", body);
        answers.push(200);
        const removed = await c.call(
          "DELETE",
          `/api/contractor/${c.oslo.uuid}/electrician/${uuid}`,
          "CONTRACTOR_ADMIN",
        );
        expect(removed.statusCode, removed.body).toBe(200);
      } catch (error) {
        expect(String(error)).toContain("MESSAGE_RECIPIENT_LIMIT");
        answers.push(429);
      }
    }
    const texts = await outboxCount(sql`recipient = ${phone} and meta->>'kind' = 'invitation'`);
    expect(texts).toBe(3);
    // Refused means nothing happened: no invitation beyond the texts that went.
    expect(answers.filter((status) => status === 200)).toHaveLength(texts);
  });

  it("feedback emails the caseworkers only a few times a day from one admin", async () => {
    const caseworker = "henrik.solberg@example.no";
    const refusals = new Set<string>();
    for (let n = 0; n < 15; n++) {
      const res = await c.call("POST", `/api/contractor/${c.oslo.uuid}/feedback`, "CONTRACTOR_ADMIN", {
        feedback: `Tilbakemelding nummer ${n}`,
      });
      if (res.statusCode !== 200) refusals.add(`${res.statusCode} ${res.json().code}`);
    }
    expect([...refusals]).toEqual(["429 MESSAGE_SENDER_LIMIT"]);
    const emails = await outboxCount(
      sql`recipient = ${caseworker} and meta->>'kind' = 'contractor-feedback'`,
    );
    expect(emails).toBeGreaterThan(0);
    expect(emails).toBeLessThanOrEqual(10);
  });
});
