import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSession, usedPhoneToken } from "./auth.schema.ts";
import {
  type AuthTestApp,
  createAuthTestApp,
  freshIp,
  userIdByPhone,
  verifiedToken,
} from "./auth.test-support.ts";

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const register = (token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { phone_verification_token: token, first_name: "Sofie", last_name: "Berg" },
    remoteAddress: freshIp(),
  });

async function sessionsOf(phoneNumber: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(authSession)
    .where(eq(authSession.userId, await userIdByPhone(t.database.db, phoneNumber)));
  return row?.n ?? 0;
}

describe("phone verification tokens are single use", () => {
  it("register once: the same token again is refused with INVALID_PHONE_TOKEN and makes no session", async () => {
    const phone = "+4741234001";
    const token = await verifiedToken(t, phone);
    expect((await register(token)).statusCode).toBe(200);
    const again = await register(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: "Telefonnummeret er ikke bekreftet. Be om en ny kode.",
      code: "INVALID_PHONE_TOKEN",
      errors: {},
    });
    expect(again.cookies.some((cookie) => cookie.name === "AuthToken")).toBe(false);
    expect(await sessionsOf(phone)).toBe(1);
  });

  it("hold when the same token arrives three times at once: one session", async () => {
    const phone = "+4741234002";
    const token = await verifiedToken(t, phone);
    const answers = await Promise.all([register(token), register(token), register(token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await sessionsOf(phone)).toBe(1);
  });

  it("are remembered until they would expire anyway, then purged", async () => {
    await t.database.db
      .insert(usedPhoneToken)
      .values({ tokenId: "long-gone", expiresAt: new Date(Date.now() - 1000) });
    expect((await register(await verifiedToken(t, "+4741234003"))).statusCode).toBe(200);
    const rows = await t.database.db.select().from(usedPhoneToken);
    expect(rows.map((row) => row.tokenId)).not.toContain("long-gone");
    const expiresIn = Math.max(...rows.map((row) => row.expiresAt.getTime())) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
  });
});
