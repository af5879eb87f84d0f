import { INVITATION_DAYS, type MyInvitation, type SentInvitation } from "@mt/contract/invitation";
import type { ApiUser } from "@mt/contract/users";
import { WORK_TYPES, type WorkType } from "@mt/domain/entities/enums";
import {
  type GrantDecision,
  giverFrom,
  mayGiveRole,
  PARTNER_ROLES,
  type RoleGiver,
  type RoleGrant,
} from "@mt/domain/roles/role-grants";
import { isRole, type Role } from "@mt/domain/roles/roles";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { type InvitationRow, type InvitationScope, invitationRepository } from "./invitation.repository.ts";
import { invitationSms } from "./invitation-messages.ts";

const DAY_MS = 24 * 60 * 60_000;
const NO_INVITATION = "Fant ikke invitasjonen.";

const grantIn = (role: Role, scope: InvitationScope): Omit<RoleGrant, "toUserId"> =>
  "contractorId" in scope
    ? { role, contractorId: scope.contractorId }
    : { role, salesPartnerId: scope.salesPartnerId, departmentId: scope.departmentId };

/** The declared refusal for a decision of the role-giving rule (nothing for "allowed"). */
export function refuseGrant(decision: GrantDecision, field: string) {
  if (decision === "self") throw fieldError("ROLE_GRANT_SELF", field);
  if (decision !== "allowed") throw apiError("ROLE_GRANT_NOT_ALLOWED");
}

const ordered = (types: readonly string[]): WorkType[] => WORK_TYPES.filter((type) => types.includes(type));

export interface InviteInput {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  role: Role;
  scope: InvitationScope;
  /** The store a chain's role applies to, as the inviter's answer names it. */
  department?: { uuid: string; name: string } | null;
  workTypes?: readonly WorkType[];
  /** The company or chain that invites, as the SMS names it. */
  from: string;
  /** The request's field that holds the number (for a refusal under it). */
  phoneField: string;
}

/**
 * Invitations (decision 060): an offer of a role to the account holding a phone number, which its
 * holder accepts or declines after signing in. The inviter's answer never depends on the account.
 */
