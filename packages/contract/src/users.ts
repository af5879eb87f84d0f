import { userSchema } from "@mt/domain/entities/user";
import { roleSchema } from "@mt/domain/roles/role-schema";
import { emailSchema } from "@mt/domain/validation/field-schemas";
import { personNameSchema } from "@mt/domain/validation/names";
import { z } from "zod";
import { listMetaSchema } from "./cms.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

export const usersErrors = defineErrors({
  /** The last global admin cannot lose the role: nobody could give it back. */
  LAST_GLOBAL_ADMIN: {
    status: 409,
    message: "Kan ikke fjerne administratorrollen fra den siste administratoren.",
  },
});

/** Page size of the users list on /brukere. */
export const USERS_PAGE_SIZE = 25;

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
  query: z.object({
    "roles[]": rolesFilter.optional(),
    roles: rolesFilter.optional(),
    /** Name, phone number or email, any part. */
    search: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** Without it the list holds up to 500 users (the pickers that need everyone with a role). */
    perPage: z.coerce.number().int().min(1).max(500).default(500),
  }),
  response: z.object({ data: z.array(apiUserSchema), meta: listMetaSchema }),
});

export const updateUserBody = z.object({
  first_name: personNameSchema().optional(),
  last_name: personNameSchema().optional(),
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

export const caseworkerDepartmentsBody = z.object({
  department_ids: z.array(z.number().int().positive()).max(100),
});

export const updateCaseworkerDepartments = defineRoute({
  method: "PATCH",
  path: "/user/caseworker-departments",
  refs: { body: { department_ids: "caseworker-department" } },
  summary: "Sets the departments the caller works for",
  tags: ["users"],
  body: caseworkerDepartmentsBody,
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

const userParams = z.object({ uuid: z.uuid("Ukjent bruker") });

export const userRolesBody = z.object({ roles: z.array(roleSchema).min(1, "Velg minst én rolle").max(20) });

export const setUserRoles = defineRoute({
  method: "PATCH",
  path: "/user/:uuid/roles",
  refs: { params: { uuid: "user" } },
  summary: "A global admin sets another user's roles (logged; never the last global admin's)",
  tags: ["users"],
  params: userParams,
  body: userRolesBody,
  response: z.object({ data: apiUserSchema }),
});

export const getUserCaseworkerDepartments = defineRoute({
  method: "GET",
  path: "/user/:uuid/caseworker-departments",
  refs: { params: { uuid: "user" } },
  summary: "All caseworker departments, marking those the user works for",
  tags: ["users"],
  params: userParams,
  response: z.object({ data: z.array(caseworkerDepartmentSchema) }),
});

export const setUserCaseworkerDepartments = defineRoute({
  method: "PATCH",
  path: "/user/:uuid/caseworker-departments",
  refs: { params: { uuid: "user" }, body: { department_ids: "caseworker-department" } },
  summary: "A global admin sets the departments a caseworker works for (logged)",
  tags: ["users"],
  params: userParams,
  body: caseworkerDepartmentsBody,
  response: z.object({ data: z.array(caseworkerDepartmentSchema) }),
});

export const roleChangeSchema = z.object({
  kind: z.enum(["roles", "caseworker-departments"]),
  before: z.array(z.string()),
  after: z.array(z.string()),
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const listUserRoleChanges = defineRoute({
  method: "GET",
  path: "/user/:uuid/role-changes",
  refs: { params: { uuid: "user" } },
  summary: "The log of a user's role and department changes, newest first",
  tags: ["users"],
  params: userParams,
  response: z.object({ data: z.array(roleChangeSchema) }),
});
