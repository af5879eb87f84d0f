import { and, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { appUser } from "../users/users.schema.ts";
import {
  authKey,
  authSession,
  codeCheck,
  codeRequest,
  loginLink,
  usedPhoneToken,
  verificationCode,
} from "./auth.schema.ts";

export type SessionRow = typeof authSession.$inferSelect;

export function authRepository(db: Db) {
  return {
    /** The shared signing key: the first server to start creates it, every server reads the same one. */
    async signingKey(candidate: string): Promise<string> {
      await db.insert(authKey).values({ id: "session", secret: candidate }).onConflictDoNothing();
      const [row] = await db.select().from(authKey).where(eq(authKey.id, "session"));
      if (!row) throw new Error("no signing key");
      return row.secret;
    },

    async createSession(
      tx: Db | undefined,
      values: { userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
    ): Promise<SessionRow> {
      const [row] = await (tx ?? db).insert(authSession).values(values).returning();
      if (!row) throw new Error("session not created");
      return row;
    },

    /** A live session and its user, in one query. */
    async liveSession(sessionId: string) {
      const rows = await db
        .select({
          session: authSession,
          user: {
            id: appUser.id,
            uuid: appUser.uuid,
            phoneNumber: appUser.phoneNumber,
            availableRoles: appUser.availableRoles,
            activeRoles: appUser.activeRoles,
          },
          contractor: { id: contractor.id, uuid: contractor.uuid },
          salesPartner: { id: salesPartner.id, uuid: salesPartner.uuid },
          salesPartnerDepartment: { id: salesPartnerDepartment.id, uuid: salesPartnerDepartment.uuid },
        })
        .from(authSession)
        .innerJoin(appUser, eq(appUser.id, authSession.userId))
        .leftJoin(contractor, eq(contractor.id, appUser.contractorId))
        .leftJoin(salesPartner, eq(salesPartner.id, appUser.salesPartnerId))
        .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, appUser.salesPartnerDepartmentId))
        .where(
          and(
            eq(authSession.id, sessionId),
            isNull(authSession.revokedAt),
            gt(authSession.expiresAt, new Date()),
          ),
        );
      return rows[0] ?? null;
    },

    /** Revokes a live session; false if it was revoked already (so a token rotates only once). */
    async revokeSession(
      tx: Db | undefined,
      sessionId: string,
      replacedBy: string | null = null,
    ): Promise<boolean> {
      const rows = await (tx ?? db)
        .update(authSession)
        .set({ revokedAt: new Date(), replacedBy })
        .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)))
        .returning({ id: authSession.id });
      return rows.length > 0;
    },

    /** Revokes every live session of the user. */
    async revokeSessionsOf(tx: Db, userId: number): Promise<void> {
      await tx
        .update(authSession)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSession.userId, userId), isNull(authSession.revokedAt)));
    },

    /** Uses up every unused login link of the user. */
    async consumeLoginLinksOf(tx: Db, userId: number): Promise<void> {
      await tx
        .update(loginLink)
        .set({ consumedAt: new Date() })
        .where(and(eq(loginLink.userId, userId), isNull(loginLink.consumedAt)));
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** Serialises code requests for one number across servers until the transaction ends. */
    async lockPhone(tx: Db, phoneNumber: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${phoneNumber}`}))`);
    },

    async countRequests(tx: Db, by: { phoneNumber: string } | { ip: string }, since: Date): Promise<number> {
      const where =
        "ip" in by
          ? and(eq(codeRequest.ip, by.ip), gt(codeRequest.createdAt, since))
          : and(eq(codeRequest.phoneNumber, by.phoneNumber), gt(codeRequest.createdAt, since));
      const [row] = await tx.select({ n: count() }).from(codeRequest).where(where);
      return row?.n ?? 0;
    },

    async recordRequest(tx: Db, values: { phoneNumber: string; ip: string; sent: boolean }): Promise<void> {
      await tx.insert(codeRequest).values(values);
    },

    /** Stores a new code and kills the older live ones the same address asked for to the same number. */
    async storeCode(
      tx: Db,
      values: { phoneNumber: string; codeHash: string; expiresAt: Date; requestIp: string },
    ): Promise<void> {
      await tx
        .update(verificationCode)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(verificationCode.phoneNumber, values.phoneNumber),
            eq(verificationCode.requestIp, values.requestIp),
            isNull(verificationCode.consumedAt),
          ),
        );
      await tx.insert(verificationCode).values(values);
    },

    /**
     * Counts one guess from `ip` against every live code of the number that still has budget for that
     * address (its own budget if it asked for the code, else the shared one) and gives those codes.
     * One statement whatever the number, so the work never tells whether a code or an account exists.
     */
    async countGuess(
      phoneNumber: string,
      ip: string,
      budget: { requester: number; others: number },
    ): Promise<{ id: number; codeHash: string }[]> {
      const own = sql`${verificationCode.requestIp} = ${ip}`;
      return db
        .update(verificationCode)
        .set({
          attempts: sql`${verificationCode.attempts} + case when ${own} then 1 else 0 end`,
          otherAttempts: sql`${verificationCode.otherAttempts} + case when ${own} then 0 else 1 end`,
        })
        .where(
          and(
            eq(verificationCode.phoneNumber, phoneNumber),
            isNull(verificationCode.consumedAt),
            gt(verificationCode.expiresAt, new Date()),
            sql`case when ${own} then ${verificationCode.attempts} < ${budget.requester}
              else ${verificationCode.otherAttempts} < ${budget.others} end`,
          ),
        )
        .returning({ id: verificationCode.id, codeHash: verificationCode.codeHash });
    },

    async countCodeChecks(tx: Db, ip: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(codeCheck)
        .where(and(eq(codeCheck.ip, ip), gt(codeCheck.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Records a code check and forgets the address's checks older than the window. */
    async recordCodeCheck(tx: Db, ip: string, windowStart: Date): Promise<void> {
      await tx.insert(codeCheck).values({ ip });
      await tx.delete(codeCheck).where(and(eq(codeCheck.ip, ip), lt(codeCheck.createdAt, windowStart)));
    },

    /** Marks a phone verification token used; false if it was used already. Purges expired marks. */
    async usePhoneToken(tx: Db | undefined, token: { id: string; expiresAt: Date }): Promise<boolean> {
      const handle = tx ?? db;
      const rows = await handle
        .insert(usedPhoneToken)
        .values({ tokenId: token.id, expiresAt: token.expiresAt })
        .onConflictDoNothing()
        .returning({ id: usedPhoneToken.tokenId });
      await handle.delete(usedPhoneToken).where(lt(usedPhoneToken.expiresAt, new Date()));
      return rows.length > 0;
    },

    /** The number's code requests since `since` no longer count (its code was just used). */
    async forgetRequestsSince(phoneNumber: string, since: Date): Promise<void> {
      await db
        .delete(codeRequest)
        .where(and(eq(codeRequest.phoneNumber, phoneNumber), gt(codeRequest.createdAt, since)));
    },

    /** Uses the code up; only one caller can win. */
    async consumeCode(codeId: number): Promise<boolean> {
      const rows = await db
        .update(verificationCode)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCode.id, codeId), isNull(verificationCode.consumedAt)))
        .returning({ id: verificationCode.id });
      return rows.length > 0;
    },

    async createLoginLink(values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.insert(loginLink).values(values);
    },

    /** Uses a live login link up and gives its user; null if unknown, used or expired. */
    async consumeLoginLink(tokenHash: string): Promise<number | null> {
      const rows = await db
        .update(loginLink)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(loginLink.tokenHash, tokenHash),
            isNull(loginLink.consumedAt),
            gt(loginLink.expiresAt, new Date()),
          ),
        )
        .returning({ userId: loginLink.userId });
      return rows[0]?.userId ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