export function invitationService(deps: {
  db: Db;
  env: Env;
  users: UsersService;
  schedule: ScheduleService;
  notifications: NotificationsService;
  now?: (() => number) | undefined;
}) {
  const repo = invitationRepository(deps.db);
  const now = () => new Date((deps.now ?? Date.now)());

  const sentView = (row: Awaited<ReturnType<typeof repo.sentByContractor>>[number]): SentInvitation => ({
    uuid: row.uuid,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    role: row.role as Role,
    workTypes: ordered(row.workTypes),
    department:
      row.departmentUuid && row.departmentName
        ? { uuid: row.departmentUuid, name: row.departmentName }
        : null,
    status: "INVITED",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  /** Whether the invitation's inviter may still give its role there, to this account. */
  async function stillGiven(tx: Db, row: InvitationRow, userId: number): Promise<boolean> {
    if (row.invitedById === null) return false;
    const found = await deps.users.lockById(tx, row.invitedById);
    if (!found) return false;
    const inviter: RoleGiver = {
      id: found.id,
      activeRoles: deps.users.effectiveRoles(found.availableRoles, []).availableRoles,
      contractorId: found.contractorId,
      salesPartnerId: found.salesPartnerId,
      departmentId: found.salesPartnerDepartmentId,
    };
    const scope: InvitationScope =
      row.contractorId !== null
        ? { contractorId: row.contractorId }
        : { salesPartnerId: row.salesPartnerId ?? 0, departmentId: row.salesPartnerDepartmentId };
    return mayGiveRole(inviter, { ...grantIn(row.role as Role, scope), toUserId: userId }) === "allowed";
  }

  /**
   * Gives the invited role to the account in the caller's transaction. A person who belongs to
   * another company, chain or store already is refused: accepting never moves anyone out of a
   * place they hold a role in.
   */
  async function give(tx: Db, row: InvitationRow, userId: number) {
    const user = await deps.users.lockById(tx, userId);
    if (!user) throw notFound(NO_INVITATION);
    const holds = (roles: readonly string[]) => user.availableRoles.some((role) => roles.includes(role));
    const firstName = user.firstName ?? row.firstName;
    const lastName = user.lastName ?? row.lastName;
    const txRepo = invitationRepository(tx);
    if (row.contractorId !== null) {
      const elsewhere =
        user.contractorId !== null &&
        user.contractorId !== row.contractorId &&
        (holds(["CONTRACTOR_ADMIN"]) || (await txRepo.activeElectrician(user.id)));
      if (elsewhere) throw apiError("INVITATION_MEMBER_ELSEWHERE");
      await deps.users.giveRole(tx, user, {
        role: row.role,
        contractorId: row.contractorId,
        firstName,
        lastName,
      });
      if (!(await txRepo.activeElectrician(user.id, row.contractorId)))
        await deps.schedule.addElectrician(tx, {
          contractorId: row.contractorId,
          userId: user.id,
          firstName,
          lastName,
          workTypes: ordered(row.workTypes),
        });
      return;
    }
    const partnerId = row.salesPartnerId;
    if (partnerId === null) throw new Error("an invitation without a place");
    const inChain = holds(PARTNER_ROLES);
    const otherChain = inChain && user.salesPartnerId !== null && user.salesPartnerId !== partnerId;
    const otherStore =
      inChain &&
      user.salesPartnerId === partnerId &&
      row.salesPartnerDepartmentId !== null &&
      user.salesPartnerDepartmentId !== null &&
      user.salesPartnerDepartmentId !== row.salesPartnerDepartmentId;
    if (otherChain || otherStore) throw apiError("INVITATION_MEMBER_ELSEWHERE");
    const keptStore = inChain && user.salesPartnerId === partnerId ? user.salesPartnerDepartmentId : null;
    await deps.users.giveRole(tx, user, {
      role: row.role,
      salesPartnerId: partnerId,
      departmentId: row.salesPartnerDepartmentId ?? keptStore,
      firstName,
      lastName,
    });
  }

  return {
    /**
     * In the caller's transaction: offers the role to the account holding the number (made without
     * roles when the number has none), and writes the SMS to the outbox. Refused by the role-giving
     * rule (to oneself, a role or place beyond the caller's) and for a second live invitation to the
     * same role and place; otherwise the answer is the same for any number.
     */
    async invite(tx: Db, caller: Caller, input: InviteInput): Promise<SentInvitation> {
      const grant = grantIn(input.role, input.scope);
      const giver = giverFrom(caller);
      refuseGrant(
        mayGiveRole(giver, { ...grant, toUserId: null, toSelf: input.phoneNumber === caller.phoneNumber }),
        input.phoneField,
      );
      const account = await deps.users.lockOrCreateByPhone(tx, input.phoneNumber);
      refuseGrant(mayGiveRole(giver, { ...grant, toUserId: account.id }), input.phoneField);
      const txRepo = invitationRepository(tx);
      const at = now();
      if (await txRepo.pendingExists(account.id, input.role, input.scope, at))
        throw fieldError("INVITATION_PENDING", input.phoneField);
      const row = await txRepo.insert({
        userId: account.id,
        phoneNumber: input.phoneNumber,
        role: input.role,
        ...("contractorId" in input.scope
          ? { contractorId: input.scope.contractorId }
          : {
              salesPartnerId: input.scope.salesPartnerId,
              salesPartnerDepartmentId: input.scope.departmentId,
            }),
        firstName: input.firstName,
        lastName: input.lastName,
        workTypes: ordered(input.workTypes ?? []),
        invitedById: caller.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + INVITATION_DAYS * DAY_MS),
      });
      // Over the message limits nothing is invited either: 429, nothing happened (decision 062).
      await deps.notifications.enqueueLimited(tx, { purpose: "invitation", sender: { userId: caller.id } }, [
        invitationSms({
          to: input.phoneNumber,
          firstName: input.firstName,
          role: input.role,
          from: input.from,
          productName: deps.env.PRODUCT_NAME,
          publicUrl: deps.env.PUBLIC_URL,
        }),
      ]);
      return {
        uuid: row.uuid,
        firstName: row.firstName,
        lastName: row.lastName,
        phoneNumber: row.phoneNumber,
        role: input.role,
        workTypes: ordered(row.workTypes),
        department: input.department ?? null,
        status: "INVITED",
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** After the inviting transaction commits: send its SMS soon. */
    sendSoon: () => deps.notifications.sendSoon(),

    /** A company's invitations that wait for an answer. */
    async sentByContractor(contractorId: number): Promise<SentInvitation[]> {
      return (await repo.sentByContractor(contractorId, now())).map(sentView);
    },

    /** A chain's invitations that wait for an answer (one store's, for its department admin). */
    async sentByPartner(salesPartnerId: number, onlyDepartmentId: number | null): Promise<SentInvitation[]> {
      return (await repo.sentByPartner(salesPartnerId, onlyDepartmentId, now())).map(sentView);
    },

    /** The object reach of an invitation: only the invited person reaches it. */
    reaches: async (caller: Caller | null, uuid: string) =>
      caller !== null && isUuid(uuid) && repo.belongsTo(uuid, caller.id),

    async mine(caller: Caller): Promise<MyInvitation[]> {
      return (await repo.mine(caller.id, now())).flatMap((row) => {
        if (!isRole(row.role)) return [];
        const from = row.contractorName
          ? { kind: "contractor" as const, name: row.contractorName }
          : { kind: "sales-partner" as const, name: row.partnerName ?? "" };
        return [
          {
            uuid: row.uuid,
            role: row.role,
            from,
            department: row.departmentName,
            workTypes: ordered(row.workTypes),
            invitedBy: [row.inviterFirstName, row.inviterLastName].filter(Boolean).join(" ") || null,
            createdAt: row.createdAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
          },
        ];
      });
    },

    /**
     * The caller takes the invited role, exactly where it was offered. Refused when it is answered
     * or expired, or when its inviter may no longer give that role there (the rule asked again).
     */
    async accept(caller: Caller, uuid: string): Promise<ApiUser> {
      await deps.db.transaction(async (tx) => {
        const row = await invitationRepository(tx).lockOf(uuid, caller.id);
        if (!row) throw notFound(NO_INVITATION);
        const at = now();
        if (row.status !== "PENDING" || row.expiresAt <= at || !(await stillGiven(tx, row, caller.id)))
          throw apiError("INVITATION_CLOSED");
        await give(tx, row, caller.id);
        await invitationRepository(tx).answer(row.id, "ACCEPTED", at);
      });
      const found = await deps.users.findById(caller.id);
      if (!found) throw apiError("UNAUTHORIZED");
      return deps.users.toApiUser(found);
    },

    /** The caller says no: the account stays as it was. */
    async decline(caller: Caller, uuid: string) {
      await deps.db.transaction(async (tx) => {
        const row = await invitationRepository(tx).lockOf(uuid, caller.id);
        if (!row) throw notFound(NO_INVITATION);
        if (row.status !== "PENDING" || row.expiresAt <= now()) throw apiError("INVITATION_CLOSED");
        await invitationRepository(tx).answer(row.id, "DECLINED", now());
      });
      return { declined: true as const };
    },
  };
}

export type InvitationService = ReturnType<typeof invitationService>;
