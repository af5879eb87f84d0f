import { projectStatusSchema } from "@mt/domain/project/project-status";
import { emailSchema, fieldSchema, phoneSchema } from "@mt/domain/validation/field-schemas";
import { personNameSchema } from "@mt/domain/validation/names";
import { z } from "zod";
import { bookCartBody, projectViewSchema } from "./booking.ts";
import { defineRoute } from "./define-route.ts";

/*
 * The seller at work (issue 16): a seller in a store builds a cart for a customer, then sends it to
 * the customer to finish, or books it for them with the code the customer reads out from their own
 * phone. The seller's desk lists their carts and orders and this month's figures.
 */

const cartParams = z.object({ id: z.uuid() });

/** What was sold in the store, shown to the caseworker and the installer. */
export const sellerDescriptionSchema = fieldSchema({ maxLength: 2000 }).nullable().default(null);

export const sendCartBySellerBody = z
  .object({
    email: emailSchema.optional(),
    phone_number: phoneSchema.optional(),
    sellerDescription: sellerDescriptionSchema,
  })
  .refine((b) => b.email !== undefined || b.phone_number !== undefined, {
    message: "Må fylles ut",
    path: ["phone_number"],
  });
export type SendCartBySellerBody = z.input<typeof sendCartBySellerBody>;

/** Where a seller's cart stands, as the desk shows it. */
export const sellerCartStateSchema = z.enum(["DRAFT", "SENT", "OPENED", "BOOKED", "EXPIRED"]);
export type SellerCartState = z.infer<typeof sellerCartStateSchema>;

export const sellerCartSchema = z.object({
  uuid: z.uuid(),
  state: sellerCartStateSchema,
  /** To whom it was sent (masked nowhere: the seller typed it in). */
  sentTo: z.object({ email: z.string().nullable(), phoneNumber: z.string().nullable() }).nullable(),
  postCode: z.string().nullable(),
  place: z.string().nullable(),
  titles: z.array(z.string()),
  totalOre: z.number().int(),
  sellerDescription: z.string().nullable(),
  seller: z.object({ uuid: z.uuid(), name: z.string() }),
  department: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  /** The project once booked (by the customer or the seller). */
  project: z.object({ number: z.number().int(), bookedAt: z.string() }).nullable(),
});
export type SellerCart = z.infer<typeof sellerCartSchema>;

export const sendCartBySeller = defineRoute({
  method: "POST",
  path: "/cart/:id/reminders-by-seller",
  errors: ["CART_BOOKED", "CART_EXPIRED", "CART_REMINDER_LIMIT"],
  refs: { params: { id: "cart" } },
  sendsMessages: true,
  summary:
    "A seller sends the cart to the customer (SMS and/or email) with an absolute link that opens it on the customer's phone; the cart becomes the seller's (their sales partner and store) and keeps the seller description",
  tags: ["seller"],
  params: cartParams,
  body: sendCartBySellerBody,
  response: z.object({ data: z.object({ cart: sellerCartSchema }) }),
});

export const bookCartBySellerBody = bookCartBody.extend({ sellerDescription: sellerDescriptionSchema });
export type BookCartBySellerBody = z.input<typeof bookCartBySellerBody>;

export const bookCartBySeller = defineRoute({
  method: "POST",
  path: "/cart/:id/book-by-seller",
  errors: [
    "CART_EXPIRED",
    "CART_BOOKED",
    "TIMESLOT_TAKEN",
    "NO_RESERVATION",
    "IDEMPOTENCY_KEY_REUSED",
    "IDEMPOTENCY_KEY_IN_USE",
    "PHONE_NOT_VERIFIED",
    "CART_EMPTY",
    "NOT_AVAILABLE_IN_AREA",
    "CART_PRICE_CHANGED",
    "JOB_VERSION_OUTDATED",
  ],
  refs: { params: { id: "cart" }, body: { "contactInformation.company.id": "register-company" } },
  sendsMessages: true,
  summary:
    "A seller books the cart for the customer: as POST cart/{id}/book (one transaction, Idempotency-Key, never double-booked), with the customer's phone verified by the code sent to the customer's own phone; records the seller, store and sales partner. The seller stays logged in as themselves",
  tags: ["seller"],
  params: cartParams,
  body: bookCartBySellerBody,
  status: 201,
  response: z.object({ data: z.object({ project: projectViewSchema }) }),
});

export const markCartOpened = defineRoute({
  method: "POST",
  path: "/cart/:id/opened",
  refs: { params: { id: "cart" } },
  summary:
    "The customer opened a cart a seller sent them (the link's page calls this); the first call records the time, later calls change nothing",
  tags: ["seller"],
  params: cartParams,
  response: z.object({ data: z.object({ openedAt: z.string().nullable() }) }),
});

export const sellerOrderSchema = z.object({
  uuid: z.uuid(),
  number: z.number().int(),
  status: projectStatusSchema,
  customerName: z.string(),
  place: z.string().nullable(),
  totalOre: z.number().int(),
  startsAt: z.string().nullable(),
  createdAt: z.string(),
  seller: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  department: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const sellerFiguresSchema = z.object({
  orders: z.number().int(),
  revenueOre: z.number().int(),
  sentCarts: z.number().int(),
  /** Booked carts of those sent this month, 0–1; null when none was sent. */
  conversion: z.number().nullable(),
});

export const sellerDashboardQuery = z.object({
  /** A department admin (or partner admin) may see the whole store; a seller sees their own. */
  scope: z.enum(["own", "department"]).default("own"),
});

export const sellerDashboardSchema = z.object({
  salesPartner: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  department: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  carts: z.array(sellerCartSchema),
  orders: z.array(sellerOrderSchema),
  figures: z.object({ own: sellerFiguresSchema, store: sellerFiguresSchema.nullable() }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

export const getSellerDashboard = defineRoute({
  method: "GET",
  path: "/seller-dashboard",
  summary:
    "The seller's desk: their open and recent carts with where each stands, recent orders, and this month's figures for them and their store",
  tags: ["seller"],
  query: sellerDashboardQuery,
  response: z.object({ data: sellerDashboardSchema }),
});

/** Messages a seller may get when a customer of theirs books. */
export const sellerNotificationSchema = z.enum(["BOOKED_SMS", "BOOKED_EMAIL"]);
export type SellerNotification = z.infer<typeof sellerNotificationSchema>;

export const sellerSettingsSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  salesPartner: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  department: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  notifications: z.array(sellerNotificationSchema),
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

export const getSellerSettings = defineRoute({
  method: "GET",
  path: "/seller-dashboard/settings",
  summary: "The seller's own settings: name, email, phone, store, and which messages they get",
  tags: ["seller"],
  response: z.object({ data: sellerSettingsSchema }),
});

export const updateSellerSettingsBody = z.object({
  first_name: personNameSchema().optional(),
  last_name: personNameSchema().optional(),
  email: emailSchema.nullable().optional(),
  notifications: z.array(sellerNotificationSchema).max(2).optional(),
});

export const updateSellerSettings = defineRoute({
  method: "PATCH",
  path: "/seller-dashboard/settings",
  summary: "Changes the seller's own name, email and which messages they get when their customers book",
  tags: ["seller"],
  body: updateSellerSettingsBody,
  response: z.object({ data: sellerSettingsSchema }),
});
