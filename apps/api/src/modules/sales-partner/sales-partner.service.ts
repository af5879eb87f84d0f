import type { SentInvitation } from "@mt/contract/invitation";
import type {
  SalesPartnerDetail,
  SalesPartnerPerson,
  SalesPartnerRole,
  SalesPartnerSummary,
} from "@mt/contract/sales-partner";
import { STORE_ROLES as STORE_GIVEN_ROLES } from "@mt/domain/roles/role-grants";
import type { Role } from "@mt/domain/roles/roles";
import { osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { ALL_RESOURCES_STAFF, type Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { InvitationService } from "../invitation/invitation.module.ts";
import type { UsersService } from "../users/users.module.ts";
import {
  type DepartmentRow,
  PARTNER_ROLES,
  type PartnerRow,
  type PersonRow,
  salesPartnerRepository,
} from "./sales-partner.repository.ts";

export const NO_PARTNER = "Fant ikke salgspartneren.";
export const NO_DEPARTMENT = "Fant ikke butikken.";
export const NO_PERSON = "Fant ikke personen.";

const STORE_ROLES: readonly SalesPartnerRole[] = STORE_GIVEN_ROLES;

const has = (caller: Caller, roles: readonly Role[]) => caller.activeRoles.some((r) => roles.includes(r));

/** What the caller may do with one partner they reach (decision 032). */
function powersOver(caller: Caller, partnerId: number) {
  const staff = has(caller, ALL_RESOURCES_STAFF);
  const global = has(caller, ["GLOBAL_ADMIN"]);
  const own = caller.salesPartner?.id === partnerId;
  const partnerAdmin = own && has(caller, ["SALES_PARTNER_ADMIN"]);
  const departmentAdmin =
    own && has(caller, ["SALES_PARTNER_DEPARTMENT_ADMIN"]) && caller.salesPartnerDepartment != null;
  const manageAll = global || partnerAdmin;
  return {
    reaches: staff || partnerAdmin || departmentAdmin,
    editPartner: global,
    manageDepartments: manageAll,
    addRoles: manageAll ? [...PARTNER_ROLES] : departmentAdmin ? [...STORE_ROLES] : [],
    /** A department admin (and nothing more) manages only their own store's people. */
    onlyDepartment: !manageAll && !staff && departmentAdmin ? (caller.salesPartnerDepartment ?? null) : null,
  };
}

const partnerRolesOf = (roles: readonly string[]) =>
  PARTNER_ROLES.filter((role) => roles.includes(role)) as SalesPartnerRole[];

function personView(p: PersonRow): SalesPartnerPerson {
  return {
    uuid: p.uuid,
    firstName: p.firstName,
    lastName: p.lastName,
    phoneNumber: p.phoneNumber,
    roles: partnerRolesOf(p.availableRoles),
    department:
      p.departmentUuid && p.departmentName ? { uuid: p.departmentUuid, name: p.departmentName } : null,
  };
}

export function salesPartnerService(deps: {
  db: Db;
  users: UsersService;
  invitations: InvitationService;
  now?: (() => number) | undefined;
}) {
  const repo = salesPartnerRepository(deps.db);
  const now = () => (deps.now ?? Date.now)();
  const monthStart = () => new Date(osloToUtc(`${osloDate(now()).slice(0, 8)}01`, "00:00"));

  async function summaries(rows: PartnerRow[]): Promise<SalesPartnerSummary[]> {
    const counts = await repo.counts(
      rows.map((r) => r.id),
      monthStart(),
    );
    const n = (list: { partnerId: number | null; n: number }[], id: number) =>
      list.find((x) => x.partnerId === id)?.n ?? 0;
    return rows.map((r) => ({
      uuid: r.uuid,
      name: r.name,
      organizationNumber: r.organizationNumber,
      active: r.active,
      departmentCount: n(counts.departments, r.id),
      peopleCount: n(counts.people, r.id),
      ordersThisMonth: n(counts.orders, r.id),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The partner named by uuid if the caller reaches it; 404 otherwise (unknown or another's). */
  async function reach(caller: Caller, uuid: string) {
    const partner = await repo.partnerByUuid(uuid);
    if (!partner) throw notFound(NO_PARTNER);
    const powers = powersOver(caller, partner.id);
    if (!powers.reaches) throw notFound(NO_PARTNER);
    return { partner, powers };
  }

  /** For the store and people calls: 404 for those who reach the partner but manage nothing there. */
  async function manageable(caller: Caller, uuid: string, what: "departments" | "people") {
    const found = await reach(caller, uuid);
    const allowed =
      what === "departments" ? found.powers.manageDepartments : found.powers.addRoles.length > 0;
    if (!allowed) throw apiError("FORBIDDEN");
    return found;
  }

  async function departmentOf(partnerId: number, uuid: string): Promise<DepartmentRow> {
    const found = await repo.department(partnerId, uuid);
    if (!found) throw notFound(NO_DEPARTMENT);
    return found;
  }

  async function detail(caller: Caller, partner: PartnerRow): Promise<SalesPartnerDetail> {
    const powers = powersOver(caller, partner.id);
    const [summary] = await summaries([partner]);
    if (!summary) throw notFound(NO_PARTNER);
    const [departments, people, invitations] = await Promise.all([
      repo.departments(partner.id),
      repo.people(partner.id, powers.onlyDepartment?.id ?? null),
      deps.invitations.sentByPartner(partner.id, powers.onlyDepartment?.id ?? null),
    ]);
    return {
      ...summary,
      departments: departments.map(({ id: _id, ...d }) => ({ ...d, peopleCount: Number(d.peopleCount) })),
      people: people.map(personView),
      invitations,
      can: {
        editPartner: powers.editPartner,
        manageDepartments: powers.manageDepartments,
        addRoles: powers.addRoles,
        onlyDepartment: powers.onlyDepartment?.uuid ?? null,
      },
    };
  }

  const nameTaken = (
    error: unknown,
    code: "SALES_PARTNER_NAME_TAKEN" | "SALES_PARTNER_DEPARTMENT_NAME_TAKEN",
  ) => {
    if (isUniqueViolation(error)) return fieldError(code, "name");
    return error;
  };

  return {
    /** The partner as the caller reaches it (staff, its admins, its stores' admins); 404 otherwise. */
    reached: reach,

    async list(caller: Caller): Promise<SalesPartnerSummary[]> {
      const staff = has(caller, ALL_RESOURCES_STAFF);
      if (!staff && !caller.salesPartner) return [];
      return summaries(await repo.partners(staff ? null : (caller.salesPartner?.id ?? null)));
    },

    async get(caller: Caller, uuid: string) {
      return detail(caller, (await reach(caller, uuid)).partner);
    },

    async create(caller: Caller, body: { name: string; organizationNumber?: string | null | undefined }) {
      try {
        const row = await repo.createPartner({
          name: body.name,
          organizationNumber: body.organizationNumber ?? null,
        });
        return detail(caller, row);
      } catch (error) {
        throw nameTaken(error, "SALES_PARTNER_NAME_TAKEN");
      }
    },

    async update(
      caller: Caller,
      uuid: string,
      body: {
        name?: string | undefined;
        organizationNumber?: string | null | undefined;
        active?: boolean | undefined;
      },
    ) {
      const { partner } = await reach(caller, uuid);
      try {
        await repo.updatePartner(partner.id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.organizationNumber !== undefined && { organizationNumber: body.organizationNumber }),
          ...(body.active !== undefined && { active: body.active }),
        });
      } catch (error) {
        throw nameTaken(error, "SALES_PARTNER_NAME_TAKEN");
      }
      return this.get(caller, uuid);
    },

    async addDepartment(
      caller: Caller,
      uuid: string,
      body: { name: string; postCode?: string | null | undefined },
    ) {
      const { partner } = await manageable(caller, uuid, "departments");
      try {
        const row = await repo.addDepartment({
          salesPartnerId: partner.id,
          name: body.name,
          postCode: body.postCode ?? null,
        });
        return { uuid: row.uuid, name: row.name, postCode: row.postCode, peopleCount: 0 };
      } catch (error) {
        throw nameTaken(error, "SALES_PARTNER_DEPARTMENT_NAME_TAKEN");
      }
    },

    async updateDepartment(
      caller: Caller,
      uuid: string,
      departmentUuid: string,
      body: { name?: string | undefined; postCode?: string | null | undefined },
    ) {
      const { partner } = await manageable(caller, uuid, "departments");
      const department = await departmentOf(partner.id, departmentUuid);
      try {
        await repo.updateDepartment(department.id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.postCode !== undefined && { postCode: body.postCode }),
        });
      } catch (error) {
        throw nameTaken(error, "SALES_PARTNER_DEPARTMENT_NAME_TAKEN");
      }
      const updated = (await repo.departments(partner.id)).find((d) => d.id === department.id);
      if (!updated) throw notFound(NO_DEPARTMENT);
      const { id: _id, ...view } = updated;
      return { ...view, peopleCount: Number(view.peopleCount) };
    },

    async deleteDepartment(caller: Caller, uuid: string, departmentUuid: string) {
      const { partner } = await manageable(caller, uuid, "departments");
      const department = await departmentOf(partner.id, departmentUuid);
      if (await repo.departmentHasPeople(department.id))
        throw apiError("SALES_PARTNER_DEPARTMENT_HAS_PEOPLE");
      if (await repo.departmentHasOrders(department.id))
        throw apiError("SALES_PARTNER_DEPARTMENT_HAS_ORDERS");
      await repo.deleteDepartment(department.id);
      return { deleted: true as const };
    },

    /**
     * Invites a person (decision 060): the account holding the number is offered the role and
     * store, and changes only when its holder accepts. The answer is the same for any number; only
     * someone the caller already sees here with that role is refused.
     */
    async addPerson(
      caller: Caller,
      uuid: string,
      body: {
        firstName: string;
        lastName: string;
        phoneNumber: string;
        role: SalesPartnerRole;
        departmentId?: string | null | undefined;
      },
    ): Promise<SentInvitation> {
      const { partner, powers } = await manageable(caller, uuid, "people");
      if (!powers.addRoles.includes(body.role)) throw fieldError("SALES_PARTNER_ROLE_NOT_ALLOWED", "role");
      let department: DepartmentRow | null = null;
      if (body.departmentId) {
        const found = await repo.department(partner.id, body.departmentId);
        const outside = powers.onlyDepartment !== null && found?.id !== powers.onlyDepartment.id;
        if (!found || outside)
          throw apiError("VALIDATION_ERROR", { errors: { departmentId: ["Velg en av butikkene dine"] } });
        department = found;
      }
      const sent = await deps.db.transaction(async (tx) => {
        const existing = await salesPartnerRepository(tx).userByPhone(body.phoneNumber);
        const seenHere =
          existing !== null &&
          existing.id !== caller.id &&
          existing.salesPartnerId === partner.id &&
          existing.availableRoles.includes(body.role) &&
          (powers.onlyDepartment === null || existing.salesPartnerDepartmentId === powers.onlyDepartment.id);
        if (seenHere) throw fieldError("SALES_PARTNER_ALREADY_MEMBER", "phoneNumber");
        return deps.invitations.invite(tx, caller, {
          phoneNumber: body.phoneNumber,
          firstName: body.firstName,
          lastName: body.lastName,
          role: body.role,
          scope: { salesPartnerId: partner.id, departmentId: department?.id ?? null },
          department: department && { uuid: department.uuid, name: department.name },
          from: partner.name,
          phoneField: "phoneNumber",
        });
      });
      deps.invitations.sendSoon();
      return sent;
    },

    /** Takes the partner roles, partner and store away; the login and its other roles stay. */
    async removePerson(caller: Caller, uuid: string, userUuid: string) {
      const { partner, powers } = await manageable(caller, uuid, "people");
      const person = await repo.person(partner.id, userUuid);
      const inReach =
        person &&
        (powers.onlyDepartment === null ||
          (person.departmentId === powers.onlyDepartment.id &&
            partnerRolesOf(person.availableRoles).every((r) => STORE_ROLES.includes(r))));
      if (!person || !inReach) throw notFound(NO_PERSON);
      const strip = (roles: readonly string[]) =>
        roles.filter((r) => !(PARTNER_ROLES as readonly string[]).includes(r));
      let available = strip(person.availableRoles);
      let active = strip(person.activeRoles);
      if (available.length === 0) available = ["CUSTOMER"];
      if (active.length === 0) active = available;
      await deps.users.updatePartnerPerson(deps.db, person.id, {
        availableRoles: available,
        activeRoles: active,
        salesPartnerId: null,
        salesPartnerDepartmentId: null,
        sellerNotifications: [],
      });
      return { removed: true as const };
    },
  };
}

export type SalesPartnerService = ReturnType<typeof salesPartnerService>;
