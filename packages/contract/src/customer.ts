import { emailSchema, phoneSchema, verificationCodeSchema } from "@mt/domain/validation/field-schemas";
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
  /** A phone change to the number the customer has already. */
  PHONE_NUMBER_UNCHANGED: { status: 422, message: "Dette er allerede kundens telefonnummer." },
});

/** Said under a phone number sent to PATCH customer/:uuid, which no longer changes it. */
export const PHONE_CHANGE_NEEDS_CODE = "Telefonnummeret byttes med en kode som sendes til det nye nummeret.";

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
/** Every customer route names the customer by uuid; outside the caller's reach it is 404 (decision 059). */
const customerRefs = { params: { uuid: "customer" } } as const;

export const getCustomer = defineRoute({
  method: "GET",
  path: "/customer/:uuid",
  summary: "One customer with contact information, projects and the history of changes",
  tags: ["customer"],
  params: customerParams,
  refs: customerRefs,
  response: z.object({ data: customerDetailSchema }),
});

export const updateCustomer = defineRoute({
  method: "PATCH",
  path: "/customer/:uuid",
  sendsMessages: true,
  summary:
    "Staff change a customer's name and email; each change goes on the customer's timeline, and an email change tells the old address. The login phone number changes only with a code (POST customer/:uuid/phone-number): a phoneNumber here answers 422",
  tags: ["customer"],
  params: customerParams,
  refs: customerRefs,
  body: z.object({
    firstName: personNameSchema().optional(),
    lastName: personNameSchema().optional(),
    email: emailSchema.nullable().optional(),
    /** Refused: the old way of moving a login (issue 33). */
    phoneNumber: z.never({ error: PHONE_CHANGE_NEEDS_CODE }).optional(),
  }),
  response: z.object({ data: customerDetailSchema }),
});

const newPhoneNumber = z.object({ phoneNumber: phoneSchema });

export const sendCustomerPhoneCode = defineRoute({
  method: "POST",
  path: "/customer/:uuid/phone-number/code",
  errors: ["TOO_MANY_REQUESTS"],
  sendsMessages: true,
  summary:
    "Staff on the phone with a customer: sends a code by SMS to the customer's new phone number, within the login code's limits. 409 PHONE_NUMBER_IN_USE when the number is another account's",
  tags: ["customer"],
  params: customerParams,
  refs: customerRefs,
  body: newPhoneNumber,
  response: z.object({ data: z.object({ sent: z.literal(true), phoneNumber: z.string() }) }),
});

export const changeCustomerPhoneNumber = defineRoute({
  method: "POST",
  path: "/customer/:uuid/phone-number",
  errors: ["INVALID_CODE"],
  sendsMessages: true,
  summary:
    "Changes the customer's login phone number once the code sent to it is given (the customer reads it out); the old number is told by SMS, the change goes on the timeline, and the customer's sessions end. 422 INVALID_CODE for a wrong or used code",
  tags: ["customer"],
  params: customerParams,
  refs: customerRefs,
  body: newPhoneNumber.extend({ code: verificationCodeSchema }),
  response: z.object({ data: customerDetailSchema }),
});
