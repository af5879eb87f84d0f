import type { Role } from "@mt/domain/roles/roles";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type AuthTestApp, demoPhone, loginAs, outboxLines } from "../auth/auth.test-support.ts";
import { type BookingTestApp, bookBody, newCart } from "../booking/booking.test-support.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

/** The booking test app as the auth helpers take it (same outbox file). */
export const asAuth = (t: BookingTestApp) => ({ ...t, outboxFile: t.outboxFile }) as unknown as AuthTestApp;

export type Call = (
  method: "GET" | "POST",
  url: string,
  token?: string | null,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export function caller(t: BookingTestApp): Call {
  return (method, url, token, payload) =>
    t.app.inject({
      method,
      url,
      ...(payload && { payload }),
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
    });
}

/** Books a job (el-kontroll) for `phone` in the window starting at `startsAt`; its uuid and number. */
export async function bookProject(
  t: BookingTestApp,
  job: { id: number; versionId: number },
  phone: string,
  startsAt: string,
): Promise<{ uuid: string; number: number; startsAt: string }> {
  const cart = await newCart(t, job);
  const reserved = await t.app.inject({
    method: "POST",
    url: `/api/cart/${cart}/reservation`,
    payload: { startsAt },
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/cart/${cart}/book`,
    payload: await bookBody(t, phone),
  });
  expect(res.statusCode, res.body).toBe(201);
  const project = res.json().data.project;
  return { uuid: project.uuid, number: project.number, startsAt: project.startsAt };
}

/** Session tokens for one demo user per role, plus a contractor admin of another company (Bergen). */
export async function tokensFor(t: BookingTestApp, roles: readonly Role[]) {
  const tokens = new Map<Role | "OTHER_CONTRACTOR_ADMIN", string>();
  for (const role of roles) tokens.set(role, await loginAs(asAuth(t), demoPhone(role)));
  const db = t.database.db;
  const [bergen] = await db.select().from(contractor).where(eq(contractor.name, "Bergen Elektro AS"));
  if (!bergen) throw new Error("no Bergen contractor");
  await db.insert(appUser).values({
    phoneNumber: "+4791111001",
    firstName: "Berit",
    lastName: "Bergen",
    email: "berit@example.no",
    availableRoles: ["CONTRACTOR_ADMIN"],
    activeRoles: ["CONTRACTOR_ADMIN"],
    contractorId: bergen.id,
  });
  tokens.set("OTHER_CONTRACTOR_ADMIN", await loginAs(asAuth(t), "+4791111001"));
  return { tokens, bergenId: bergen.id };
}

/** The demo electrician login's own electrician record (Per Nilsen). */
export async function perNilsen(t: BookingTestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: electrician.id })
    .from(electrician)
    .where(sql`${electrician.userId} is not null`);
  if (!row) throw new Error("no electrician with a login");
  return row.id;
}

/** Sets a project's state directly (test setup; the API alone moves it in the product). */
export async function setProject(
  t: BookingTestApp,
  uuid: string,
  values: { status?: string; kind?: "JOB" | "INSPECTION"; electricianId?: number; contractorId?: number },
) {
  const sets = [
    values.status && sql`status = ${values.status}`,
    values.kind && sql`kind = ${values.kind}`,
    values.electricianId && sql`electrician_id = ${values.electricianId}`,
    values.contractorId && sql`contractor_id = ${values.contractorId}`,
  ].filter(Boolean) as ReturnType<typeof sql>[];
  await t.database.db.execute(sql`update project set ${sql.join(sets, sql`, `)} where uuid = ${uuid}`);
}

export async function versionOf(call: Call, token: string, uuid: string): Promise<number> {
  const res = await call("GET", `/api/project/${uuid}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.version;
}

/** Outbox lines (sent by the development driver) to a recipient. */
export async function messagesTo(t: BookingTestApp, recipient: string) {
  return (await outboxLines(asAuth(t))).filter((line) => line.to === recipient);
}
