import { PARTNER_ROLES } from "@mt/domain/roles/role-grants";
import { organisationNumberSchema, phoneSchema, postCodeSchema } from "@mt/domain/validation/field-schemas";
import { companyNameSchema, personNameSchema, storeNameSchema } from "@mt/domain/validation/names";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import { sentInvitationSchema } from "./invitation.ts";

/*
 * Sales partners (retail chains), their departments (stores) and their people (issue 16, decision
 * 032). Global admins manage every partner; a partner admin their own partner's stores and people;
 * a department admin the sellers and store employees of their own store. Another partner's id
 * answers 404, as an unknown one does.
 */

export const salesPartnerErrors = defineErrors({
  SALES_PARTNER_NAME_TAKEN: {
    status: 409,
    message: "Det finnes allerede en salgspartner med dette navnet.",
  },
  SALES_PARTNER_DEPARTMENT_NAME_TAKEN: {
    status: 409,
    message: "Salgspartneren har allerede en butikk med dette navnet.",
  },
  /** A store with people working there cannot be deleted before they are moved or removed. */
  SALES_PARTNER_DEPARTMENT_HAS_PEOPLE: {
    status: 409,
    message: "Butikken har ansatte. Fjern dem eller flytt dem til en annen butikk før butikken slettes.",
  },
  /** A store with orders keeps them: it is renamed, not deleted. */
  SALES_PARTNER_DEPARTMENT_HAS_ORDERS: {
    status: 409,
    message: "Butikken har ordre og kan ikke slettes. Gi den heller et nytt navn.",
  },
  /** The number is already someone the caller sees here, with that role. */
  SALES_PARTNER_ALREADY_MEMBER: {
    status: 409,
    message: "Personen har allerede denne rollen her.",
  },
  /** A department admin adds only sellers and store employees. */
  SALES_PARTNER_ROLE_NOT_ALLOWED: {
    status: 403,
    message: "Du kan bare legge til selgere og proffer i butikk.",
  },
});

/** The roles of a chain's people: the role-giving rule's list (decision 060). */
export const SALES_PARTNER_ROLES = PARTNER_ROLES;
export const salesPartnerRoleSchema = z.enum(SALES_PARTNER_ROLES, { error: "Velg rolle" });
export type SalesPartnerRole = z.infer<typeof salesPartnerRoleSchema>;

const ref = z.object({ uuid: z.uuid(), name: z.string() });

export const salesPartnerSummarySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  organizationNumber: z.string().nullable(),
  active: z.boolean(),
  departmentCount: z.number().int(),
  peopleCount: z.number().int(),
  /** Orders through the partner's stores since the start of this month (Oslo time). */
  ordersThisMonth: z.number().int(),
  createdAt: z.string(),
});
export type SalesPartnerSummary = z.infer<typeof salesPartnerSummarySchema>;

export const salesPartnerDepartmentSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  postCode: z.string().nullable(),
  peopleCount: z.number().int(),
});
export type SalesPartnerDepartment = z.infer<typeof salesPartnerDepartmentSchema>;

export const salesPartnerPersonSchema = z.object({
  /** The person's login (user uuid). */
  uuid: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string(),
  /** Their sales partner roles (most often one). */
  roles: z.array(salesPartnerRoleSchema),
  department: ref.nullable(),
});
export type SalesPartnerPerson = z.infer<typeof salesPartnerPersonSchema>;

export const salesPartnerDetailSchema = salesPartnerSummarySchema.extend({
  departments: z.array(salesPartnerDepartmentSchema),
  /** Everyone of the partner, or of the caller's store for a department admin. */
  people: z.array(salesPartnerPersonSchema),
  /** People invited who have not answered yet (of the caller's store for a department admin), newest first. */
  invitations: z.array(sentInvitationSchema),
  /** What the caller may do here (the server checks it again on every call). */
  can: z.object({
    editPartner: z.boolean(),
    manageDepartments: z.boolean(),
    /** The roles the caller may give; empty when they manage no people. */
    addRoles: z.array(salesPartnerRoleSchema),
    /** A department admin manages only this store's people; null for everyone else. */
    onlyDepartment: z.uuid().nullable(),
  }),
});
export type SalesPartnerDetail = z.infer<typeof salesPartnerDetailSchema>;

const partnerParams = z.object({ id: z.uuid("Ukjent salgspartner") });
const departmentParams = partnerParams.extend({ departmentId: z.uuid("Ukjent butikk") });
const personParams = partnerParams.extend({ userId: z.uuid("Ukjent person") });

export const listSalesPartners = defineRoute({
  method: "GET",
  path: "/sales-partner",
  summary:
    "Sales partners with their number of stores, people and orders this month: all for staff, the caller's own for partner and department admins",
  tags: ["sales-partner"],
  response: z.object({ data: z.array(salesPartnerSummarySchema) }),
});

