import type { ApiUser } from "@mt/contract/users";
import { canEditPages, canEditRichText } from "@mt/domain/roles/access";
import { isCustomerOnly, isRole, type Role } from "@mt/domain/roles/roles";
import type { Db } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError } from "../../lib/http-error.ts";
import { ensureGlobalAdmin, type GlobalAdminInput } from "./global-admin.ts";
import { type ContactChanges, updateContact } from "./update-contact.ts";
import {
  type RoleGrantValues,
  type UserRow,
  type UsersRepository,
  type UserWithContractor,
  usersRepository,
} from "./users.repository.ts";

const roles = (values: readonly string[]): Role[] => values.filter(isRole);

/** Known roles only; the active ones are a subset of the available ones, all of them when none is set. */
export function effectiveRoles(
  available: readonly string[],
  active: readonly string[],
): { availableRoles: Role[]; activeRoles: Role[] } {
  const availableRoles = roles(available);
  const chosen = availableRoles.filter((role) => active.includes(role));
  return { availableRoles, activeRoles: chosen.length > 0 ? chosen : availableRoles };
}

/** Permission keys granted by the available roles (the spec leaves their details open). */
export function permissionsOf(availableRoles: readonly Role[]): string[] {
  const holder = { activeRoles: availableRoles };
  const permissions = new Set<string>();
  if (canEditPages(holder)) permissions.add("cms.edit-pages");
  if (canEditRichText(holder)) permissions.add("cms.edit-rich-text");
  for (const role of availableRoles) {
    if (role === "GLOBAL_ADMIN") permissions.add("users.manage").add("settings.manage");
    if (["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE", "STORE_EMPLOYEE"].includes(role)) {
      permissions.add("projects.read-all");
    }
    if (role === "CONTRACTOR_ADMIN") permissions.add("contractor.manage-own");
    if (role === "ELECTRICIAN") permissions.add("calendar.read-own");
  }
  return [...permissions].sort();
}

/** The user as the API shows it. A customer alone is the simple user type: roles only, no permissions. */
export function toApiUser({
  user,
  contractor,
  salesPartner,
  salesPartnerDepartment,
}: UserWithContractor): ApiUser {
  const { availableRoles, activeRoles } = effectiveRoles(user.availableRoles, user.activeRoles);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
  const simple = isCustomerOnly({ activeRoles: availableRoles });
  return {
    id: user.id,
    uuid: user.uuid,
    name,
    phone: user.phoneNumber,
    phoneNumber: user.phoneNumber,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    contractor,
    salesPartner,
    salesPartnerDepartment,
    availableRoles,
    activeRoles,
    roles: activeRoles,
    ...(simple ? { type: "simple" } : { type: "staff", permissions: permissionsOf(availableRoles) }),
    guidedToursFinished: user.guidedToursFinished,
  };
}

