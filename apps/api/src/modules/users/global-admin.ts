import type { UserRow, UsersRepository } from "./users.repository.ts";

export interface GlobalAdminInput {
  /** E.164, already validated. */
  phoneNumber: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

export type GlobalAdminOutcome = "created" | "promoted" | "unchanged";

export class GlobalAdminNamesMissing extends Error {
  constructor() {
    super("Ny bruker: oppgi --first-name og --last-name / new user: give --first-name and --last-name");
  }
}

/**
 * A deployment's first global admin (the `admin:create` command): creates the user with the role, or
 * gives an existing user the role (active at once); running it again changes nothing. Names and email
 * given are stored either way.
 */
export async function ensureGlobalAdmin(
  repo: UsersRepository,
  input: GlobalAdminInput,
): Promise<{ outcome: GlobalAdminOutcome; user: UserRow }> {
  const details = {
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
    ...(input.email !== undefined && { email: input.email }),
  };
  const existing = (await repo.findByPhone(input.phoneNumber))?.user;
  if (!existing) {
    if (!input.firstName || !input.lastName) throw new GlobalAdminNamesMissing();
    const user = await repo.create({
      phoneNumber: input.phoneNumber,
      ...details,
      availableRoles: ["GLOBAL_ADMIN"],
      activeRoles: ["GLOBAL_ADMIN"],
    });
    return { outcome: "created", user };
  }
  const promoted = !existing.availableRoles.includes("GLOBAL_ADMIN");
  await repo.update(existing.id, {
    ...details,
    ...(promoted && {
      availableRoles: [...existing.availableRoles, "GLOBAL_ADMIN"],
      activeRoles: [...existing.activeRoles, "GLOBAL_ADMIN"],
    }),
  });
  const user = (await repo.findByPhone(input.phoneNumber))?.user ?? existing;
  return { outcome: promoted ? "promoted" : "unchanged", user };
}
