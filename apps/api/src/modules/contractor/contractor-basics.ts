import { WORK_TYPES } from "@mt/domain/entities/enums";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import { notFound } from "../../lib/http-error.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { InvitationService } from "../invitation/invitation.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { UsersService } from "../users/users.module.ts";
import {
  type ContractorRepository,
  contractorRepository,
  type ElectricianRow,
} from "./contractor.repository.ts";
import { contractorReach, NOT_FOUND } from "./contractor-reach.ts";

/** What the contractor service and each of its parts are built from. */
export type ContractorServiceDeps = {
  db: Db;
  env: Env;
  coverage: CoverageService;
  users: UsersService;
  schedule: ScheduleService;
  notifications: NotificationsService;
  invitations: InvitationService;
  /** The number in a phone verification token, used up inside `tx` (auth); else null. */
  usePhoneToken: (tx: Db, token: string) => Promise<string | null>;
  now?: (() => number) | undefined;
};

export type CompanyDetails = Awaited<ReturnType<ContractorRepository["details"]>>[number];

export const DAY_MS = 24 * 60 * 60_000;

/** A company as every contractor answer shows it. */
export function companyView(c: CompanyDetails) {
  return {
    id: c.id,
    uuid: c.uuid,
    name: c.name,
    organizationNumber: c.organizationNumber,
    address: c.address,
    postCode: c.postCode,
    postArea: c.postArea,
    basePostCode: c.basePostCode,
    basePlace: c.basePlace,
    radiusKm: c.radiusKm,
    active: c.active,
    status: c.active ? ("ACTIVE" as const) : c.approvedAt ? ("INACTIVE" as const) : ("PENDING" as const),
    workTypes: WORK_TYPES.flatMap((type) => {
      const w = c.workTypes.find((x) => x.workType === type);
      return w ? [{ workType: type, extendedRadiusKm: w.extendedRadiusKm }] : [];
    }),
    postCodes: c.postCodes,
    invoiceEmails: c.invoiceEmails,
    department: c.department && { id: c.department.id, name: c.department.name },
    electricianCount: c.electricianCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** An electrician as the company's lists and the calendar show them. */
export function electricianView(e: ElectricianRow) {
  return {
    uuid: e.uuid,
    firstName: e.firstName,
    lastName: e.lastName,
    phoneNumber: e.phoneNumber,
    userUuid: e.userUuid,
    workTypes: WORK_TYPES.filter((type) => e.workTypes.includes(type)),
    createdAt: e.createdAt.toISOString(),
  };
}

/** What every part of the contractor service starts from: its repository, reach, clock and one company. */
export function contractorBasics(deps: ContractorServiceDeps) {
  const repo = contractorRepository(deps.db);
  const { reach, electricianOf } = contractorReach(repo, deps.coverage);
  const now = () => new Date((deps.now ?? Date.now)());

  /** The company's view; 404 when it is gone. */
  async function one(id: number) {
    const [found] = await repo.details([id]);
    if (!found) throw notFound(NOT_FOUND);
    return companyView(found);
  }

  return { repo, reach, electricianOf, now, one };
}