export function usersService(repo: UsersRepository) {
  async function current(caller: Caller): Promise<UserWithContractor> {
    const found = await repo.findById(caller.id);
    if (!found) throw apiError("UNAUTHORIZED");
    return found;
  }
  async function departments(userId: number) {
    const [all, mine] = await Promise.all([repo.departments(), repo.departmentIdsOf(userId)]);
    return all.map((department) => ({ ...department, selected: mine.includes(department.id) }));
  }
  return {
    findById: (id: number) => repo.findById(id),
    findByPhone: (phoneNumber: string) => repo.findByPhone(phoneNumber),
    findByUuid: (uuid: string) => repo.findByUuid(uuid),
    /** Every user with their contractor (for the dev sign-in switcher). */
    all: () => repo.list([]),
    findOrCreate: (values: Parameters<UsersRepository["findOrCreate"]>[0]) => repo.findOrCreate(values),
    /** Inside the caller's transaction (booking): the customer with this number, created when new. */
    findOrCreateCustomer: (tx: Db, customer: Parameters<UsersRepository["findOrCreateCustomer"]>[0]) =>
      usersRepository(tx).findOrCreateCustomer(customer),
    /**
     * Inside the caller's transaction (an invitation is sent): the login with this number, locked;
     * made without any role when the number has none yet.
     */
    lockOrCreateByPhone: (tx: Db, phoneNumber: string) =>
      usersRepository(tx).lockOrCreateByPhone(phoneNumber),
    /** Inside the caller's transaction: the user's row, locked until it ends (an invitation's answer). */
    lockById: (tx: Db, id: number) => usersRepository(tx).lockById(id),
    /** Inside the caller's transaction (an invitation is accepted): the role, and where it applies. */
    giveRole: (tx: Db, user: UserRow, grant: RoleGrantValues) => usersRepository(tx).giveRole(user, grant),
    /** Inside the caller's transaction (onboarding): a company's first admin, with the role and company. */
    makeContractorAdmin: (tx: Db, input: Parameters<UsersRepository["makeContractorAdmin"]>[0]) =>
      usersRepository(tx).makeContractorAdmin(input),
    /** Inside the caller's transaction (sales partners, seller settings): a person's roles, store, names or settings. */
    updatePartnerPerson: (
      tx: Db,
      id: number,
      values: Parameters<UsersRepository["updatePartnerPerson"]>[1],
    ) => usersRepository(tx).updatePartnerPerson(id, values),
    /** Inside the caller's transaction (customers desk): staff change a user's contact information. */
    updateContact: (tx: Db, userId: number, changes: ContactChanges) => updateContact(tx, userId, changes),
    /**
     * Inside the caller's transaction (contractor feedback): the caseworkers' email addresses in the
     * department, or of every caseworker when `departmentId` is null.
     */
    caseworkerEmails: (tx: Db, departmentId: number | null) =>
      usersRepository(tx).caseworkerEmails(departmentId),
    toApiUser,
    effectiveRoles,
    ensureGlobalAdmin: (input: GlobalAdminInput) => ensureGlobalAdmin(repo, input),
    async me(caller: Caller): Promise<ApiUser> {
      return toApiUser(await current(caller));
    },
    async list(filter: {
      roles: readonly Role[];
      search?: string | undefined;
      page: number;
      perPage: number;
    }) {
      const { rows, total } = await repo.page(filter);
      return {
        data: rows.map(toApiUser),
        meta: {
          page: filter.page,
          perPage: filter.perPage,
          total,
          lastPage: Math.max(1, Math.ceil(total / filter.perPage)),
        },
      };
    },
    async update(
      caller: Caller,
      changes: {
        first_name?: string | undefined;
        last_name?: string | undefined;
        email?: string | null | undefined;
      },
    ): Promise<ApiUser> {
      await repo.update(caller.id, {
        ...(changes.first_name !== undefined && { firstName: changes.first_name }),
        ...(changes.last_name !== undefined && { lastName: changes.last_name }),
        ...(changes.email !== undefined && { email: changes.email }),
      });
      return toApiUser(await current(caller));
    },
    /** Only roles the user holds can be switched on; at least one stays active. */
    async setActiveRoles(caller: Caller, wanted: readonly Role[]): Promise<ApiUser> {
      const found = await current(caller);
      const available = roles(found.user.availableRoles);
      const missing = wanted.filter((role) => !available.includes(role));
      if (missing.length > 0) {
        throw apiError("VALIDATION_ERROR", {
          message: "Du har ikke denne rollen.",
          errors: {
            roles: [`Du har ikke rollen ${missing.join(", ")}`],
          },
        });
      }
      await repo.update(caller.id, { activeRoles: available.filter((role) => wanted.includes(role)) });
      return toApiUser(await current(caller));
    },
    departments: (caller: Caller) => departments(caller.id),
    async setDepartments(caller: Caller, ids: readonly number[]) {
      await repo.setDepartments(caller.id, ids);
      return departments(caller.id);
    },
    async finishTour(caller: Caller, tour: string): Promise<ApiUser> {
      await repo.addFinishedTour(caller.id, tour);
      return toApiUser(await current(caller));
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
