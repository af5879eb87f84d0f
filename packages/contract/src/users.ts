import { userSchema } from "@mt/domain/entities/user";
import { roleSchema } from "@mt/domain/roles/roles";
import { emailSchema, requiredTextSchema } from "@mt/domain/validation/field-schemas";
import { z } from "zod";
import { defineRoute } from "./define-route.ts";

/** The user as the API gives it: the entity of spec section 3, plus what the profile needs. */
export const apiUserSchema = userSchema.extend({
  contractor: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }).nullable(),
  /** The sales partner (retail chain) and store a partner admin, department admin, seller or store employee works for. */
  salesPartner: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }).nullish(),
  salesPartnerDepartment: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }).nullish(),
  email: z.string().nullable(),
  guidedToursFinished: z.array(z.string()),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

const rolesFilter = z.preprocess((value) => {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => String(item).split(",")).filter(Boolean);
}, z.array(roleSchema));

export const listUsers = defineRoute({
  method: "GET",
  path: "/user",
  summary: "Users, optionally only those holding any of the roles (roles[]=CASEWORKER&roles[]=...)",
  tags: ["users"],
  query: z.object({ "roles[]": rolesFilter.optional(), roles: rolesFilter.optional() }),
  response: z.object({ data: z.array(apiUserSchema) }),
});

export const updateUserBody = z.object({
  first_name: requiredTextSchema.optional(),
  last_name: requiredTextSchema.optional(),
  email: emailSchema.nullable().optional(),
});

export const updateUser = defineRoute({
  method: "PATCH",
  path: "/user",
  summary: "Changes the caller's own name and email",
  tags: ["users"],
  body: updateUserBody,
  response: z.object({ data: apiUserSchema }),
});

export const setActiveRoles = defineRoute({
  method: "POST",
  path: "/user/set-active-roles",
  summary: "Switches the caller's active roles (a non-empty subset of the available ones)",
  tags: ["users"],
  body: z.object({ roles: z.array(roleSchema).min(1, "Velg minst én rolle") }),
  response: z.object({ data: apiUserSchema }),
});

export const caseworkerDepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  selected: z.boolean(),
});

export const getCaseworkerDepartments = defineRoute({
  method: "GET",
  path: "/user/caseworker-departments",
  summary: "All caseworker departments, marking those the caller works for",
  tags: ["users"],
  response: z.object({ data: z.array(caseworkerDepartmentSchema) }),
});

export const updateCaseworkerDepartments = defineRoute({
  method: "PATCH",
  path: "/user/caseworker-departments",
  summary: "Sets the departments the caller works for",
  tags: ["users"],
  body: z.object({ department_ids: z.array(z.number().int().positive()).max(100) }),
  response: z.object({ data: z.array(caseworkerDepartmentSchema) }),
});

export const guidedTourFinished = defineRoute({
  method: "POST",
  path: "/user/guided-tour-finished",
  summary: "Remembers that the caller has finished a guided tour",
  tags: ["users"],
  body: z.object({ tour: z.string().trim().min(1).max(100) }),
  response: z.object({ data: apiUserSchema }),
});
export type CaseworkerDepartment = z.infer<typeof caseworkerDepartmentSchema>;
