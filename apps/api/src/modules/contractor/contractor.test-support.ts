import { ROLES, type Role } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { loginAs } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp } from "../booking/booking.test-support.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { asAuth, tokensFor } from "../project/project.test-support.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

/** A demo login per role, plus an admin of another company (Bergen). */
export type Who = Role | "OTHER_CONTRACTOR_ADMIN";
export type Tokens = Awaited<ReturnType<typeof tokensFor>>["tokens"];

// Monday 2 March 2026, 08:00 in Oslo.
export const MONDAY = "2026-03-02T07:00:00.000Z";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** A request as `who` (none: anonymous). */
export type CallAs = (
  method: Method,
  url: string,
  who?: Who | null,
  payload?: object,
) => Promise<LightMyRequestResponse>;
export type GetAs = (url: string, who?: Who | null) => Promise<LightMyRequestResponse>;

export function callerAs(t: BookingTestApp, tokens: Tokens): { call: CallAs; get: GetAs } {
  const call: CallAs = (method, url, who, payload) =>
    t.app.inject({
      method,
      url,
      ...(payload && { payload }),
      ...(who && { headers: { authorization: `Bearer ${tokens.get(who) as string}` } }),
    });
  return { call, get: (url, who) => call("GET", url, who) };
}

/** A company's ids by its seeded name. */
export async function company(t: BookingTestApp, name: string) {
  const [row] = await t.database.db
    .select({ id: contractor.id, uuid: contractor.uuid })
    .from(contractor)
    .where(eq(contractor.name, name));
  if (!row) throw new Error(`no contractor ${name}`);
  return row;
}

export interface ContractorTest {
  t: BookingTestApp;
  tokens: Tokens;
  call: CallAs;
  get: GetAs;
  /** The demo admin's and electrician's company, and another company with an admin of its own. */
  oslo: { id: number; uuid: string };
  bergen: { id: number; uuid: string };
}

/** The booking test app on Monday 2 March 2026 with a login per role, Oslo and Bergen. */
export async function startContractorTest(): Promise<ContractorTest> {
  const t = await createBookingTestApp(MONDAY);
  const { tokens } = await tokensFor(t, ROLES);
  return {
    t,
    tokens,
    ...callerAs(t, tokens),
    oslo: await company(t, "Oslo Elektro og Varme AS"),
    bergen: await company(t, "Bergen Elektro AS"),
  };
}

/**
 * A company's electricians: `per`, the one with a login (the demo electrician, Per Nilsen), and
 * the `others` without one, in the order they were added.
 */
export async function crewOf(t: BookingTestApp, contractorId: number) {
  const people = await t.database.db
    .select({
      id: electrician.id,
      uuid: electrician.uuid,
      firstName: electrician.firstName,
      userId: electrician.userId,
      userUuid: appUser.uuid,
    })
    .from(electrician)
    .leftJoin(appUser, eq(appUser.id, electrician.userId))
    .where(eq(electrician.contractorId, contractorId))
    .orderBy(electrician.id);
  const withLogin = people.find((p) => p.userId !== null);
  const others = people
    .filter((p) => p.userId === null)
    .map((p) => ({ id: p.id, uuid: p.uuid, firstName: p.firstName }));
  if (!withLogin?.userUuid || !others[0])
    throw new Error("seed: the company needs an electrician with and without login");
  return { per: { id: withLogin.id, uuid: withLogin.uuid, userUuid: withLogin.userUuid }, others };
}

/** Every caller but the anonymous one. */
export const everyone = (): Who[] => [...ROLES, "OTHER_CONTRACTOR_ADMIN"];

/** Expected status per caller; anyone not named gets `otherwise`, the anonymous caller 401. */
export async function expectStatuses(
  send: (who: Who | null) => Promise<{ statusCode: number }>,
  expected: Partial<Record<Who, number>>,
  otherwise: number,
) {
  const seen: Record<string, number> = {};
  const want: Record<string, number> = {};
  for (const who of everyone()) {
    seen[who] = (await send(who)).statusCode;
    want[who] = expected[who] ?? otherwise;
  }
  seen.anonymous = (await send(null)).statusCode;
  want.anonymous = 401;
  expect(seen).toEqual(want);
}

/** What company staff, its admins and electricians reach; another company's admin gets 404. */
export const STAFF_AND_OWN_COMPANY: Partial<Record<Who, number>> = {
  GLOBAL_ADMIN: 200,
  CASEWORKER: 200,
  CUSTOMER_SERVICE: 200,
  CONTRACTOR_ADMIN: 200,
  ELECTRICIAN: 200,
  OTHER_CONTRACTOR_ADMIN: 404,
};

/** What company staff and its admins reach (not its electricians); another company's admin gets 404. */
export const STAFF_AND_OWN_ADMINS: Partial<Record<Who, number>> = {
  GLOBAL_ADMIN: 200,
  CASEWORKER: 200,
  CUSTOMER_SERVICE: 200,
  CONTRACTOR_ADMIN: 200,
  OTHER_CONTRACTOR_ADMIN: 404,
};

/**
 * An electrician the way the product makes one (decision 060): `who` invites the number, its holder
 * signs in and accepts. Answers the new electrician's record uuid.
 */
export async function addAcceptedElectrician(
  t: BookingTestApp,
  call: CallAs,
  contractorUuid: string,
  who: Who,
  body: { first_name: string; last_name: string; phone_number: string; work_types: string[] },
): Promise<string> {
  const sent = await call("POST", `/api/contractor/${contractorUuid}/electrician`, who, body);
  if (sent.statusCode !== 200) throw new Error(`invitation refused: ${sent.body}`);
  const token = await loginAs(asAuth(t), body.phone_number);
  const headers = { authorization: `Bearer ${token}` };
  const mine = await t.app.inject({ method: "GET", url: "/api/invitation", headers });
  const invitation = mine.json().data.find((i: { uuid: string }) => i.uuid === sent.json().data.uuid);
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/invitation/${invitation?.uuid}/accept`,
    headers,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept refused: ${accepted.body}`);
  const list = await call("GET", `/api/contractor/${contractorUuid}/electrician`, who);
  const person = list
    .json()
    .data.find((e: { phoneNumber: string | null }) => e.phoneNumber === body.phone_number);
  if (!person) throw new Error("the accepted electrician is not listed");
  return person.uuid;
}
