import { z } from "zod";
import { roleSchema } from "../roles/role-schema.ts";

export const userSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string().nullish(),
  phone: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  contractor: z.object({ uuid: z.string() }).loose().nullish(),
  availableRoles: z.array(roleSchema).default([]),
  activeRoles: z.array(roleSchema).optional(),
  roles: z.array(roleSchema).optional(),
  /** Absent for a simple user type. Its details are not specified. */
  permissions: z.array(z.string()).optional(),
  type: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/** The simple user type: roles only, no permissions field. */
export const simpleUserSchema = userSchema.omit({ permissions: true }).extend({ type: z.literal("simple") });
export type SimpleUser = z.infer<typeof simpleUserSchema>;

export { displayName } from "./display-name.ts";
