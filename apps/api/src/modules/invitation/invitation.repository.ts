import { and, desc, eq, gt, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { invitation } from "./invitation.schema.ts";

export type InvitationRow = typeof invitation.$inferSelect;
export type NewInvitation = Omit<typeof invitation.$inferInsert, "id" | "uuid" | "status" | "answeredAt">;

/** Where an invitation applies: a company, or a chain (and maybe one of its stores). */
export type InvitationScope =
  | { contractorId: number }
  | { salesPartnerId: number; departmentId: number | null };

const live = (now: Date) => and(eq(invitation.status, "PENDING"), gt(invitation.expiresAt, now));

export function invitationRepository(db: Db) {
  const sentColumns = {
    uuid: invitation.uuid,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    phoneNumber: invitation.phoneNumber,
    role: invitation.role,
    workTypes: invitation.workTypes,
    departmentUuid: salesPartnerDepartment.uuid,
    departmentName: salesPartnerDepartment.name,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
  };
  const sent = (where: SQL | undefined) =>
    db
      .select(sentColumns)
      .from(invitation)
      .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, invitation.salesPartnerDepartmentId))
      .where(where)
      .orderBy(desc(invitation.createdAt), desc(invitation.id));

  return {
    async insert(values: NewInvitation): Promise<InvitationRow> {
      const [row] = await db.insert(invitation).values(values).returning();
      if (!row) throw new Error("invitation not written");
      return row;
    },

    /** Whether the account already has a live invitation to the same role in the same place. */
    async pendingExists(userId: number, role: string, scope: InvitationScope, now: Date): Promise<boolean> {
      const place =
        "contractorId" in scope
          ? eq(invitation.contractorId, scope.contractorId)
          : and(
              eq(invitation.salesPartnerId, scope.salesPartnerId),
              scope.departmentId === null
                ? isNull(invitation.salesPartnerDepartmentId)
                : eq(invitation.salesPartnerDepartmentId, scope.departmentId),
            );
      const [row] = await db
        .select({ id: invitation.id })
        .from(invitation)
        .where(and(eq(invitation.userId, userId), eq(invitation.role, role), place, live(now)))
        .limit(1);
      return !!row;
    },

    /** Whether the invitation is this account's (any status): the object reach of an invitation. */
    async belongsTo(uuid: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: invitation.id })
        .from(invitation)
        .where(and(eq(invitation.uuid, uuid), eq(invitation.userId, userId)));
      return !!row;
    },

    /** The account's invitation, locked until the caller's transaction ends. */
    async lockOf(uuid: string, userId: number): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(invitation)
        .where(and(eq(invitation.uuid, uuid), eq(invitation.userId, userId)))
        .for("update");
      return row ?? null;
    },

    async answer(id: number, status: "ACCEPTED" | "DECLINED", now: Date): Promise<void> {
      await db.update(invitation).set({ status, answeredAt: now }).where(eq(invitation.id, id));
    },

    /** The account's live invitations, newest first, with who invites (company or chain, store, person). */
    async mine(userId: number, now: Date) {
      const inviter = alias(appUser, "inviter");
      return db
        .select({
          uuid: invitation.uuid,
          role: invitation.role,
          workTypes: invitation.workTypes,
          contractorName: contractor.name,
          partnerName: salesPartner.name,
          departmentName: salesPartnerDepartment.name,
          inviterFirstName: inviter.firstName,
          inviterLastName: inviter.lastName,
          createdAt: invitation.createdAt,
          expiresAt: invitation.expiresAt,
        })
        .from(invitation)
        .leftJoin(contractor, eq(contractor.id, invitation.contractorId))
        .leftJoin(salesPartner, eq(salesPartner.id, invitation.salesPartnerId))
        .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, invitation.salesPartnerDepartmentId))
        .leftJoin(inviter, eq(inviter.id, invitation.invitedById))
        .where(and(eq(invitation.userId, userId), live(now)))
        .orderBy(desc(invitation.createdAt), desc(invitation.id));
    },

    /** A company's live invitations, newest first. */
    sentByContractor: (contractorId: number, now: Date) =>
      sent(and(eq(invitation.contractorId, contractorId), live(now))),

    /** A chain's live invitations (of one store, and the chain's without a store, or all), newest first. */
    sentByPartner: (salesPartnerId: number, onlyDepartmentId: number | null, now: Date) =>
      sent(
        and(
          eq(invitation.salesPartnerId, salesPartnerId),
          onlyDepartmentId === null ? undefined : eq(invitation.salesPartnerDepartmentId, onlyDepartmentId),
          live(now),
        ),
      ),

    /** Whether the account is an active electrician of any company. */
    async activeElectrician(userId: number, contractorId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: electrician.id })
        .from(electrician)
        .where(
          and(
            eq(electrician.userId, userId),
            eq(electrician.active, true),
            contractorId === undefined ? undefined : eq(electrician.contractorId, contractorId),
          ),
        )
        .limit(1);
      return !!row;
    },
  };
}

export type InvitationRepository = ReturnType<typeof invitationRepository>;
