import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { bookProject, caller, tokensFor, versionOf } from "../project/project.test-support.ts";
import { outboxMessage } from "./notifications.schema.ts";

// Message texts built from what people typed never carry a link they typed (decision 063): feedback,
// the staff's message to a customer, and names stored before names were checked all go through the
// outbox, which leaves the server's own links and makes every other one untappable.

let t: BookingTestApp;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const token = (role: "CASEWORKER" | "CONTRACTOR_ADMIN") => tokens.get(role) as string;

const TYPED = "Logg inn på https://evil.example/login, www.evil.no eller evil.no/konto";
const DEFUSED = "Logg inn på https: //evil. example/login, www. evil. no eller evil. no/konto";
/** A dot before two letters or a scheme's "://": what a phone turns into a link. */
const TAPPABLE = /[\p{L}\p{N}][.。．｡][\p{L}]{2}|:\/\//u;

const outboxWith = (kind: string) =>
  t.database.db.select().from(outboxMessage).where(sql`${outboxMessage.meta}->>'kind' = ${kind}`);

/** The text without the server's own links, which must be the only links left. */
const withoutOwnLinks = (text: string) =>
  text.replaceAll(/https?:\/\/\S+/g, (url) => (url.startsWith(t.publicUrl) ? "" : url));

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  ({ tokens } = await tokensFor(t, ["CASEWORKER", "CONTRACTOR_ADMIN"]));
}, 180_000);
afterAll(() => t.close());

describe("links typed into message texts", () => {
  it("a company's feedback reaches the caseworkers with its links made untappable, the desk link intact", async () => {
    const [oslo] = await t.database.db
      .select({ uuid: contractor.uuid })
      .from(contractor)
      .where(eq(contractor.name, "Oslo Elektro og Varme AS"));
    const res = await call("POST", `/api/contractor/${oslo?.uuid}/feedback`, token("CONTRACTOR_ADMIN"), {
      feedback: TYPED,
    });
    expect(res.statusCode, res.body).toBe(200);
    const emails = await outboxWith("contractor-feedback");
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(email.body).toContain(DEFUSED);
      expect(email.body).toContain(`Se installatøren: ${t.publicUrl}/partnere/${oslo?.uuid}`);
      expect(withoutOwnLinks(email.body)).not.toMatch(TAPPABLE);
    }
  });

  it("the staff's cancel message and a customer name stored before names were checked reach the customer without links", async () => {
    const phone = demoPhone("CUSTOMER");
    const project = await bookProject(t, await jobOf(t, "el-kontroll"), phone, "2026-03-05T07:00:00.000Z");
    await t.database.db.execute(
      sql`update project set contact_information = jsonb_set(contact_information, '{firstName}', '"Ola x.no/login"') where uuid = ${project.uuid}`,
    );
    const res = await call("POST", `/api/project/${project.uuid}/move`, token("CASEWORKER"), {
      move: "cancel",
      version: await versionOf(call, token("CASEWORKER"), project.uuid),
      message: TYPED,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sms, email] = [
      ...(await outboxWith("project-cancel")).filter((m) => m.body.includes(String(project.number))),
    ].sort((a, b) => b.channel.localeCompare(a.channel));
    expect(sms?.channel).toBe("sms");
    expect(sms?.body).toContain(`Melding: ${DEFUSED}`);
    expect(sms?.body).toContain(`${t.publicUrl}/dashboard/prosjekt/${project.uuid}`);
    expect(email?.body).toMatch(/^Hei Ola x\. no\/login!/);
    expect(email?.body).toContain(DEFUSED);
    for (const text of [sms?.body ?? "", email?.body ?? ""])
      expect(withoutOwnLinks(text)).not.toMatch(TAPPABLE);
  });
});
