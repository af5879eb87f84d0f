// Every table of the product, gathered for drizzle-kit (apps/api/drizzle.config.ts) to write the
// migrations. Each area keeps its tables in its own module folder (`<area>.schema.ts`) and adds one
// line here, as it adds its module to app.ts.

export * from "./lib/request-limit.schema.ts";
export * from "./modules/auth/auth.schema.ts";
export * from "./modules/booking/booking.schema.ts";
export * from "./modules/cart/cart.schema.ts";
export * from "./modules/catalogue/catalogue.schema.ts";
export * from "./modules/claim/claim.schema.ts";
export * from "./modules/cms/cms.schema.ts";
export * from "./modules/contractor/contractor.schema.ts";
export * from "./modules/coverage/coverage.schema.ts";
export * from "./modules/customers/customers.schema.ts";
export * from "./modules/inspection/inspection.schema.ts";
export * from "./modules/invitation/invitation.schema.ts";
export * from "./modules/key-figures/key-figures.schema.ts";
export * from "./modules/media/media.schema.ts";
export * from "./modules/notifications/notifications.schema.ts";
export * from "./modules/offer/offer.schema.ts";
export * from "./modules/project/project.schema.ts";
export * from "./modules/rating/rating.schema.ts";
export * from "./modules/sales-partner/sales-partner.schema.ts";
export * from "./modules/schedule/schedule.schema.ts";
export * from "./modules/settings/settings.schema.ts";
export * from "./modules/users/users.schema.ts";