export const createSalesPartnerBody = z.object({
  name: companyNameSchema("Oppgi navn"),
  organizationNumber: organisationNumberSchema.nullable().optional(),
});
export type CreateSalesPartnerBody = z.input<typeof createSalesPartnerBody>;

export const createSalesPartner = defineRoute({
  method: "POST",
  path: "/sales-partner",
  summary: "Creates a sales partner (global admins)",
  tags: ["sales-partner"],
  body: createSalesPartnerBody,
  status: 201,
  response: z.object({ data: salesPartnerDetailSchema }),
});

export const updateSalesPartnerBody = z.object({
  name: companyNameSchema("Oppgi navn").optional(),
  organizationNumber: organisationNumberSchema.nullable().optional(),
  active: z.boolean({ error: "Ugyldig verdi" }).optional(),
});

export const updateSalesPartner = defineRoute({
  method: "PATCH",
  path: "/sales-partner/:id",
  refs: { params: { id: "sales-partner" } },
  summary: "Changes a sales partner's name, organisation number or whether it is active (global admins)",
  tags: ["sales-partner"],
  params: partnerParams,
  body: updateSalesPartnerBody,
  response: z.object({ data: salesPartnerDetailSchema }),
});

export const getSalesPartner = defineRoute({
  method: "GET",
  path: "/sales-partner/:id",
  refs: { params: { id: "sales-partner" } },
  summary:
    "A sales partner with its stores and people (a department admin sees the people of their own store only)",
  tags: ["sales-partner"],
  params: partnerParams,
  response: z.object({ data: salesPartnerDetailSchema }),
});

export const departmentBody = z.object({
  name: storeNameSchema("Oppgi butikkens navn"),
  postCode: postCodeSchema.nullable().optional(),
});
export type DepartmentBody = z.input<typeof departmentBody>;

export const addSalesPartnerDepartment = defineRoute({
  method: "POST",
  path: "/sales-partner/:id/departments",
  refs: { params: { id: "sales-partner" } },
  summary: "Adds a store to the sales partner (global admins, the partner's admins)",
  tags: ["sales-partner"],
  params: partnerParams,
  body: departmentBody,
  status: 201,
  response: z.object({ data: salesPartnerDepartmentSchema }),
});

export const updateSalesPartnerDepartment = defineRoute({
  method: "PATCH",
  path: "/sales-partner/:id/departments/:departmentId",
  refs: { params: { id: "sales-partner", departmentId: "department" } },
  summary: "Renames a store or changes its post code (global admins, the partner's admins)",
  tags: ["sales-partner"],
  params: departmentParams,
  body: departmentBody.partial(),
  response: z.object({ data: salesPartnerDepartmentSchema }),
});

export const deleteSalesPartnerDepartment = defineRoute({
  method: "DELETE",
  path: "/sales-partner/:id/departments/:departmentId",
  refs: { params: { id: "sales-partner", departmentId: "department" } },
  summary: "Deletes a store nobody works in any longer (global admins, the partner's admins)",
  tags: ["sales-partner"],
  params: departmentParams,
  response: z.object({ data: z.object({ deleted: z.literal(true) }) }),
});

export const addSalesPartnerPersonBody = z
  .object({
    firstName: personNameSchema("Oppgi fornavn"),
    lastName: personNameSchema("Oppgi etternavn"),
    phoneNumber: phoneSchema,
    role: salesPartnerRoleSchema,
    departmentId: z.uuid("Velg butikk").nullable().optional(),
  })
  .refine((b) => b.role === "SALES_PARTNER_ADMIN" || (b.departmentId ?? null) !== null, {
    message: "Velg butikk",
    path: ["departmentId"],
  });
export type AddSalesPartnerPersonBody = z.input<typeof addSalesPartnerPersonBody>;

export const addSalesPartnerPerson = defineRoute({
  method: "POST",
  path: "/sales-partner/:id/people",
  errors: ["ROLE_GRANT_SELF"],
  refs: { params: { id: "sales-partner" }, body: { departmentId: "department" } },
  summary:
    "Invites a person by name and phone to a sales partner role (and store), decision 060: an SMS asks the number's holder to sign in and accept; nothing changes on their account before. The answer is the same whether the number has an account or not",
  tags: ["sales-partner"],
  params: partnerParams,
  body: addSalesPartnerPersonBody,
  status: 201,
  response: z.object({ data: sentInvitationSchema }),
  sendsMessages: true,
});

export const removeSalesPartnerPerson = defineRoute({
  method: "DELETE",
  path: "/sales-partner/:id/people/:userId",
  refs: { params: { id: "sales-partner", userId: "partner-person" } },
  summary: "Takes the person's sales partner roles and membership away (the login stays)",
  tags: ["sales-partner"],
  params: personParams,
  response: z.object({ data: z.object({ removed: z.literal(true) }) }),
});
