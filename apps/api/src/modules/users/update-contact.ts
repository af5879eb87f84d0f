import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { apiError } from "../../lib/http-error.ts";
import { type UserRow, usersRepository } from "./users.repository.ts";

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phoneNumber"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactChanges = Partial<Record<ContactField, string | null>>;

/** One field that really changed, with its value before and after. */
export interface ContactChange {
  field: ContactField;
  from: string | null;
  to: string | null;
}

const phoneInUse = () =>
  apiError("PHONE_NUMBER_IN_USE", {
    errors: { phoneNumber: ["Telefonnummeret tilhører en annen bruker."] },
  });

/**
 * Changes a user's name, email or phone number inside the caller's transaction and returns what
 * really changed (an unchanged value is no change). The phone number is how people log in, so a
 * number another user has answers 409 PHONE_NUMBER_IN_USE (also when two changes race: the unique
 * index decides).
 */
export async function updateContact(
  tx: Db,
  userId: number,
  wanted: ContactChanges,
): Promise<ContactChange[]> {
  const repo = usersRepository(tx);
  const user = await repo.lockById(userId);
  if (!user) throw apiError("NOT_FOUND");
  const changes = CONTACT_FIELDS.flatMap((field): ContactChange[] => {
    const to = wanted[field];
    const from = user[field] as UserRow[ContactField];
    return to === undefined || to === from ? [] : [{ field, from, to }];
  });
  if (changes.length === 0) return [];
  const phone = changes.find((change) => change.field === "phoneNumber")?.to;
  if (phone === null) throw apiError("VALIDATION_ERROR", { errors: { phoneNumber: ["Må fylles ut"] } });
  if (phone) {
    const holder = await repo.findByPhone(phone);
    if (holder && holder.user.id !== userId) throw phoneInUse();
  }
  try {
    await repo.update(userId, Object.fromEntries(changes.map((change) => [change.field, change.to])));
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneInUse();
    throw error;
  }
  return changes;
}
