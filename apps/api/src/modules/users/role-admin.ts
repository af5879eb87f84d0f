import type { RoleChange } from "@mt/contract/users";
import { giverFrom, mayGiveRole } from "@mt/domain/roles/role-grants";
import { ROLES, type Role } from "@mt/domain/roles/roles";
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import { type UserWithContractor, usersRepository } from "./users.repository.ts";

/** The roles in the order of ROLES, each once. */
const ordered = (roles: readonly string[]): Role[] => ROLES.filter((role) => roles.includes(role));

/**
 * The active roles after the available ones change: a role taken away is no longer active, a role
 * given is switched on at once. None chosen (all roles active) stays so.
 */
export function activeAfterChange(
  before: readonly Role[],
  active: readonly string[],
  after: readonly Role[],
) {
  if (active.length === 0) return [];
  return after.filter((role) => active.includes(role) || !before.includes(role));
}

/** What a global admin changes on another user (spec section 6): roles and caseworker departments, each logged. */
export function roleAdmin(db: Db) {
  async function target(repo: ReturnType<typeof usersRepository>, uuid: string): Promise<UserWithContractor> {
    const found = await repo.findByUuid(uuid);
    if (!found) throw notFound("Fant ikke brukeren.");
    return found;
  }
  async function departmentsOf(repo: ReturnType<typeof usersRepository>, userId: number) {
    const [all, mine] = await Promise.all([repo.departments(), repo.departmentIdsOf(userId)]);
    return all.map((department) => ({ ...department, selected: mine.includes(department.id) }));
  }
  return {
    /** Sets the user's roles. The last global admin keeps the role; a change is logged with who made it. */
    setRoles: (caller: Caller, uuid: string, wanted: readonly Role[]) =>
      transaction(db, async (tx) => {
        const repo = usersRepository(tx);
        const { user } = await target(repo, uuid);
        const admins = await repo.lockGlobalAdmins();
        const locked = (await repo.lockById(user.id)) ?? user;
        const before = ordered(locked.availableRoles);
        const after = ordered(wanted);
        if (before.includes("GLOBAL_ADMIN") && !after.includes("GLOBAL_ADMIN") && admins.length <= 1) {
          throw apiError("LAST_GLOBAL_ADMIN");
        }
        // The role-giving rule (decision 060), as every call that gives a role asks it.
        for (const role of after.filter((r) => !before.includes(r))) {
          const decision = mayGiveRole(giverFrom(caller), { role, toUserId: user.id });
          if (decision === "self") throw apiError("ROLE_GRANT_SELF");
          if (decision !== "allowed") throw apiError("ROLE_GRANT_NOT_ALLOWED");
        }
        if (before.join() !== after.join()) {
          await repo.update(user.id, {
            availableRoles: after,
            activeRoles: activeAfterChange(before, locked.activeRoles, after),
          });
          await repo.logChange({ userId: user.id, changedById: caller.id, kind: "roles", before, after });
        }
        const updated = await repo.findById(user.id);
        if (!updated) throw notFound("Fant ikke brukeren.");
        return updated;
      }),

    departments: async (uuid: string) => {
      const repo = usersRepository(db);
      return departmentsOf(repo, (await target(repo, uuid)).user.id);
    },

    /** Sets a caseworker's departments; unknown ids are left out. The change is logged by department names. */
    setDepartments: (caller: Caller, uuid: string, ids: readonly number[]) =>
      transaction(db, async (tx) => {
        const repo = usersRepository(tx);
        const { user } = await target(repo, uuid);
        if (!user.availableRoles.includes("CASEWORKER")) {
          throw apiError("VALIDATION_ERROR", {
            message: "Brukeren er ikke saksbehandler.",
            errors: { department_ids: ["Bare saksbehandlere jobber for avdelinger"] },
          });
        }
        const names = (list: { name: string; selected: boolean }[]) =>
          list.filter((department) => department.selected).map((department) => department.name);
        const before = names(await departmentsOf(repo, user.id));
        await repo.setDepartments(user.id, ids);
        const result = await departmentsOf(repo, user.id);
        const after = names(result);
        if (before.join("\n") !== after.join("\n")) {
          await repo.logChange({
            userId: user.id,
            changedById: caller.id,
            kind: "caseworker-departments",
            before,
            after,
          });
        }
        return result;
      }),

    async changes(uuid: string): Promise<RoleChange[]> {
      const repo = usersRepository(db);
      const rows = await repo.roleChanges((await target(repo, uuid)).user.id);
      return rows.map((row) => ({
        kind: row.kind === "roles" ? "roles" : "caseworker-departments",
        before: row.before,
        after: row.after,
        changedBy: [row.changedByFirstName, row.changedByLastName].filter(Boolean).join(" ") || null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type RoleAdmin = ReturnType<typeof roleAdmin>;
