import { emailSchema, phoneSchema } from "@mt/domain/validation/field-schemas";
import { personNameSchema } from "@mt/domain/validation/names";
import { z } from "zod";
import { listMetaSchema } from "./cms.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import { projectSummarySchema } from "./project.ts";

/* Customers (people and companies who ordered) for the staff who serve them. */

export const customerErrors = defineErrors({
  /** Another user already has this phone number (it is how they log in). */
  PHONE_NUMBER_IN_USE: { status: 409, message: "Telefonnummeret tilhører en annen bruker." },
});

export const customerSummarySchema = z.object({
  uuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  /** The company of the latest order made for a company, if any. */
  companyName: z.string().nullable(),
  /** The address of the latest order. */
  address: z.string().nullable(),
  postCode: z.string().nullable(),
  place: z.string().nullable(),
  projectCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  /** What changed, e.g. "E-post: nora@eksempel.no → nora.hansen@eksempel.no". */
  message: z.string(),
});

export const customerDetailSchema = customerSummarySchema.extend({
  createdAt: z.string(),
  projects: z.array(projectSummarySchema),
  timeline: z.array(customerEventSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const CUSTOMER_PAGE_SIZE = 25;

export const listCustomers = defineRoute({
  method: "GET",
  path: "/customer",
  summary: "Customers, searchable by name, phone, email, address and project number, paged",
  tags: ["customer"],
  query: z.object({
    search: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(200).default(CUSTOMER_PAGE_SIZE),
  }),
  response: z.object({ data: z.array(customerSummarySchema), meta: listMetaSchema }),
});

const customerParams = z.object({ uuid: z.uuid("Ukjent kunde") });

export const getCustomer = defineRoute({
  method: "GET",
  path: "/customer/:uuid",
  summary: "One customer with contact information, projects and the history of changes",
  tags: ["customer"],
  params: customerParams,
  response: z.object({ data: customerDetailSchema }),
});

export const updateCustomer = defineRoute({
  method: "PATCH",
  path: "/customer/:uuid",
  summary: "Staff change a customer's contact information; each change goes on the customer's timeline",
  tags: ["customer"],
  params: customerParams,
  body: z.object({
    firstName: personNameSchema().optional(),
    lastName: personNameSchema().optional(),
    email: emailSchema.nullable().optional(),
    phoneNumber: phoneSchema.optional(),
  }),
  response: z.object({ data: customerDetailSchema }),
});
