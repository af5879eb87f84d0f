import type { User } from "./user.ts";

/** The display name: name, else first and last name, else the phone number, else "". */
export function displayName(
  user: Pick<User, "name" | "firstName" | "lastName" | "phoneNumber" | "phone">,
): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return user.name || full || user.phoneNumber || user.phone || "";
}
